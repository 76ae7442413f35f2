import "server-only";
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import type { ProcessorEnv } from "@/lib/payments/processor-mode";
import { changesOf, type Db } from "@/server/db/client";
import { localPaymentIntents, localSubscriptions } from "@/server/db/schema";
import { type Deliver, deliverLocalEvent, randomHex, refuseUnlessLocal } from "./local-events";
import type { InvoiceObject, PaymentProvider, SubscriptionObject } from "./provider";

// The local processor's part of Stripe Billing, for card subscriptions to circles: customers and
// prices are ids only (the site keeps them), subscriptions are rows of their own. Each period's
// invoice is a local payment intent whose metadata names the subscription and its period: the
// first is paid on the checkout page like a top-up's intent (./local.ts's chargeLocal calls
// invoicePaid / invoiceFailed here), the next ones are billed by billLocalSubscription, Stripe's
// test clock played by hand, with the card saved at checkout. The events are Stripe's:
// invoice.payment_succeeded / invoice.payment_failed, customer.subscription.updated / .deleted.

export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;

export type Delivery = { webhookUrl: string; deliver: Deliver };

/** What an invoice's intent carries in its metadata: the subscription, the period it pays, who pays. */
export type InvoiceMetadata = {
  purpose: "circleSubscription";
  invoice: string;
  subscription: string;
  periodStart: string;
  periodEnd: string;
  billingReason: "subscription_create" | "subscription_cycle";
  circleId: string;
  userId: string;
};

const seconds = (ms: number) => Math.floor(ms / 1000);

function invoiceIntent(
  sub: { id: string; amount: number; currency: string; metadata: string },
  period: { start: number; end: number },
  billingReason: InvoiceMetadata["billingReason"],
) {
  const id = `pi_local_${randomHex(12)}`;
  const owner = JSON.parse(sub.metadata) as { circleId: string; userId: string };
  const metadata: InvoiceMetadata = {
    purpose: "circleSubscription",
    invoice: `in_local_${randomHex(12)}`,
    subscription: sub.id,
    periodStart: String(period.start),
    periodEnd: String(period.end),
    billingReason,
    circleId: owner.circleId,
    userId: owner.userId,
  };
  return {
    id,
    clientSecret: `${id}_secret_${randomHex(12)}`,
    amount: sub.amount,
    currency: sub.currency,
    status: "requires_payment_method" as const,
    metadata: JSON.stringify(metadata),
  };
}

/** Declined off-session as at checkout; every other test card was saved set up for off-session use, as Stripe's are. */
const offSessionPays = (card: string) => card !== "4000000000000002";

export function localSubscriptionProvider(
  db: Db,
  // where an off-session payment's events go (the cron's round has no checkout to send them from)
  delivery?: Delivery,
): Pick<
  PaymentProvider,
  | "createCustomer"
  | "createPrice"
  | "createSubscription"
  | "cancelSubscription"
  | "savedCard"
  | "payFirstInvoiceOffSession"
> {
  return {
    async createCustomer() {
      return { id: `cus_local_${randomHex(12)}` };
    },
    async createPrice() {
      return { id: `price_local_${randomHex(12)}` };
    },
    async createSubscription({ customerId, priceId, amount, currency, circleId, userId, key, trialEnd }) {
      const earlier = await subscriptionByKey(db, key);
      if (earlier) return { id: earlier.id, clientSecret: await secretOf(db, earlier.latestIntent) };
      const start = seconds(Date.now());
      const end = seconds(nextCirclePeriodEnd(start * 1000));
      const sub = {
        id: `sub_local_${randomHex(12)}`,
        customer: customerId,
        price: priceId,
        amount,
        currency: currency.toLowerCase(),
        metadata: JSON.stringify({
          circleId: String(circleId),
          userId: String(userId),
          purpose: "circleSubscription",
          ...(trialEnd ? { trialEnd: String(trialEnd) } : {}),
        }),
      };
      const intent = invoiceIntent(sub, { start, end }, "subscription_create");
      try {
        await db.batch([
          db.insert(localPaymentIntents).values(intent),
          db.insert(localSubscriptions).values({
            ...sub,
            status: "incomplete",
            currentPeriodStart: start,
            currentPeriodEnd: end,
            latestIntent: intent.id,
            idempotencyKey: key,
          }),
        ]);
      } catch (error) {
        // the same request at the same moment: answered as Stripe replays an idempotent request
        const raced = await subscriptionByKey(db, key);
        if (!raced) throw error;
        return { id: raced.id, clientSecret: await secretOf(db, raced.latestIntent) };
      }
      return { id: sub.id, clientSecret: intent.clientSecret };
    },
    async cancelSubscription(subscriptionId, when) {
      const result = await db
        .update(localSubscriptions)
        .set(
          when === "now"
            ? { status: "canceled", updatedAt: Date.now() }
            : { cancelAtPeriodEnd: true, updatedAt: Date.now() },
        )
        .where(eq(localSubscriptions.id, subscriptionId));
      if (changesOf(result) !== 1) throw new Error(`The local processor has no subscription ${subscriptionId}.`);
      // as Stripe voids a canceled subscription's open invoice: its checkout can no longer pay it
      if (when === "now") await voidOpenInvoice(db, subscriptionId);
    },
    // the card kept by the customer's latest subscription whose invoice was paid with one
    async savedCard(customerId) {
      const [row] = await db
        .select({ card: localSubscriptions.card })
        .from(localSubscriptions)
        .where(and(eq(localSubscriptions.customer, customerId), isNotNull(localSubscriptions.card)))
        .orderBy(desc(localSubscriptions.updatedAt))
        .limit(1);
      return row?.card ?? null;
    },
    async payFirstInvoiceOffSession(subscriptionId, card) {
      if (!delivery) throw new Error("The local processor has no webhook to tell of an off-session payment.");
      const sub = await localSubscription(db, subscriptionId);
      if (!sub) throw new Error(`The local processor has no subscription ${subscriptionId}.`);
      const [intent] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, sub.latestIntent));
      if (!intent) throw new Error(`The local processor has no intent ${sub.latestIntent}.`);
      if (intent.status === "succeeded") return true;
      if (sub.status !== "incomplete") return false;
      if (!offSessionPays(card)) {
        await invoiceFailed(db, delivery, intent);
        return false;
      }
      // only the call that moved the intent to succeeded tells the site (two rounds, one event)
      const moved = await db
        .update(localPaymentIntents)
        .set({ status: "succeeded", updatedAt: Date.now() })
        .where(and(eq(localPaymentIntents.id, intent.id), ne(localPaymentIntents.status, "succeeded")));
      if (changesOf(moved) === 1) await invoicePaid(db, delivery, intent, card);
      return true;
    },
  };
}

async function voidOpenInvoice(db: Db, subscriptionId: string) {
  const sub = await localSubscription(db, subscriptionId);
  if (!sub) return;
  await db
    .update(localPaymentIntents)
    .set({ status: "canceled", updatedAt: Date.now() })
    .where(and(eq(localPaymentIntents.id, sub.latestIntent), ne(localPaymentIntents.status, "succeeded")));
}

/** Stripe expires a subscription whose first invoice is still unpaid after 23 hours; so does this one. */
export const FIRST_INVOICE_EXPIRES_MS = 23 * 60 * 60 * 1000;

/**
 * A first invoice's intent brought to the checkout after its 23 hours: the subscription expires
 * (Stripe's incomplete_expired, told as Stripe tells it) and the intent can no longer be paid.
 * True when it had expired.
 */
export async function expireUnpaidFirstInvoice(db: Db, delivery: Delivery, intent: LocalIntentLike, now: number) {
  const meta = invoiceMetadataOf(intent.metadata);
  if (meta?.billingReason !== "subscription_create") return false;
  if (now - intent.createdAt < FIRST_INVOICE_EXPIRES_MS) return false;
  const expired = await db
    .update(localSubscriptions)
    .set({ status: "canceled", updatedAt: now })
    .where(and(eq(localSubscriptions.id, meta.subscription), eq(localSubscriptions.status, "incomplete")));
  await voidOpenInvoice(db, meta.subscription);
  const sub = await localSubscription(db, meta.subscription);
  if (sub && changesOf(expired) === 1) {
    const object = { ...subscriptionObject(sub), status: "incomplete_expired" } as SubscriptionObject;
    await deliverLocalEvent(delivery, "customer.subscription.updated", object);
  }
  return true;
}

type LocalIntentLike = { id: string; metadata: string; createdAt: number };

async function subscriptionByKey(db: Db, key: string) {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.idempotencyKey, key));
  return row ?? null;
}

export async function localSubscription(db: Db, id: string) {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
  return row ?? null;
}

async function secretOf(db: Db, intentId: string) {
  const [row] = await db
    .select({ clientSecret: localPaymentIntents.clientSecret })
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, intentId));
  if (!row) throw new Error(`The local processor has no intent ${intentId}.`);
  return row.clientSecret;
}

/** The invoice metadata of an intent's metadata (JSON), or null for a top-up's intent. */
export function invoiceMetadataOf(metadata: string): InvoiceMetadata | null {
  const parsed = JSON.parse(metadata) as Partial<InvoiceMetadata>;
  return parsed.purpose === "circleSubscription" && parsed.invoice ? (parsed as InvoiceMetadata) : null;
}

/** The invoice as Stripe's API shows it inside an event (the fields a webhook reads). */
export function invoiceObject(
  sub: LocalSubscriptionRow,
  meta: InvoiceMetadata,
  intentId: string,
  paid: boolean,
): InvoiceObject {
  const period = { start: Number(meta.periodStart), end: Number(meta.periodEnd) };
  return {
    id: meta.invoice,
    object: "invoice",
    amount_due: sub.amount,
    amount_paid: paid ? sub.amount : 0,
    amount_remaining: paid ? 0 : sub.amount,
    billing_reason: meta.billingReason,
    currency: sub.currency,
    customer: sub.customer,
    livemode: false,
    status: paid ? "paid" : "open",
    period_start: period.start,
    period_end: period.end,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: {
        subscription: sub.id,
        metadata: JSON.parse(sub.metadata) as Record<string, string>,
      },
    },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${meta.invoice}/lines`,
      data: [{ id: `il_local_${intentId}`, object: "line_item", amount: sub.amount, currency: sub.currency, period }],
    },
    metadata: {},
  } as unknown as InvoiceObject;
}

/** The subscription as Stripe's API shows it inside an event. */
export function subscriptionObject(sub: LocalSubscriptionRow): SubscriptionObject {
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    currency: sub.currency,
    latest_invoice: null,
    livemode: false,
    metadata: JSON.parse(sub.metadata) as Record<string, string>,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: `si_local_${sub.id.slice(10)}`,
          object: "subscription_item",
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
          price: { id: sub.price, object: "price", unit_amount: sub.amount, currency: sub.currency },
        },
      ],
    },
  } as unknown as SubscriptionObject;
}

async function tell(
  delivery: Delivery,
  sub: LocalSubscriptionRow,
  meta: InvoiceMetadata,
  intentId: string,
  paid: boolean,
) {
  await deliverLocalEvent(
    delivery,
    paid ? "invoice.payment_succeeded" : "invoice.payment_failed",
    invoiceObject(sub, meta, intentId, paid),
  );
  await deliverLocalEvent(delivery, "customer.subscription.updated", subscriptionObject(sub));
}

/**
 * An invoice's intent paid (on the checkout page, or billed to the saved card): the subscription
 * becomes active for the invoice's period with that card kept for the next invoices, and the
 * site is told as Stripe tells it.
 */
export async function invoicePaid(
  db: Db,
  delivery: Delivery,
  intent: { id: string; metadata: string },
  card: string | null,
) {
  const meta = invoiceMetadataOf(intent.metadata);
  if (!meta) return;
  const now = Date.now();
  await db
    .update(localSubscriptions)
    .set({
      status: "active",
      ...(card ? { card } : {}),
      currentPeriodStart: Number(meta.periodStart),
      currentPeriodEnd: Number(meta.periodEnd),
      latestIntent: intent.id,
      updatedAt: now,
    })
    .where(and(eq(localSubscriptions.id, meta.subscription), ne(localSubscriptions.status, "canceled")));
  const sub = await localSubscription(db, meta.subscription);
  if (sub) await tell(delivery, sub, meta, intent.id, true);
}

/** An invoice's payment declined: a first invoice leaves the subscription incomplete, a renewal's past_due. */
export async function invoiceFailed(db: Db, delivery: Delivery, intent: { id: string; metadata: string }) {
  const meta = invoiceMetadataOf(intent.metadata);
  if (!meta) return;
  if (meta.billingReason === "subscription_cycle") {
    await db
      .update(localSubscriptions)
      .set({ status: "past_due", updatedAt: Date.now() })
      .where(and(eq(localSubscriptions.id, meta.subscription), eq(localSubscriptions.status, "active")));
  }
  const sub = await localSubscription(db, meta.subscription);
  if (sub) await tell(delivery, sub, meta, intent.id, false);
}

export type BillOutcome = "paid" | "failed" | "canceled" | "not_found";

/**
 * The next period billed now (Stripe's test clock advanced to the period's end): a subscription
 * set to cancel at period end is deleted instead; otherwise the next invoice is charged to the
 * saved card (or `card`, to play a card that has since been declined) and its events delivered.
 */
export async function billLocalSubscription(
  db: Db,
  env: ProcessorEnv,
  input: Delivery & { subscriptionId: string; card?: string },
): Promise<BillOutcome> {
  refuseUnlessLocal(env);
  const sub = await localSubscription(db, input.subscriptionId);
  if (!sub || sub.status === "incomplete") return "not_found";
  if (sub.status === "canceled") return "canceled";
  if (sub.cancelAtPeriodEnd) {
    const ended = await db
      .update(localSubscriptions)
      .set({ status: "canceled", updatedAt: Date.now() })
      .where(and(eq(localSubscriptions.id, sub.id), ne(localSubscriptions.status, "canceled")));
    if (changesOf(ended) === 1) {
      await deliverLocalEvent(
        input,
        "customer.subscription.deleted",
        subscriptionObject({ ...sub, status: "canceled" }),
      );
    }
    return "canceled";
  }
  const start = sub.currentPeriodEnd;
  const end = seconds(nextCirclePeriodEnd(start * 1000));
  const intent = invoiceIntent(sub, { start, end }, "subscription_cycle");
  const card = input.card ?? sub.card;
  // the saved card is charged off-session: the test cards that succeed at checkout succeed here
  const paid = card !== null && offSessionPays(card);
  await db.insert(localPaymentIntents).values({ ...intent, status: paid ? "succeeded" : "requires_payment_method" });
  if (paid) {
    await invoicePaid(db, input, intent, card);
    return "paid";
  }
  await invoiceFailed(db, input, intent);
  return "failed";
}
