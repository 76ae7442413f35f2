import "server-only";
import { and, eq, isNull, lt } from "drizzle-orm";
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { cacheTags } from "@/lib/cache/tags";
import { MIN_USDT_SUPPORT_MINOR, toMinor } from "@/lib/money/amounts";
import { RPC_TIMEOUT_MS } from "@/lib/web3/chains";
import { curationAbi, vaultUid } from "@/lib/web3/curation";
import { type SupportChain, supportChain } from "@/lib/web3/support-chain";
import { changesOf, runBatch } from "@/server/db/client";
import { type RequestKey, takeKeyStatement } from "@/server/db/queries/idempotency-keys";
import { recordStatements } from "@/server/db/queries/ledger";
import { pendingChainTransactions, type TransactionRow, transactionByTxHash } from "@/server/db/queries/transactions";
import type { UserRow } from "@/server/db/queries/users";
import { transactions } from "@/server/db/schema";
import { type Context, createContext } from "../context";
import { ApiError } from "../errors";
import type { PayToInput } from "../generated/resolvers";
import { fromGlobalId, toGlobalId } from "../ids";
import { grantGoldenMotor } from "./badges";
import { checkClaim, hashTaken, isHashTaken, paidBy, payersInReceipt } from "./chain-claims";
import { answerOfRepeat } from "./idempotency";
import { notifyDonation } from "./notices";
import { supportTarget } from "./support-target";

// USDT support and the curation vault. The money moves on chain, from the supporter's own wallet
// through the support contract (contracts/Curation.sol); the site records each payment as a
// pending transaction with its hash, then confirms it from the chain itself: the receipt must
// have succeeded and carry the token's Transfer of exactly the amount, from the supporter's
// linked wallet to the author's (or into the vault under the author's id). A hash belongs to one
// transaction (a unique index), held only by a claim the chain does not show to be someone
// else's (chain-claims.ts), and a transaction leaves `pending` once: the state changes only
// where it is still pending, and only that change sends the notice. Nothing enters the ledger:
// the site never holds these tokens, so there is no balance of ours to keep.

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
/** How long a request waits for a just-sent transaction's receipt before leaving it to the cron. */
const RECEIPT_WAIT_MS = 8_000;
/** A hash the chain has never heard of after this long was dropped or never sent: failed. */
export const CHAIN_PENDING_GIVE_UP_MS = 24 * 60 * 60 * 1000;

const notAvailable = () => new ApiError("FORBIDDEN", "USDT support is not available on this site.");
const notLinked = () =>
  new ApiError("CRYPTO_WALLET_NOT_LINKED", "Link a wallet to your account first (Settings, Wallet).");

function configured(ctx: Context): SupportChain {
  const found = supportChain(ctx.env);
  if (!found) throw notAvailable();
  return found;
}

const publicClient = (config: SupportChain) =>
  createPublicClient({ chain: config.chain, transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS }) });

const claimChain = (config: SupportChain) => ({ client: publicClient(config), token: config.usdt });

function usdtMinor(amount: number): number {
  const minor = toMinor("USDT", amount);
  if (minor === null) {
    throw new ApiError(
      "PAYMENT_AMOUNT_INVALID",
      "The amount must be a positive number of USDT with at most 6 decimals.",
    );
  }
  if (minor < MIN_USDT_SUPPORT_MINOR) {
    throw new ApiError("PAYMENT_AMOUNT_TOO_SMALL", `The smallest support is ${MIN_USDT_SUPPORT_MINOR / 1e6} USDT.`);
  }
  return minor;
}

function txHashOf(raw: string | null | undefined): Hex | null {
  if (raw === null || raw === undefined) return null;
  if (!TX_HASH.test(raw)) {
    throw new ApiError("BAD_USER_INPUT", "A transaction hash is 0x and 64 hex digits.", { field: "input.txHash" });
  }
  return raw.toLowerCase() as Hex;
}

/**
 * payTo in USDT. Either in two steps, as the wallet island does (without `txHash`: the payment is
 * recorded pending, so a tab closed mid-payment still leaves a trace; then with `id` and the hash
 * the wallet gave), or in one (with `txHash`). Sending the same hash again for the same payment
 * answers it again, checked afresh if still pending, so a client may simply retry. `key` (the
 * request's idempotency key) is taken with the payment it records or names.
 */
export async function payToInUsdt(ctx: Context, viewer: UserRow, input: PayToInput, key: RequestKey | null) {
  const config = configured(ctx);
  if (input.chain !== "Optimism") {
    throw new ApiError("BAD_USER_INPUT", "USDT support is paid on OP (chain: Optimism).", { field: "input.chain" });
  }
  if (!viewer.ethAddress) throw notLinked();
  const hash = txHashOf(input.txHash);

  if (input.id) {
    if (!hash) throw new ApiError("BAD_USER_INPUT", "Name the payment's transaction hash.", { field: "input.txHash" });
    const row = await ownPendingSupport(ctx, viewer, input.id);
    const transaction = await attachHash(ctx, config, viewer, row, hash);
    // naming a hash moves nothing: the key is kept once it was named, for repeats to answer
    if (key) {
      await runBatch(ctx.db, [takeKeyStatement(ctx.db, key, row.uid, ctx.now)]).catch((error: unknown) =>
        answerOfRepeat(ctx, key, error),
      );
    }
    return { transaction, redirectUrl: null };
  }

  const minor = usdtMinor(input.amount);
  const { recipient, articleId } = await supportTarget(ctx, viewer, input);
  if (hash) {
    const existing = await transactionByTxHash(ctx.db, hash);
    if (existing?.senderId === viewer.id) {
      return { transaction: await confirmChainTransaction(ctx, existing, config), redirectUrl: null };
    }
    await checkClaim(ctx, claimChain(config), viewer, hash, existing);
  }
  const uid = crypto.randomUUID();
  try {
    await runBatch(ctx.db, [
      // first: a repeat arriving at the same time fails here
      ...(key ? [takeKeyStatement(ctx.db, key, uid, ctx.now)] : []),
      ...recordStatements(ctx.db, {
        uid,
        senderId: viewer.id,
        recipientId: recipient.id,
        amount: minor,
        currency: "USDT",
        purpose: "donation",
        state: "pending",
        targetType: articleId === null ? null : "Article",
        targetId: articleId,
        message: input.message?.trim() || null,
        chain: "Optimism",
        txHash: hash,
        createdAt: ctx.now,
      }),
    ]);
  } catch (error) {
    if (isHashTaken(error)) throw hashTaken();
    return {
      transaction: await confirmChainTransaction(ctx, await answerOfRepeat(ctx, key, error), config),
      redirectUrl: null,
    };
  }
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.uid, uid));
  if (!row) throw new Error("The support's transaction was not found after its batch.");
  return { transaction: hash ? await confirmChainTransaction(ctx, row, config) : row, redirectUrl: null };
}

async function ownPendingSupport(ctx: Context, viewer: UserRow, globalId: string): Promise<TransactionRow> {
  let id: number | null = null;
  try {
    const parsed = fromGlobalId(globalId);
    id = parsed.type === "Transaction" ? parsed.id : null;
  } catch {
    id = null;
  }
  const row = id === null ? undefined : await ctx.loaders.transaction.load(id);
  // another person's payment is answered as if it did not exist
  if (!row || row.senderId !== viewer.id || row.currency !== "USDT" || row.purpose !== "donation") {
    throw new ApiError("ENTITY_NOT_FOUND", "No such payment of yours.");
  }
  return row;
}

async function attachHash(ctx: Context, config: SupportChain, viewer: UserRow, row: TransactionRow, hash: Hex) {
  if (row.txHash) {
    if (row.txHash !== hash) {
      throw new ApiError("BAD_USER_INPUT", "This payment already names another transaction.", {
        field: "input.txHash",
      });
    }
    return confirmChainTransaction(ctx, row, config);
  }
  const holder = await transactionByTxHash(ctx.db, hash);
  // a racing request of the same payment may have attached it meanwhile
  await checkClaim(ctx, claimChain(config), viewer, hash, holder?.id === row.id ? undefined : holder);
  try {
    await ctx.db
      .update(transactions)
      .set({ txHash: hash, updatedAt: ctx.now })
      .where(and(eq(transactions.id, row.id), isNull(transactions.txHash)));
  } catch (error) {
    if (isHashTaken(error)) throw hashTaken();
    throw error;
  }
  const [updated] = await ctx.db.select().from(transactions).where(eq(transactions.id, row.id));
  if (!updated || updated.txHash !== hash) {
    // a racing request attached another hash first
    throw new ApiError("BAD_USER_INPUT", "This payment already names another transaction.", { field: "input.txHash" });
  }
  return confirmChainTransaction(ctx, updated, config);
}

/** What a confirmed transaction's receipt must show: the token moved `amount` from `from` to `to`. */
type Expected = { token: Hex; from: Hex; to: Hex; amount: bigint; vault?: { contract: Hex; uid: Hex } };

function receiptShows(receipt: TransactionReceipt, expected: Expected): boolean {
  if (receipt.status !== "success") return false;
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs, strict: true });
  const moved = transfers.some(
    (log) =>
      isAddressEqual(log.address, expected.token) &&
      isAddressEqual(log.args.from, expected.from) &&
      isAddressEqual(log.args.to, expected.to) &&
      log.args.value === expected.amount,
  );
  if (!moved || !expected.vault) return moved;
  const { contract, uid } = expected.vault;
  // tokens sent into the vault are the author's only if the contract booked them under their id
  return parseEventLogs({ abi: curationAbi, eventName: "CuratedToVault", logs: receipt.logs, strict: true }).some(
    (log) =>
      isAddressEqual(log.address, contract) &&
      log.args.uid === uid &&
      isAddressEqual(log.args.token, expected.token) &&
      log.args.amount === expected.amount,
  );
}

/** Every way the payment may rightly have been made; none: it cannot succeed. */
async function expectations(ctx: Context, config: SupportChain, row: TransactionRow): Promise<Expected[]> {
  const amount = BigInt(row.amount);
  const recipient = row.recipientId === null ? undefined : await ctx.loaders.user.load(row.recipientId);
  if (!recipient) return [];
  if (row.purpose === "curationVaultWithdrawal") {
    return recipient.ethAddress
      ? [{ token: config.usdt, from: config.curation, to: getAddress(recipient.ethAddress), amount }]
      : [];
  }
  const sender = row.senderId === null ? undefined : await ctx.loaders.user.load(row.senderId);
  if (!sender?.ethAddress) return [];
  const from = getAddress(sender.ethAddress);
  const direct: Expected[] = recipient.ethAddress
    ? [{ token: config.usdt, from, to: getAddress(recipient.ethAddress), amount }]
    : [];
  const uid = vaultUid(toGlobalId("User", recipient.id));
  return [
    ...direct,
    { token: config.usdt, from, to: config.curation, amount, vault: { contract: config.curation, uid } },
  ];
}

async function receiptOf(config: SupportChain, hash: Hex, wait: boolean): Promise<TransactionReceipt | null> {
  const client = publicClient(config);
  try {
    return wait
      ? await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_WAIT_MS, pollingInterval: 500, retryCount: 0 })
      : await client.getTransactionReceipt({ hash });
  } catch (error) {
    // not mined yet, or the node did not answer: not a verdict, the payment stays pending
    if (error instanceof BaseError) return null;
    throw error;
  }
}

/**
 * Reads a pending chain transaction's receipt and settles it: succeeded when it shows the
 * expected transfer, failed when it reverted or shows none, still pending while the chain has
 * no receipt (failed after a day). A support whose sender's wallet did not pay in it at all was
 * someone else's transaction: it fails and lets go of the hash, so the payer can claim it.
 * `wait`: a request that just got the hash waits a few seconds.
 */
export async function confirmChainTransaction(
  ctx: Context,
  row: TransactionRow,
  config: SupportChain | null = supportChain(ctx.env),
  { wait = true } = {},
): Promise<TransactionRow> {
  if (row.state !== "pending" || !row.txHash || !config) return row;
  const receipt = await receiptOf(config, row.txHash as Hex, wait);
  let state: "succeeded" | "failed";
  let letGo = false;
  if (receipt) {
    const ways = await expectations(ctx, config, row);
    state = ways.some((expected) => receiptShows(receipt, expected)) ? "succeeded" : "failed";
    letGo = state === "failed" && row.purpose === "donation" && !(await senderPaid(ctx, row, receipt, config));
  } else if (ctx.now - row.createdAt > CHAIN_PENDING_GIVE_UP_MS) {
    state = "failed";
  } else {
    return row;
  }
  // only out of pending: two confirmations racing settle it once
  const changed = changesOf(
    await ctx.db
      .update(transactions)
      .set({ state, updatedAt: ctx.now, ...(letGo ? { txHash: null } : {}) })
      .where(and(eq(transactions.id, row.id), eq(transactions.state, "pending"))),
  );
  const [settled] = await ctx.db.select().from(transactions).where(eq(transactions.id, row.id));
  if (!settled) throw new Error("A settled transaction vanished.");
  ctx.loaders.transaction.clear(row.id).prime(row.id, settled);
  // whoever moved it out of pending tells the author; a racing confirmation changed nothing
  if (changed > 0 && state === "succeeded" && row.purpose === "donation" && row.senderId !== null) {
    if (row.targetType === "Article" && row.targetId !== null) ctx.purge([cacheTags.article(row.targetId)]);
    const sender = await ctx.loaders.user.load(row.senderId);
    if (sender && row.recipientId !== null)
      await notifyDonation(ctx, sender, { id: row.id, recipientId: row.recipientId });
    if (row.recipientId !== null) await grantGoldenMotor(ctx, row.recipientId);
  }
  return settled;
}

/** Whether the support's sender's linked wallet paid in the transaction at all (its amount aside). */
async function senderPaid(ctx: Context, row: TransactionRow, receipt: TransactionReceipt, config: SupportChain) {
  const sender = row.senderId === null ? undefined : await ctx.loaders.user.load(row.senderId);
  return paidBy(payersInReceipt(receipt, config.usdt), sender?.ethAddress);
}

/** What the vault holds for a person, in the token's units; null when unconfigured or the chain is silent. */
export async function vaultBalance(ctx: Context, userId: number): Promise<number | null> {
  const config = supportChain(ctx.env);
  if (!config) return null;
  try {
    const locked = await publicClient(config).readContract({
      address: config.curation,
      abi: curationAbi,
      functionName: "lockedBalance",
      args: [vaultUid(toGlobalId("User", userId)), config.usdt],
    });
    return locked > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(locked);
  } catch {
    return null;
  }
}

async function pendingVaultWithdrawal(ctx: Context, userId: number) {
  const [waiting] = await ctx.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.recipientId, userId),
        eq(transactions.purpose, "curationVaultWithdrawal"),
        eq(transactions.state, "pending"),
      ),
    )
    .limit(1);
  return waiting;
}

/** The index transactions_one_pending_vault_withdrawal (migration 0029) refused a second one. */
function isOtherPendingWithdrawal(error: unknown) {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: transactions\.recipient_id/.test(cause.message)) return true;
  }
  return false;
}

/**
 * The curation vault: what supporters locked for the viewer while they had no wallet, read from
 * the contract, released by the operator to the viewer's linked wallet, recorded as a pending
 * curationVaultWithdrawal and confirmed like a support. One withdrawal at a time: while one is
 * pending it is answered again instead of sending another.
 */
export async function withdrawLockedTokens(ctx: Context, viewer: UserRow) {
  const config = configured(ctx);
  if (!config.operatorKey) throw notAvailable();
  if (!viewer.ethAddress) throw notLinked();
  const to = getAddress(viewer.ethAddress);
  const waiting = await pendingVaultWithdrawal(ctx, viewer.id);
  if (waiting) return { transaction: await confirmChainTransaction(ctx, waiting, config) };

  const uid = vaultUid(toGlobalId("User", viewer.id));
  let locked: bigint;
  try {
    locked = await publicClient(config).readContract({
      address: config.curation,
      abi: curationAbi,
      functionName: "lockedBalance",
      args: [uid, config.usdt],
    });
  } catch {
    throw new ApiError("ACTION_FAILED", "The chain did not answer; please try again.");
  }
  if (locked === 0n) throw new ApiError("CRYPTO_VAULT_EMPTY", "Nothing is waiting for you in the vault.");
  if (locked > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("A vault balance past what a transaction row holds.");

  const rowUid = crypto.randomUUID();
  try {
    await runBatch(
      ctx.db,
      recordStatements(ctx.db, {
        uid: rowUid,
        senderId: null,
        recipientId: viewer.id,
        amount: Number(locked),
        currency: "USDT",
        purpose: "curationVaultWithdrawal",
        state: "pending",
        chain: "Optimism",
        createdAt: ctx.now,
      }),
    );
  } catch (error) {
    // another request of the viewer's recorded its withdrawal first (one pending at a time, by
    // a unique index): that one is the answer, and no second release is sent
    const first = isOtherPendingWithdrawal(error) ? await pendingVaultWithdrawal(ctx, viewer.id) : undefined;
    if (!first) throw error;
    return { transaction: await confirmChainTransaction(ctx, first, config) };
  }
  let hash: Hex;
  try {
    const operator = createWalletClient({
      account: privateKeyToAccount(config.operatorKey),
      chain: config.chain,
      transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS }),
    });
    hash = await operator.writeContract({
      address: config.curation,
      abi: curationAbi,
      functionName: "withdraw",
      args: [uid, config.usdt, to],
    });
  } catch (error) {
    // never sent: nothing moved, so the record says so and the person may try again
    await ctx.db.update(transactions).set({ state: "failed", updatedAt: ctx.now }).where(eq(transactions.uid, rowUid));
    console.error("withdrawLockedTokens: the release was not sent", error);
    throw new ApiError("ACTION_FAILED", "The withdrawal could not be sent; please try again.");
  }
  await ctx.db
    .update(transactions)
    .set({ txHash: hash.toLowerCase(), updatedAt: ctx.now })
    .where(eq(transactions.uid, rowUid));
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.uid, rowUid));
  if (!row) throw new Error("The withdrawal's transaction was not found after its batch.");
  return { transaction: await confirmChainTransaction(ctx, row, config) };
}

/** Pending chain payments checked per cron round: a round stays well inside a worker's time. */
const CRON_ROUND = 25;

/**
 * The every-minute Cron Trigger (worker.ts `scheduled`): chain payments whose request gave up
 * waiting are checked again, oldest first, without waiting on any; supports recorded a day ago
 * and never given a hash are canceled. No page is purged from here
 * (Next's tag cache is not reachable outside a request): the supporters list catches up when
 * its cached read expires.
 */
export async function confirmPendingChainPayments(env: Cloudflare.Env, now = Date.now()) {
  const config = supportChain(env);
  if (!config) return { checked: 0, settled: 0, canceled: 0 };
  const ctx = await createContext(new Request(env.SITE_URL || "http://localhost/"), env, { now });
  const rows = await pendingChainTransactions(ctx.db, CRON_ROUND);
  let settled = 0;
  for (const row of rows) {
    const after = await confirmChainTransaction(ctx, row, config, { wait: false });
    if (after.state !== "pending") settled += 1;
  }
  // recorded, then never paid (the wallet refused, the tab closed): no longer waiting after a day
  const canceled = changesOf(
    await ctx.db
      .update(transactions)
      .set({ state: "canceled", updatedAt: now })
      .where(
        and(
          eq(transactions.currency, "USDT"),
          eq(transactions.state, "pending"),
          isNull(transactions.txHash),
          lt(transactions.createdAt, now - CHAIN_PENDING_GIVE_UP_MS),
        ),
      ),
  );
  return { checked: rows.length, settled, canceled };
}
