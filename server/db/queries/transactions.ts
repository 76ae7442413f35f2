import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { circles, type PAYMENT_CURRENCIES, transactions } from "../schema";

export type TransactionRow = typeof transactions.$inferSelect;

export async function transactionsByIds(db: Db, ids: readonly number[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transactions)
    .where(inArray(transactions.id, [...ids]));
}

/** The transaction that recorded a chain transaction (hashes are kept in lower case). */
export async function transactionByTxHash(db: Db, txHash: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.txHash, txHash.toLowerCase()));
  return row;
}

/** Chain payments still waiting for their receipt, oldest first (the cron's round). */
export async function pendingChainTransactions(db: Db, limit: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.state, "pending"), isNotNull(transactions.txHash)))
    .orderBy(transactions.createdAt)
    .limit(limit);
}

export async function circlesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(circles)
    .where(inArray(circles.id, [...ids]));
}

export type TransactionFilter = {
  id?: number;
  states?: readonly TransactionRow["state"][];
  currency?: (typeof PAYMENT_CURRENCIES)[number];
  purpose?: TransactionRow["purpose"];
};

/** Newest first; ties (same millisecond) by id. */
export type TransactionCursor = readonly [createdAt: number, id: number];

function filtered(filter: TransactionFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(transactions.id, filter.id));
  if (filter.states && filter.states.length > 0) where.push(inArray(transactions.state, [...filter.states]));
  if (filter.currency) where.push(eq(transactions.currency, filter.currency));
  if (filter.purpose) where.push(eq(transactions.purpose, filter.purpose));
  return where;
}

const before = ([createdAt, id]: TransactionCursor) =>
  sql`(${transactions.createdAt}, ${transactions.id}) < (${createdAt}, ${id})`;

/**
 * A page of the transactions a person sent or received, newest first. The two sides are read
 * as two ranges, one of transactions_sender_idx and one of transactions_recipient_idx (each
 * already in (created_at, id) order), in one batch, then merged: an OR over both columns would
 * make SQLite gather every row of the person and sort them for each page.
 */
export async function transactionsOfUser(
  db: Db,
  userId: number,
  filter: TransactionFilter,
  after: TransactionCursor | null,
  limit: number,
): Promise<TransactionRow[]> {
  const rest = [...filtered(filter), ...(after ? [before(after)] : [])];
  const page = (side: SQL) =>
    db
      .select()
      .from(transactions)
      .where(and(side, ...rest))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit);
  const [sent, received] = await db.batch([
    page(eq(transactions.senderId, userId)),
    // a row with the person on both sides (none are made: no one pays themself) is listed once
    page(
      and(
        eq(transactions.recipientId, userId),
        or(isNull(transactions.senderId), ne(transactions.senderId, userId)),
      ) as SQL,
    ),
  ]);
  return [...sent, ...received].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).slice(0, limit);
}

export async function countTransactionsOfUser(db: Db, userId: number, filter: TransactionFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(or(eq(transactions.senderId, userId), eq(transactions.recipientId, userId)), ...filtered(filter)));
  return row?.n ?? 0;
}
