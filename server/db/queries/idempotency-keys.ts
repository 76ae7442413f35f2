import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { idempotencyKeys, transactions } from "../schema";
import type { TransactionRow } from "./transactions";

/** A request's key as a person sent it, and the hash of what that request asked. */
export type RequestKey = { userId: number; key: string; fingerprint: string };

/** The key's record and the transaction it names; null when the person never used the key. */
export async function keyedTransaction(
  db: Db,
  { userId, key }: Pick<RequestKey, "userId" | "key">,
): Promise<{ fingerprint: string; transaction: TransactionRow | null } | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, transaction: transactions })
    .from(idempotencyKeys)
    .leftJoin(transactions, eq(transactions.uid, idempotencyKeys.transactionUid))
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/**
 * Takes the key for the transaction `transactionUid`. Put it first in the batch that writes the
 * transaction: a repeat that arrives at the same time fails there, before any money moves.
 */
export function takeKeyStatement(db: Db, key: RequestKey, transactionUid: string, now: number): Statement {
  return db.insert(idempotencyKeys).values({ ...key, transactionUid, createdAt: now });
}

/** Whether a write failed because the person's key was taken meanwhile. */
export function isKeyTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: idempotency_keys\./.test(cause.message)) return true;
  }
  return false;
}
