import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { transactions } from "../schema";

export type TransactionRow = typeof transactions.$inferSelect;

export async function transactionsByIds(db: Db, ids: readonly number[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transactions)
    .where(inArray(transactions.id, [...ids]));
}
