import "server-only";
import { isKeyTaken, keyedTransaction, type RequestKey } from "@/server/db/queries/idempotency-keys";
import type { TransactionRow } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";

// Idempotency keys of the money-moving mutations (payTo, addCredit, payout): a client that never
// saw the answer (the connection dropped, the tab was reloaded) sends the same request with the
// same key, and gets the transaction its first request wrote instead of paying again. The key is
// taken in the batch that writes the transaction (takeKeyStatement, first in it), so repeats
// arriving together move the money once: the others fail on the key and answer the winner's.
// Only a request that wrote something holds its key; one refused before its batch (a wrong
// password, too little in the wallet) leaves the key free for the retry.

export type KeyedMutation = "payTo" | "addCredit" | "payout" | "subscribeCircle";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The request's key and the hash of what it asks (`asked`, in a fixed order, never the
 * password: a repeat is the same request whoever typed it again); null without a key.
 */
export async function requestKey(
  viewer: UserRow,
  mutation: KeyedMutation,
  key: string | null | undefined,
  asked: readonly unknown[],
): Promise<RequestKey | null> {
  if (key === null || key === undefined) return null;
  const fingerprint = await sha256Hex(JSON.stringify([mutation, ...asked.map((value) => value ?? null)]));
  return { userId: viewer.id, key, fingerprint };
}

/**
 * The transaction the key's first request wrote; null for a key not used yet. The same key with
 * another request (another mutation, amount, recipient …) is refused: it cannot be a repeat.
 */
export async function firstAnswer(ctx: Context, key: RequestKey | null): Promise<TransactionRow | null> {
  if (!key) return null;
  const found = await keyedTransaction(ctx.db, key);
  if (!found) return null;
  if (found.fingerprint !== key.fingerprint) {
    throw new ApiError("BAD_USER_INPUT", "This idempotency key was used for another request.", {
      field: "input.idempotencyKey",
    });
  }
  // the key and its transaction are written in one batch
  if (!found.transaction) throw new Error("An idempotency key names a transaction that is not there.");
  return found.transaction;
}

/**
 * A batch that failed on its key lost to a repeat arriving at the same time: the answer is the
 * winner's transaction. Any other failure is thrown again.
 */
export async function answerOfRepeat(ctx: Context, key: RequestKey | null, error: unknown): Promise<TransactionRow> {
  if (key && isKeyTaken(error)) {
    const first = await firstAnswer(ctx, key);
    if (first) return first;
  }
  throw error;
}
