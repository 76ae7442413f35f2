import "server-only";
import { eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS, hongKongDay, MIN_DONATION_HKD_CENTS, toMinor } from "@/lib/money/amounts";
import type { Statement } from "@/server/db/client";
import { takeKeyStatement } from "@/server/db/queries/idempotency-keys";
import {
  dailyPaymentStatement,
  ledgerRefusal,
  paidOnDay,
  recordStatements,
  userAccount,
  walletBalance,
} from "@/server/db/queries/ledger";
import type { UserRow } from "@/server/db/queries/users";
import { transactions } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PayToInput } from "../generated/resolvers";
import { requireFeature } from "../rules/features";
import { grantGoldenMotor } from "./badges";
import { confirmChainTransaction, payToInUsdt } from "./chain-payments";
import { answerOfRepeat, firstAnswer, requestKey } from "./idempotency";
import { notifyDonation } from "./notices";
import { checkPaymentPassword } from "./payment-password";
import { supportTarget } from "./support-target";

/** The amount in cents, or the catalogue's refusal: not money of HKD, or under the minimum. */
function donationCents(amount: number): number {
  const cents = toMinor("HKD", amount);
  if (cents === null) {
    throw new ApiError(
      "PAYMENT_AMOUNT_INVALID",
      "The amount must be a positive number of HKD with at most 2 decimals.",
    );
  }
  if (cents < MIN_DONATION_HKD_CENTS) {
    throw new ApiError("PAYMENT_AMOUNT_TOO_SMALL", `The smallest support is ${MIN_DONATION_HKD_CENTS / 100} HKD.`);
  }
  return cents;
}

/**
 * Support: money from the viewer's HKD wallet to another person, for one of their articles or
 * for them (a moment's author). The checks run in the spec's order so each refusal has its own
 * code; balance and daily limit are read first for the answer, and held again inside the batch
 * by the ledger's CHECKs, so racing payments can never pass them together. A request repeated
 * with its idempotency key answers the first one's transaction (services/idempotency.ts).
 */
export async function payTo(ctx: Context, viewer: UserRow, input: PayToInput) {
  await requireFeature(ctx, "payment", "Payments are switched off for now.");
  if (input.purpose !== "donation") throw new ApiError("BAD_USER_INPUT", "Only donations can be paid so far.");
  const key = await requestKey(viewer, "payTo", input.idempotencyKey, [
    input.amount,
    input.currency,
    input.purpose,
    input.recipientId,
    input.targetId,
    input.message,
    input.chain,
    input.txHash,
    input.id,
  ]);
  const first = await firstAnswer(ctx, key);
  if (first) {
    // a USDT payment's state is the chain's: a repeat asks it again while it is pending
    return {
      transaction: first.currency === "USDT" ? await confirmChainTransaction(ctx, first) : first,
      redirectUrl: null,
    };
  }
  // paid on chain from the supporter's own wallet; the site records and confirms it
  if (input.currency === "USDT") return payToInUsdt(ctx, viewer, input, key);
  if (input.currency !== "HKD") {
    throw new ApiError("BAD_USER_INPUT", "Support is paid in HKD or USDT.", { field: "input.currency" });
  }
  const cents = donationCents(input.amount);
  await checkPaymentPassword(ctx, viewer, input.password);

  const day = hongKongDay(ctx.now);
  if ((await walletBalance(ctx.db, viewer.id, "HKD")) < cents) {
    throw new ApiError("PAYMENT_BALANCE_INSUFFICIENT", "Your wallet does not hold enough HKD.");
  }
  if ((await paidOnDay(ctx.db, viewer.id, day)) + cents > DAILY_PAYMENT_LIMIT_HKD_CENTS) {
    throw new ApiError("PAYMENT_REACH_MAXIMUM_LIMIT", "This would pass the daily limit of 5000 HKD.");
  }

  const { recipient, articleId } = await supportTarget(ctx, viewer, input);

  const message = input.message?.trim() || null;
  const uid = crypto.randomUUID();
  const row = {
    uid,
    senderId: viewer.id,
    recipientId: recipient.id,
    amount: cents,
    currency: "HKD" as const,
    purpose: "donation" as const,
    targetType: articleId === null ? null : ("Article" as const),
    targetId: articleId,
    message,
    createdAt: ctx.now,
  };
  // the transaction is read back inside the batch: once the money has moved, no further query
  // may fail the answer (a busy database would tell the person to pay again)
  const readBack = ctx.db.select().from(transactions).where(eq(transactions.uid, uid));
  let transaction: typeof transactions.$inferSelect | undefined;
  try {
    const [head, ...rest] = recordStatements(ctx.db, row, [
      { account: userAccount(viewer.id), amount: -cents },
      { account: userAccount(recipient.id), amount: cents },
    ]);
    if (!head) throw new Error("The payment has no statements.");
    // the key first: a repeat arriving at the same time fails there, before any money moves
    const opening: [Statement, ...Statement[]] = key ? [takeKeyStatement(ctx.db, key, uid, ctx.now), head] : [head];
    const results = await ctx.db.batch([
      ...opening,
      ...rest,
      dailyPaymentStatement(ctx.db, viewer.id, day, cents),
      readBack,
    ]);
    [transaction] = results[results.length - 1] as (typeof transactions.$inferSelect)[];
  } catch (error) {
    // another payment of the same person got there first; the batch kept nothing
    const refusal = ledgerRefusal(error);
    if (refusal === "balance")
      throw new ApiError("PAYMENT_BALANCE_INSUFFICIENT", "Your wallet does not hold enough HKD.");
    if (refusal === "dailyLimit") {
      throw new ApiError("PAYMENT_REACH_MAXIMUM_LIMIT", "This would pass the daily limit of 5000 HKD.");
    }
    // the same request with the same key got there first: its payment is the answer
    return { transaction: await answerOfRepeat(ctx, key, error), redirectUrl: null };
  }

  if (!transaction) throw new Error("The payment's transaction was not found after its batch.");
  // the article's supporters list (and the donor's replyToDonator) change on its page
  if (articleId !== null) ctx.purge([cacheTags.article(articleId)]);
  await notifyDonation(ctx, viewer, { id: transaction.id, recipientId: recipient.id });
  await grantGoldenMotor(ctx, recipient.id);
  return { transaction, redirectUrl: null };
}
