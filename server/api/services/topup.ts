import "server-only";
import { and, eq } from "drizzle-orm";
import { fromMinor, toMinor } from "@/lib/money/amounts";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from "@/lib/money/top-up";
import { type Db, runBatch } from "@/server/db/client";
import { takeKeyStatement } from "@/server/db/queries/idempotency-keys";
import { ledgerRefusal, recordStatements, settleStatements, userAccount } from "@/server/db/queries/ledger";
import type { TransactionRow } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import { transactions } from "@/server/db/schema";
import { paymentProvider } from "@/server/payments/choose-provider";
import type { PaymentEvent, PaymentIntentObject, ProviderName } from "@/server/payments/provider";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { AddCreditInput } from "../generated/resolvers";
import { requireFeature } from "../rules/features";
import { answerOfRepeat, firstAnswer, requestKey } from "./idempotency";

// Top-up: addCredit opens a PaymentIntent at the processor and a pending addCredit
// transaction; the processor's webhook event settles it. The money moves only there, once:
// settling writes the entries processor -amount / wallet +amount, and a second settlement of
// the same transaction fails its batch on the entries' unique key (ledgerRefusal "applied").

/** A top-up's amount in cents, or the catalogue's error for it. */
export function topUpCents(amount: number): number {
  const cents = toMinor("HKD", amount);
  if (cents === null) {
    throw new ApiError(
      "PAYMENT_AMOUNT_INVALID",
      "The amount is invalid: a positive HKD amount with at most 2 decimals.",
    );
  }
  if (cents < TOP_UP_MIN_CENTS) {
    throw new ApiError("PAYMENT_AMOUNT_TOO_SMALL", `The smallest top-up is ${fromMinor("HKD", TOP_UP_MIN_CENTS)} HKD.`);
  }
  if (cents > TOP_UP_MAX_CENTS) {
    throw new ApiError("PAYMENT_AMOUNT_INVALID", `The largest top-up is ${fromMinor("HKD", TOP_UP_MAX_CENTS)} HKD.`);
  }
  return cents;
}

/** Neither Stripe nor the local card processor is configured (lib/payments/processor-mode.ts). */
export const processorMissing = (what: "Top-up" | "Payout") =>
  new ApiError("ACTION_FAILED", `${what} is unavailable: the site has no payment processor configured.`);

const unreachable = (error: unknown) => {
  console.error(error);
  return new ApiError("ACTION_FAILED", "The payment processor could not be reached; nothing was charged.");
};

/**
 * Opens a top-up. With an idempotency key, a repeat answers the first request's transaction and
 * the client secret of its intent (asked of the processor again), so the payer confirms that
 * one intent and is charged once. Two repeats at the same moment may each open an intent; only
 * the one whose batch took the key is ever answered, the other is never confirmed.
 */
export async function addCredit(ctx: Context, viewer: UserRow, input: AddCreditInput) {
  await requireFeature(ctx, "add_credit", "Top-up is switched off for now.");
  const key = await requestKey(viewer, "addCredit", input.idempotencyKey, [input.amount]);
  const first = await firstAnswer(ctx, key);
  if (first) return openedTopUp(ctx, first);
  const cents = topUpCents(input.amount);
  const uid = crypto.randomUUID();
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw processorMissing("Top-up");
  let intent: Awaited<ReturnType<typeof provider.createIntent>>;
  try {
    intent = await provider.createIntent({ amount: cents, currency: "HKD", uid, userId: viewer.id });
  } catch (error) {
    throw unreachable(error);
  }
  try {
    await runBatch(ctx.db, [
      // first: a repeat arriving at the same time fails here
      ...(key ? [takeKeyStatement(ctx.db, key, uid, ctx.now)] : []),
      // no legs: pending until the processor's event settles it
      ...recordStatements(ctx.db, {
        uid,
        recipientId: viewer.id,
        amount: cents,
        currency: "HKD",
        purpose: "addCredit",
        provider: provider.name,
        providerRef: intent.id,
        createdAt: ctx.now,
      }),
    ]);
  } catch (error) {
    return openedTopUp(ctx, await answerOfRepeat(ctx, key, error));
  }
  const [transaction] = await ctx.db.select().from(transactions).where(eq(transactions.uid, uid));
  if (!transaction) throw new Error("The top-up's transaction was not written.");
  return { transaction, client_secret: intent.clientSecret };
}

/** A top-up opened by an earlier request, with its intent's client secret. */
async function openedTopUp(ctx: Context, transaction: TransactionRow) {
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw processorMissing("Top-up");
  if (transaction.purpose !== "addCredit" || !transaction.providerRef || transaction.provider !== provider.name) {
    throw new Error("An idempotency key of addCredit names a transaction that is not a top-up here.");
  }
  try {
    return { transaction, client_secret: await provider.intentClientSecret(transaction.providerRef) };
  } catch (error) {
    console.error(error);
    throw new ApiError("ACTION_FAILED", "The payment processor could not be reached; please try again.");
  }
}

export type WebhookOutcome = "credited" | "failed" | "applied" | "ignored" | "unknown" | "mismatch";

async function topUpOf(db: Db, provider: ProviderName, intent: PaymentIntentObject): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.provider, provider), eq(transactions.providerRef, intent.id)));
  return row ?? null;
}

/**
 * What a verified event does to the books. Stripe may deliver an event twice, late, or after a
 * later one: succeeded credits once however often it comes and even after a failure (a failed
 * attempt returns the intent to requires_payment_method, and the payer may try another card)
 * or after the site canceled a top-up left unpaid for a day (server/db/top-up-expiry.ts: the
 * intent stays open, and the money that came is the payer's): the record moves to succeeded in
 * the same batch as the entries. payment_failed never undoes a success.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: ProviderName,
  event: PaymentEvent,
  now: number,
): Promise<WebhookOutcome> {
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return "ignored";
  const intent = event.data.object;
  const topUp = await topUpOf(db, provider, intent);
  // another system's intent on the same account: nothing of ours
  if (topUp?.purpose !== "addCredit" || !topUp.recipientId) return "unknown";
  if (intent.amount !== topUp.amount || intent.currency.toUpperCase() !== topUp.currency) return "mismatch";
  if (topUp.state === "succeeded") return "applied";

  if (event.type === "payment_intent.payment_failed") {
    // the update skips a transaction that succeeded meanwhile (settleStatements' condition)
    await runBatch(db, settleStatements(db, { uid: topUp.uid, currency: topUp.currency, state: "failed", now }));
    return "failed";
  }
  try {
    await runBatch(
      db,
      settleStatements(db, { uid: topUp.uid, currency: topUp.currency, state: "succeeded", now }, [
        { account: "processor", amount: -topUp.amount },
        { account: userAccount(topUp.recipientId), amount: topUp.amount },
      ]),
    );
    return "credited";
  } catch (error) {
    // a delivery racing this one settled it first
    if (ledgerRefusal(error) === "applied") return "applied";
    throw error;
  }
}
