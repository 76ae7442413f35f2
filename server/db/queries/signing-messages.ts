import "server-only";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../client";
import { signingMessages } from "../schema";

// The Sign-In with Ethereum messages we issued (server/api/services/wallet-login.ts).

export type SigningMessageRow = typeof signingMessages.$inferSelect;

export function insertSigningMessage(db: Db, row: typeof signingMessages.$inferInsert) {
  return db.insert(signingMessages).values(row).returning();
}

export async function signingMessageByNonce(db: Db, nonce: string) {
  const [row] = await db.select().from(signingMessages).where(eq(signingMessages.nonce, nonce)).limit(1);
  return row;
}

/** Spends a message: the statement returns its row only when this call was the one to spend it. */
export function spendSigningMessage(db: Db, id: number, now: number) {
  return db
    .update(signingMessages)
    .set({ usedAt: now })
    .where(and(eq(signingMessages.id, id), isNull(signingMessages.usedAt)))
    .returning({ id: signingMessages.id });
}

/** Messages that expired before `before`: no one can use them any more, so they go. */
export function deleteExpiredSigningMessages(db: Db, before: number) {
  return db.delete(signingMessages).where(lt(signingMessages.expiresAt, before));
}
