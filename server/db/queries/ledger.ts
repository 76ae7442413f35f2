import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PaymentCurrency } from "@/lib/money/amounts";
import type { Db, Statement } from "../client";
import { dailyPayments, ledgerEntries, transactions, walletBalances } from "../schema";

// The double-entry ledger. Every succeeded transaction is written as legs that sum to zero, in
// the same db.batch() as the transaction's row and the balances they change, so the books
// balance after every batch and a crash leaves a payment whole or absent. Amounts are integers
// of the currency's smallest unit (lib/money/amounts).

/**
 * A ledger account: a person's wallet, or one of the site's own. `processor` is money outside
 * (paid in by card, paid out to a bank); `payout` holds what is on its way out until the
 * processor confirms; `fees` is what the site keeps.
 */
export type Account = `user:${number}` | "processor" | "payout" | "fees";

export const userAccount = (userId: number): Account => `user:${userId}`;

/** One side of a movement: positive is money in to the account, negative is money out. */
export type Leg = { account: Account; amount: number };

export type NewTransaction = typeof transactions.$inferInsert & { uid: string };

function userOf(account: Account): number | null {
  return account.startsWith("user:") ? Number(account.slice(5)) : null;
}

function assertBalanced(legs: readonly Leg[]) {
  if (legs.length < 2 || legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new Error("A transaction's legs must be two or more and sum to zero.");
  }
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
    throw new Error("A leg is a non-zero integer of the smallest unit.");
  }
}

/**
 * The entries and balance changes of `legs` for the transaction whose uid is `uid`. A wallet
 * that would go below zero fails the batch (wallet_balance_not_negative).
 */
function legStatements(db: Db, uid: string, currency: PaymentCurrency, legs: readonly Leg[], now: number) {
  const statements: Statement[] = [];
  for (const leg of legs) {
    statements.push(
      db.insert(ledgerEntries).values({
        transactionId: sql`(select ${transactions.id} from ${transactions} where ${transactions.uid} = ${uid})`,
        account: leg.account,
        currency,
        amount: leg.amount,
        createdAt: now,
      }),
    );
    const userId = userOf(leg.account);
    if (userId !== null) {
      // the row first, then the change: an UPDATE is what the CHECK judges (an upsert's insert
      // would be judged on its own value, before it met the row it conflicts with)
      statements.push(
        db.insert(walletBalances).values({ userId, currency, balance: 0, updatedAt: now }).onConflictDoNothing(),
        db
          .update(walletBalances)
          .set({ balance: sql`${walletBalances.balance} + ${leg.amount}`, updatedAt: now })
          .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency))),
      );
    }
  }
  return statements;
}

/** Counts an HKD payment out of a wallet towards its payer's Hong Kong day; over the limit fails the batch. */
export function dailyPaymentStatement(db: Db, userId: number, day: string, amount: number): Statement {
  return db
    .insert(dailyPayments)
    .values({ userId, day, amount })
    .onConflictDoUpdate({
      target: [dailyPayments.userId, dailyPayments.day],
      set: { amount: sql`${dailyPayments.amount} + excluded.amount` },
    });
}

/**
 * Statements that record a transaction: with legs its money moves in the same batch and it is
 * written succeeded; without, it waits (pending) for settleStatements. An explicit `row.state`
 * wins: a payout is written pending with its legs, the money held on its way out until the
 * processor says it arrived. Run them with others of the same change in one db.batch().
 */
export function recordStatements(db: Db, row: NewTransaction, legs: readonly Leg[] = []): Statement[] {
  const now = row.createdAt ?? Date.now();
  if (legs.length > 0) assertBalanced(legs);
  const state = row.state ?? (legs.length > 0 ? "succeeded" : "pending");
  return [
    db.insert(transactions).values({ ...row, state, createdAt: now, updatedAt: now }),
    ...legStatements(db, row.uid, row.currency, legs, now),
  ];
}

/**
 * Statements that settle a waiting transaction: it becomes `state` and, when legs are given, its
 * money moves. Settling the same transaction twice fails the batch on the entries' unique
 * (transaction, account) instead of moving the money again (ledgerRefusal says "applied").
 */
export function settleStatements(
  db: Db,
  settle: { uid: string; currency: PaymentCurrency; state: "succeeded" | "failed" | "canceled"; now: number },
  legs: readonly Leg[] = [],
): Statement[] {
  if (legs.length > 0) assertBalanced(legs);
  return [
    db
      .update(transactions)
      .set({ state: settle.state, updatedAt: settle.now })
      .where(and(eq(transactions.uid, settle.uid), ne(transactions.state, "succeeded"))),
    ...legStatements(db, settle.uid, settle.currency, legs, settle.now),
  ];
}

/** Why the ledger refused a batch, from D1's error; null when it was something else. */
export function ledgerRefusal(error: unknown): "balance" | "dailyLimit" | "applied" | null {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const message = cause.message;
    if (message.includes("wallet_balance_not_negative")) return "balance";
    if (message.includes("daily_payment_limit")) return "dailyLimit";
    if (/UNIQUE constraint failed: ledger_entries\.transaction_id/.test(message)) return "applied";
    // a transaction whose uid is derived from another's (a payout's reversal) written twice
    if (/UNIQUE constraint failed: transactions\.uid/.test(message)) return "applied";
  }
  return null;
}

/** A person's balance in one currency, in its smallest unit. */
export async function walletBalance(db: Db, userId: number, currency: PaymentCurrency): Promise<number> {
  const [row] = await db
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)));
  return row?.balance ?? 0;
}

/** What a person has paid out of their HKD wallet on a Hong Kong day, in cents. */
export async function paidOnDay(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ amount: dailyPayments.amount })
    .from(dailyPayments)
    .where(and(eq(dailyPayments.userId, userId), eq(dailyPayments.day, day)));
  return row?.amount ?? 0;
}

/**
 * The books' health: the sum of every entry (zero when every transaction balanced), transactions
 * whose entries do not sum to zero, and wallets whose balance differs from their entries.
 */
export async function reconcile(db: Db) {
  const [total] = await db.select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries);
  const unbalanced = await db.all<{ transactionId: number }>(sql`
    select transaction_id as transactionId from ${ledgerEntries}
    group by transaction_id having sum(amount) != 0`);
  const mismatched = await db.all<{ userId: number; currency: string; balance: number; entries: number }>(sql`
    select w.user_id as userId, w.currency, w.balance,
      coalesce((select sum(e.amount) from ${ledgerEntries} e where e.account = 'user:' || w.user_id and e.currency = w.currency), 0) as entries
    from ${walletBalances} w
    where w.balance != coalesce((select sum(e.amount) from ${ledgerEntries} e where e.account = 'user:' || w.user_id and e.currency = w.currency), 0)`);
  return { sum: total?.sum ?? 0, unbalanced, mismatched };
}
