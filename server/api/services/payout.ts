import "server-only";
import { and, eq } from "drizzle-orm";
import { fromMinor, toMinor } from "@/lib/money/amounts";
import { PAYOUT_MIN_CENTS, payoutFeeCents } from "@/lib/money/payout";
import { changesOf, type Db, runBatch, type Statement } from "@/server/db/client";
import { takeKeyStatement } from "@/server/db/queries/idempotency-keys";
import { type Leg, ledgerRefusal, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import { keepStripeAccount, setPayoutsEnabled, stripeAccountOf } from "@/server/db/queries/stripe-accounts";
import type { TransactionRow } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import { transactions } from "@/server/db/schema";
import { paymentProvider } from "@/server/payments/choose-provider";
import type { PaymentEvent, ProviderName } from "@/server/payments/provider";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PayoutInput, StripeAccountCountry } from "../generated/resolvers";
import { requireFeature } from "../rules/features";
import { answerOfRepeat, firstAnswer, requestKey } from "./idempotency";
import { checkPaymentPassword } from "./payment-password";
import { ACCOUNT_COUNTRY_CODES } from "./payout-countries";
import { processorMissing } from "./topup";

// Payouts: money from a person's wallet to their own bank through their connected account at
// the processor. payout writes the transaction pending with its legs (user -amount, payout +net,
// fees +fee), so the amount is held at once and the wallet's CHECK refuses an overdraft inside
// the batch; the processor's payout.paid only marks it succeeded. payout.failed (which may come
// even after paid) gives the money back by a separate payoutReversal whose uid is derived from
// the payout's: a second delivery fails on that unique uid instead of paying back twice.

/** A payout's amount in cents, or the catalogue's error for it. */
function payoutCents(amount: number): number {
  const cents = toMinor("HKD", amount);
  if (cents === null) {
    throw new ApiError(
      "PAYMENT_AMOUNT_INVALID",
      "The amount is invalid: a positive HKD amount with at most 2 decimals.",
    );
  }
  if (cents < PAYOUT_MIN_CENTS) {
    throw new ApiError("PAYMENT_AMOUNT_TOO_SMALL", `The smallest payout is ${fromMinor("HKD", PAYOUT_MIN_CENTS)} HKD.`);
  }
  return cents;
}

const unreachable = (error: unknown) => {
  console.error(error);
  return new ApiError("ACTION_FAILED", "The payment processor could not be reached; please try again later.");
};

export async function connectStripeAccount(ctx: Context, viewer: UserRow, country: StripeAccountCountry) {
  await requireFeature(ctx, "payout", "Payout is switched off for now.");
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw processorMissing("Payout");
  try {
    let account = await stripeAccountOf(ctx.db, viewer.id);
    if (!account) {
      const code = ACCOUNT_COUNTRY_CODES[country];
      const created = await provider.createConnectedAccount({ userId: viewer.id, country: code, email: viewer.email });
      account = await keepStripeAccount(ctx.db, {
        userId: viewer.id,
        provider: provider.name,
        accountId: created.id,
        country: code,
      });
    }
    const site = ctx.env.SITE_URL ?? `https://${ctx.host}`;
    const redirectUrl = await provider.onboardingLink(account.accountId, {
      returnUrl: `${site}/me/wallet`,
      // an expired link: the wallet page's Continue setup asks for a new one
      refreshUrl: `${site}/me/wallet`,
    });
    return { redirectUrl };
  } catch (error) {
    throw unreachable(error);
  }
}

/**
 * Wallet.stripeAccount: the account and a fresh dashboard link once it can take payouts, else
 * null; null too (logged) when the processor cannot make the link, so the wallet page still
 * shows the balance, and Continue setup asks again.
 */
export async function viewerStripeAccount(ctx: Context, userId: number) {
  const account = userId === 0 ? null : await stripeAccountOf(ctx.db, userId);
  if (!account?.payoutsEnabled) return null;
  const provider = paymentProvider(ctx.env, ctx.db);
  // an account at the other processor (a development database that met Stripe keys), or at none, is not usable here
  if (account.provider !== provider?.name) return null;
  try {
    return { id: account.accountId, loginUrl: await provider.loginLink(account.accountId) };
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Wallet.stripeAccountPending: an account opened whose onboarding is not yet confirmed. */
export async function stripeAccountPending(ctx: Context, userId: number) {
  const account = userId === 0 ? null : await stripeAccountOf(ctx.db, userId);
  return account !== null && !account.payoutsEnabled;
}

const reversalUid = (payoutUid: string) => `${payoutUid}:reversal`;

/** The legs that hold a payout's amount on its way out; a reversal's are their opposite. */
function payoutLegs(payout: Pick<TransactionRow, "amount" | "fee">, userId: number): Leg[] {
  return [
    { account: userAccount(userId), amount: -payout.amount },
    { account: "payout", amount: payout.amount - payout.fee },
    { account: "fees", amount: payout.fee },
  ];
}

/**
 * The payout failed (or was canceled): it becomes so, and a payoutReversal gives the held amount
 * back, fee included. "applied" when a reversal was already written (another delivery).
 */
async function reversePayout(
  db: Db,
  payout: TransactionRow,
  state: "failed" | "canceled",
  now: number,
): Promise<"reversed" | "applied"> {
  const userId = payout.senderId;
  if (userId === null) throw new Error("A payout without its sender cannot be reversed.");
  const statements: Statement[] = [
    // first, so a second delivery fails here and keeps the first one's state
    ...recordStatements(
      db,
      {
        uid: reversalUid(payout.uid),
        recipientId: userId,
        amount: payout.amount,
        fee: 0,
        currency: payout.currency,
        purpose: "payoutReversal",
        targetType: "Transaction",
        targetId: payout.id,
        provider: payout.provider,
        createdAt: now,
      },
      payoutLegs(payout, userId).map((leg) => ({ account: leg.account, amount: -leg.amount })),
    ),
    db.update(transactions).set({ state, updatedAt: now }).where(eq(transactions.uid, payout.uid)),
  ];
  try {
    await runBatch(db, statements);
    return "reversed";
  } catch (error) {
    if (ledgerRefusal(error) === "applied") return "applied";
    throw error;
  }
}

/**
 * Pays out. With an idempotency key, a repeat answers the first request's payout as it now
 * stands; repeats arriving together hold and send the amount once (the key is taken in the
 * batch that holds it, before the processor is asked).
 */
export async function payout(ctx: Context, viewer: UserRow, input: PayoutInput) {
  await requireFeature(ctx, "payout", "Payout is switched off for now.");
  const key = await requestKey(viewer, "payout", input.idempotencyKey, [input.amount]);
  const first = await firstAnswer(ctx, key);
  if (first) return first;
  const cents = payoutCents(input.amount);
  await checkPaymentPassword(ctx, viewer, input.password);
  const account = await stripeAccountOf(ctx.db, viewer.id);
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw processorMissing("Payout");
  if (!account?.payoutsEnabled || account.provider !== provider.name) {
    throw new ApiError("FORBIDDEN", "Connect a payout account and finish its setup before paying out.");
  }
  const insufficient = () => new ApiError("PAYMENT_BALANCE_INSUFFICIENT", "Your wallet does not hold enough HKD.");
  if ((await walletBalance(ctx.db, viewer.id, "HKD")) < cents) throw insufficient();

  const fee = payoutFeeCents(cents);
  const uid = crypto.randomUUID();
  const row = {
    uid,
    senderId: viewer.id,
    amount: cents,
    fee,
    currency: "HKD" as const,
    purpose: "payout" as const,
    state: "pending" as const,
    provider: provider.name,
    createdAt: ctx.now,
  };
  try {
    await runBatch(ctx.db, [
      // first: a repeat arriving at the same time fails here, before any money is held
      ...(key ? [takeKeyStatement(ctx.db, key, uid, ctx.now)] : []),
      ...recordStatements(ctx.db, row, payoutLegs(row, viewer.id)),
    ]);
  } catch (error) {
    // another payment of the same person got there first; the batch kept nothing
    if (ledgerRefusal(error) === "balance") throw insufficient();
    return answerOfRepeat(ctx, key, error);
  }
  const held = await payoutByUid(ctx.db, uid);
  if (!held) throw new Error("The payout's transaction was not found after its batch.");

  let sent: { id: string };
  try {
    sent = await provider.createPayout({
      accountId: account.accountId,
      amount: cents - fee,
      currency: "HKD",
      uid,
      userId: viewer.id,
    });
  } catch (error) {
    console.error(error);
    await reversePayout(ctx.db, held, "failed", Date.now());
    throw new ApiError("ACTION_FAILED", "The payout could not be sent; the amount is back in your wallet.");
  }
  await ctx.db.update(transactions).set({ providerRef: sent.id }).where(eq(transactions.uid, uid));
  return { ...held, providerRef: sent.id };
}

async function payoutByUid(db: Db, uid: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.uid, uid));
  return row ?? null;
}

/** Our payout for the processor's: by its id, or by our uid in its metadata (an event before providerRef was kept). */
async function payoutOf(db: Db, provider: ProviderName, id: string, uid: string | undefined) {
  const [byRef] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.provider, provider), eq(transactions.providerRef, id)));
  const row = byRef ?? (uid ? await payoutByUid(db, uid) : null);
  return row?.purpose === "payout" && row.provider === provider ? row : null;
}

export type PayoutEventOutcome = "updated" | "paid" | "reversed" | "applied" | "unknown" | "mismatch" | "ignored";

export const isPayoutEvent = (event: PaymentEvent) =>
  event.type === "account.updated" || event.type.startsWith("payout.");

/**
 * What a verified account or payout event does. Stripe may deliver an event twice, late, or
 * after a later one: paid marks a pending payout succeeded and never undoes a failure; failed
 * and canceled give the money back once, whenever they come.
 */
export async function applyPayoutEvent(
  db: Db,
  provider: ProviderName,
  event: PaymentEvent,
  now: number,
): Promise<PayoutEventOutcome> {
  if (event.type === "account.updated") {
    const account = event.data.object;
    return (await setPayoutsEnabled(db, provider, account.id, account.payouts_enabled === true, now))
      ? "updated"
      : "unknown";
  }
  if (event.type !== "payout.paid" && event.type !== "payout.failed" && event.type !== "payout.canceled") {
    return "ignored";
  }
  const sent = event.data.object;
  const payout = await payoutOf(db, provider, sent.id, sent.metadata?.uid);
  // a payout of the connected account's own, or another system's: nothing of ours
  if (!payout) return "unknown";
  if (sent.amount !== payout.amount - payout.fee || sent.currency.toUpperCase() !== payout.currency) return "mismatch";

  if (event.type === "payout.paid") {
    const result = await db
      .update(transactions)
      .set({ state: "succeeded", updatedAt: now })
      .where(and(eq(transactions.id, payout.id), eq(transactions.state, "pending")));
    return changesOf(result) === 1 ? "paid" : "applied";
  }
  return reversePayout(db, payout, event.type === "payout.failed" ? "failed" : "canceled", now);
}
