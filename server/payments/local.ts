import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { ProcessorEnv } from "@/lib/payments/processor-mode";
import { changesOf, type Db } from "@/server/db/client";
import { localPaymentIntents } from "@/server/db/schema";
import { localConnect } from "./local-connect";
import { type Deliver, deliverLocalEvent, randomHex, refuseUnlessLocal } from "./local-events";
import {
  type Delivery,
  expireUnpaidFirstInvoice,
  invoiceFailed,
  invoicePaid,
  localSubscriptionProvider,
} from "./local-subscriptions";
import type { PaymentIntentObject, PaymentProvider } from "./provider";

export type { Deliver } from "./local-events";

// The local card processor: Stripe's part played on this machine, for development and tests
// only. It keeps PaymentIntents in its own table, takes Stripe's test card numbers on its
// checkout page (/pay/local/checkout) and tells the site the outcome as Stripe does: an event
// in Stripe's format, signed, POSTed to the site's one webhook. It runs only when asked for
// (LOCAL_CARD_PROCESSOR=on) on a loopback site without Stripe keys (./processor-mode.ts).

export type LocalIntentRow = typeof localPaymentIntents.$inferSelect;

/** Stripe's test cards, as their numbers are typed. */
export const LOCAL_TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
} as const;

/** `delivery`: where events of work done without a checkout (an off-session payment) are sent. */
export function localProvider(db: Db, env: ProcessorEnv, delivery?: Delivery): PaymentProvider {
  refuseUnlessLocal(env);
  return {
    name: "local",
    async createIntent({ amount, currency, uid, userId }) {
      const id = `pi_local_${randomHex(12)}`;
      const clientSecret = `${id}_secret_${randomHex(12)}`;
      await db.insert(localPaymentIntents).values({
        id,
        clientSecret,
        amount,
        currency: currency.toLowerCase(),
        status: "requires_payment_method",
        metadata: JSON.stringify({ uid, userId: String(userId), purpose: "addCredit" }),
      });
      return { id, clientSecret };
    },
    async intentClientSecret(intentId) {
      const [row] = await db
        .select({ clientSecret: localPaymentIntents.clientSecret })
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intentId));
      if (!row) throw new Error(`The local processor has no intent ${intentId}.`);
      return row.clientSecret;
    },
    ...localConnect(db),
    ...localSubscriptionProvider(db, delivery),
  };
}

/** The intent a client secret belongs to (the id is the part before `_secret_`), or null. */
export async function localIntent(db: Db, clientSecret: string): Promise<LocalIntentRow | null> {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  return row && row.clientSecret === clientSecret ? row : null;
}

/** What the payer did on the checkout page: typed a card, or answered the second step. */
export type LocalStep = { card: string } | { authenticated: boolean };

export type LocalOutcome = "succeeded" | "declined" | "requires_action" | "invalid_card" | "not_found" | "invalid_step";

type Failure = { code: string; message: string };
const DECLINED: Failure = { code: "card_declined", message: "Your card was declined." };
const AUTH_FAILED: Failure = {
  code: "payment_intent_authentication_failure",
  message: "The payment could not be authenticated.",
};

/**
 * One step of a local checkout, as Stripe would take it: the intent's new status is saved and
 * its event (payment_intent.succeeded, .payment_failed or .requires_action) delivered, signed,
 * to the webhook at `webhookUrl`. A succeeded intent takes no more steps.
 */
export async function chargeLocal(
  db: Db,
  env: ProcessorEnv,
  input: { clientSecret: string; step: LocalStep; webhookUrl: string; deliver: Deliver },
): Promise<LocalOutcome> {
  refuseUnlessLocal(env);
  const intent = await localIntent(db, input.clientSecret);
  if (!intent) return "not_found";
  if (intent.status === "succeeded") return "succeeded";
  // voided (its subscription canceled, or replaced by a later checkout), or expired unpaid
  if (intent.status === "canceled" || (await expireUnpaidFirstInvoice(db, input, intent, Date.now()))) {
    return "not_found";
  }
  const { step } = input;
  // an invoice's intent (a card subscription's) is followed by the invoice's and subscription's events
  const send = async (type: string, status: LocalIntentRow["status"], failure?: Failure) => {
    await deliverLocalEvent(input, type, intentObject({ ...intent, status }, failure));
    if (type === "payment_intent.payment_failed") await invoiceFailed(db, input, intent);
  };
  const paid = async (card: string) => {
    await send("payment_intent.succeeded", "succeeded");
    await invoicePaid(db, input, intent, card);
  };

  if ("authenticated" in step) {
    if (intent.status !== "requires_action") return "invalid_step";
    if (!step.authenticated) {
      await setStatus(db, intent.id, "requires_payment_method");
      await send("payment_intent.payment_failed", "requires_payment_method", AUTH_FAILED);
      return "declined";
    }
    if (!(await succeed(db, intent.id))) return "succeeded";
    await paid(LOCAL_TEST_CARDS.authenticate);
    return "succeeded";
  }

  switch (step.card.replace(/[\s-]/g, "")) {
    case LOCAL_TEST_CARDS.succeeds:
      // only the request that moved it to succeeded tells the site (two clicks, one event)
      if (await succeed(db, intent.id)) await paid(LOCAL_TEST_CARDS.succeeds);
      return "succeeded";
    case LOCAL_TEST_CARDS.declined:
      await setStatus(db, intent.id, "requires_payment_method");
      await send("payment_intent.payment_failed", "requires_payment_method", DECLINED);
      return "declined";
    case LOCAL_TEST_CARDS.authenticate:
      await setStatus(db, intent.id, "requires_action");
      await send("payment_intent.requires_action", "requires_action");
      return "requires_action";
    default:
      return "invalid_card";
  }
}

async function setStatus(db: Db, id: string, status: LocalIntentRow["status"]) {
  await db
    .update(localPaymentIntents)
    .set({ status, updatedAt: Date.now() })
    .where(and(eq(localPaymentIntents.id, id), notInArray(localPaymentIntents.status, ["succeeded", "canceled"])));
}

async function succeed(db: Db, id: string) {
  const result = await db
    .update(localPaymentIntents)
    .set({ status: "succeeded", updatedAt: Date.now() })
    // a voided intent is never paid, whatever a checkout still open on it sends
    .where(and(eq(localPaymentIntents.id, id), notInArray(localPaymentIntents.status, ["succeeded", "canceled"])));
  return changesOf(result) === 1;
}

/** The intent as Stripe's API shows it inside an event (the fields a webhook reads). */
export function intentObject(intent: LocalIntentRow, failure?: Failure): PaymentIntentObject {
  const succeeded = intent.status === "succeeded";
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: succeeded ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    created: Math.floor(intent.createdAt / 1000),
    livemode: false,
    metadata: JSON.parse(intent.metadata) as Record<string, string>,
    last_payment_error: failure ? { type: "card_error", ...failure } : null,
  } as PaymentIntentObject;
}
