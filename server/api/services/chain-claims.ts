import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import {
  BaseError,
  erc20Abi,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
} from "viem";
import type { TransactionRow } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import { transactions } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";

// Who may hold a chain transaction's hash as their USDT support. A hash belongs to one of our
// transactions (a unique index), so a claim must not take it from the person who really paid:
// before a hash is held, the chain is asked who paid in it, and a claimant whose linked wallet
// did not is refused. The chain may not know the transaction yet (a node that has not seen it):
// then the hash is held, and given up as soon as the chain shows the claim was not the
// claimant's, when its receipt is read (confirmChainTransaction) or when the real payer claims it.

export const hashTaken = () =>
  new ApiError("CRYPTO_TRANSACTION_EXISTS", "This transaction is already recorded as another payment.");

const notYours = () =>
  new ApiError("BAD_USER_INPUT", "This transaction was not sent from your linked wallet.", { field: "input.txHash" });

export function isHashTaken(error: unknown) {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: transactions\.tx_hash/.test(cause.message)) return true;
  }
  return false;
}

/**
 * Who a mined transaction shows paying: the key that signed it, and every holder the token's
 * Transfers took from (a smart-contract wallet pays from itself in a transaction another key
 * signed).
 */
export function payersInReceipt(receipt: TransactionReceipt, token: Hex): Hex[] {
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs, strict: true });
  return [receipt.from, ...transfers.filter((log) => isAddressEqual(log.address, token)).map((log) => log.args.from)];
}

/**
 * Who the chain shows paying in `hash`; null while it does not know the transaction (not seen
 * yet, or the node did not answer). Before it is mined a transaction already names its signer.
 */
export async function payersOf(client: PublicClient, token: Hex, hash: Hex): Promise<Hex[] | null> {
  try {
    const sent = await client.getTransaction({ hash });
    if (sent.blockNumber === null) return [sent.from];
    return payersInReceipt(await client.getTransactionReceipt({ hash }), token);
  } catch (error) {
    if (error instanceof BaseError) return null;
    throw error;
  }
}

export const paidBy = (payers: readonly Hex[], wallet: string | null | undefined) =>
  Boolean(wallet) && payers.some((payer) => isAddressEqual(payer, wallet as Hex));

/**
 * Before `viewer` holds `hash`: refused (BAD_USER_INPUT) when the chain shows another wallet
 * paid in it. When `holder`, another of our transactions, holds it already, the hash is taken
 * from it only if the chain shows the viewer paid and its claimant did not; otherwise
 * CRYPTO_TRANSACTION_EXISTS.
 */
export async function checkClaim(
  ctx: Context,
  chain: { client: PublicClient; token: Hex },
  viewer: UserRow,
  hash: Hex,
  holder: TransactionRow | undefined,
) {
  const payers = await payersOf(chain.client, chain.token, hash);
  if (holder) {
    if (!payers || !paidBy(payers, viewer.ethAddress) || !(await letGoOfClaim(ctx, holder, payers))) {
      throw hashTaken();
    }
  } else if (payers && !paidBy(payers, viewer.ethAddress)) {
    throw notYours();
  }
}

/**
 * A support that claimed a hash its sender's wallet did not pay in fails and lets go of it;
 * false when the claim stands (it succeeded, or the chain shows its sender paying).
 */
async function letGoOfClaim(ctx: Context, holder: TransactionRow, payers: readonly Hex[]): Promise<boolean> {
  if (holder.state === "succeeded" || holder.purpose !== "donation" || holder.senderId === null) return false;
  const sender = await ctx.loaders.user.load(holder.senderId);
  if (paidBy(payers, sender?.ethAddress)) return false;
  // a racing request may have let go of it already; the caller's own write then finds it free
  await ctx.db
    .update(transactions)
    .set({ state: "failed", txHash: null, updatedAt: ctx.now })
    .where(
      and(
        eq(transactions.id, holder.id),
        eq(transactions.txHash, holder.txHash ?? ""),
        inArray(transactions.state, ["pending", "failed"]),
      ),
    );
  ctx.loaders.transaction.clear(holder.id);
  return true;
}
