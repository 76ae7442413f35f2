import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { encodeFunctionData, type Hex, keccak256 } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { curationAbi } from "@/lib/web3/curation";
import { confirmPendingChainPayments } from "@/server/api/services/chain-payments";
import { cronAuthorization, isCronRequest } from "@/server/auth/cron-token";
import { features, notices, transactions, users } from "@/server/db/schema";
import { type Client, codeOf, createUser, db, present, signIn } from "../support/api";
import type { LocalChainInfo } from "../support/chain-global-setup";
import { dbId } from "../support/global-ids";
import {
  chainReader,
  depositToVault,
  fundedUsdtWallet,
  localChainInfo,
  micro,
  type UsdtWallet,
  usdtBalance,
} from "../support/usdt-chain";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// USDT support on the local chain (Hardhat's node, contracts/ deployed): real transactions sent
// with viem from fresh test keys, then payTo with their hashes, and the API's verdict read from
// the chain's receipts. The API runs with LOCAL_RPC_URL pointing at this chain, so the support
// chain is the local one (lib/web3/support-chain.ts) with wrangler.toml's LOCAL_* addresses.

const Pay = graphql(`
  mutation UsdtPay($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        id
        state
        purpose
        amount
        currency
        sender {
          id
        }
        recipient {
          id
        }
        blockchainTx {
          chain
          txHash
        }
      }
    }
  }
`);

const Withdraw = graphql(`
  mutation UsdtWithdraw {
    withdrawLockedTokens {
      transaction {
        id
        state
        purpose
        amount
        currency
        recipient {
          id
        }
        blockchainTx {
          chain
          txHash
        }
      }
    }
  }
`);

const Vault = graphql(`
  query UsdtVault {
    viewer {
      wallet {
        vaultUSDT
      }
    }
  }
`);

let chain: LocalChainInfo;

beforeAll(async () => {
  chain = await localChainInfo();
}, 60_000);

beforeEach(async () => {
  await db()
    .insert(features)
    .values({ name: "payment", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
});

const reader = () => chainReader(chain);
const fundedWallet = (usdt: number) => fundedUsdtWallet(chain, usdt);
const curateToVault = (wallet: UsdtWallet, recipientId: number, usdt: number) =>
  depositToVault(chain, wallet, recipientId, usdt);
const usdtOf = (address: Hex) => usdtBalance(chain, address);

async function curate(wallet: UsdtWallet, to: Hex, usdt: number, options: { gas?: bigint } = {}) {
  return wallet.writeContract({
    address: chain.contracts.curation,
    abi: curationAbi,
    functionName: "curate",
    args: [to, chain.contracts.usdt, micro(usdt), "https://margins.example/a/test"],
    ...options,
  });
}

async function people({ authorWallet = true } = {}) {
  const supporterWallet = await fundedWallet(100);
  const authorAccount = privateKeyToAccount(generatePrivateKey());
  const supporter = await createUser({ ethAddress: supporterWallet.account.address.toLowerCase() });
  const author = await createUser(authorWallet ? { ethAddress: authorAccount.address.toLowerCase() } : {});
  const article = await insertArticle(author.id);
  const client = (await signIn(supporter.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
  return { supporter, supporterWallet, author, authorAccount, article, client };
}

/** Someone signed in with a linked wallet of their own, which sent nothing. */
async function stranger() {
  const user = await createUser({ ethAddress: privateKeyToAccount(generatePrivateKey()).address.toLowerCase() });
  return { user, client: (await signIn(user.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl }) };
}

/** A support to `to` signed by the wallet and not sent: its hash is keccak256 of what this answers. */
async function signedCurate(wallet: UsdtWallet, to: Hex, usdt: number, nonce?: number) {
  const request = await wallet.prepareTransactionRequest({
    to: chain.contracts.curation,
    data: encodeFunctionData({
      abi: curationAbi,
      functionName: "curate",
      args: [to, chain.contracts.usdt, micro(usdt), "https://margins.example/a/test"],
    }),
    gas: 200_000n,
    ...(nonce === undefined ? {} : { nonce }),
  });
  return wallet.signTransaction(request);
}

const heldBy = (hash: Hex) => db().select().from(transactions).where(eq(transactions.txHash, hash.toLowerCase()));

const rowOf = async (globalId: string) =>
  present(
    (
      await db()
        .select()
        .from(transactions)
        .where(eq(transactions.id, dbId(globalId)))
    )[0],
  );

const usdtInput = (recipientId: number, articleId: number, rest: Record<string, unknown> = {}) => ({
  amount: 2.5,
  currency: "USDT" as const,
  purpose: "donation" as const,
  chain: "Optimism" as const,
  recipientId: gid("User", recipientId),
  targetId: gid("Article", articleId),
  ...rest,
});

const donationNotices = (recipientId: number) =>
  db()
    .select()
    .from(notices)
    .where(and(eq(notices.recipientId, recipientId), eq(notices.type, "PaymentReceivedDonation")));

describe("payTo in USDT", () => {
  it("records a pending support, then confirms it from the chain once the wallet gives its hash", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const first = await client.gql(Pay, { input: usdtInput(author.id, article.id) });
    expect(first.errors).toBeUndefined();
    const pending = present(first.data).payTo.transaction;
    expect(pending).toMatchObject({ state: "pending", currency: "USDT", amount: 2.5, blockchainTx: null });

    const hash = await curate(supporterWallet.wallet, authorAccount.address, 2.5);
    const started = performance.now();
    const second = await client.gql(Pay, { input: usdtInput(author.id, article.id, { id: pending.id, txHash: hash }) });
    const took = performance.now() - started;
    expect(second.errors).toBeUndefined();
    expect(present(second.data).payTo.transaction).toMatchObject({
      id: pending.id,
      state: "succeeded",
      blockchainTx: { chain: "Optimism", txHash: hash },
    });
    expect(await usdtOf(authorAccount.address)).toBe(micro(2.5));
    expect(await donationNotices(author.id)).toHaveLength(1);
    expect(client.purged).toContain(`article:${article.id}`);
    console.info(`USDT support confirmed from the local chain's receipt: ${Math.round(took)} ms`);

    // the same hash again (a retry) answers the same payment, and tells the author nothing new
    const again = await client.gql(Pay, { input: usdtInput(author.id, article.id, { id: pending.id, txHash: hash }) });
    expect(present(again.data).payTo.transaction).toMatchObject({ id: pending.id, state: "succeeded" });
    expect(await donationNotices(author.id)).toHaveLength(1);
  });

  it("confirms a support to an author with no wallet when the contract locked it in the vault under their id", async () => {
    const { author, article, client, supporterWallet } = await people({ authorWallet: false });
    const hash = await curateToVault(supporterWallet.wallet, author.id, 3);
    const result = await client.gql(Pay, { input: usdtInput(author.id, article.id, { amount: 3, txHash: hash }) });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).payTo.transaction).toMatchObject({ state: "succeeded", amount: 3 });
  });

  it("fails a payment whose transfer does not match: another amount, another person, or a vault entry not theirs", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const less = await curate(supporterWallet.wallet, authorAccount.address, 1);
    const claimedMore = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: less }) });
    expect(present(claimedMore.data).payTo.transaction.state).toBe("failed");

    const elsewhere = await curate(supporterWallet.wallet, privateKeyToAccount(generatePrivateKey()).address, 2.5);
    const toStranger = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: elsewhere }) });
    expect(present(toStranger.data).payTo.transaction.state).toBe("failed");

    const someoneElse = await createUser();
    const othersVault = await curateToVault(supporterWallet.wallet, someoneElse.id, 2.5);
    const notTheirs = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: othersVault }) });
    expect(present(notTheirs.data).payTo.transaction.state).toBe("failed");
    expect(await donationNotices(author.id)).toHaveLength(0);
  });

  it("fails a transaction that reverted on chain", async () => {
    const { author, authorAccount, article } = await people();
    // a wallet holding no USDT: the contract's transferFrom reverts (gas given, so it is mined)
    const broke = await fundedWallet(0);
    const hash = await curate(broke.wallet, authorAccount.address, 2.5, { gas: 200_000n });
    const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe("reverted");
    const payer = await createUser({ ethAddress: broke.account.address.toLowerCase() });
    const payerClient = (await signIn(payer.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const result = await payerClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
    expect(present(result.data).payTo.transaction.state).toBe("failed");
    expect(await donationNotices(author.id)).toHaveLength(0);
  });

  it("refuses a hash another person recorded, and settles racing confirmations once", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const pending = present((await client.gql(Pay, { input: usdtInput(author.id, article.id) })).data).payTo
      .transaction;
    const hash = await curate(supporterWallet.wallet, authorAccount.address, 2.5);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.gql(Pay, { input: usdtInput(author.id, article.id, { id: pending.id, txHash: hash }) }),
      ),
    );
    for (const result of racing) expect(present(result.data).payTo.transaction.state).toBe("succeeded");
    expect(await donationNotices(author.id)).toHaveLength(1);

    const other = await createUser({ ethAddress: privateKeyToAccount(generatePrivateKey()).address.toLowerCase() });
    const otherClient = (await signIn(other.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const stolen = await otherClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
    expect(codeOf(stolen)).toBe("CRYPTO_TRANSACTION_EXISTS");
    const rows = await db().select().from(transactions).where(eq(transactions.txHash, hash.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it("refuses a hash another wallet sent, holding nothing, and lets its sender claim it", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const hash = await curate(supporterWallet.wallet, authorAccount.address, 2.5);
    await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const { client: strangerClient } = await stranger();

    const inOneStep = await strangerClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
    expect(codeOf(inOneStep)).toBe("BAD_USER_INPUT");
    const recorded = present((await strangerClient.gql(Pay, { input: usdtInput(author.id, article.id) })).data).payTo
      .transaction;
    const inTwoSteps = await strangerClient.gql(Pay, {
      input: usdtInput(author.id, article.id, { id: recorded.id, txHash: hash }),
    });
    expect(codeOf(inTwoSteps)).toBe("BAD_USER_INPUT");
    expect(await heldBy(hash)).toEqual([]);
    expect(await rowOf(recorded.id)).toMatchObject({ state: "pending", txHash: null });
    expect(await donationNotices(author.id)).toHaveLength(0);

    const claimed = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
    expect(claimed.errors).toBeUndefined();
    expect(present(claimed.data).payTo.transaction).toMatchObject({
      state: "succeeded",
      blockchainTx: { txHash: hash },
    });
    expect(await donationNotices(author.id)).toHaveLength(1);
  });

  it("refuses a hash another wallet sent while it waits to be mined: the transaction names its signer", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const { client: strangerClient } = await stranger();
    const signed = await signedCurate(supporterWallet.wallet, authorAccount.address, 2.5);
    const hash = keccak256(signed);
    // the shared local chain stops mining for a moment, so the transaction waits in its pool
    await reader().request({ method: "evm_setAutomine", params: [false] } as never);
    try {
      await reader().sendRawTransaction({ serializedTransaction: signed });
      const waiting = await reader().getTransaction({ hash });
      expect(waiting.blockNumber).toBeNull();
      const stolen = await strangerClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
      expect(codeOf(stolen)).toBe("BAD_USER_INPUT");
      expect(await heldBy(hash)).toEqual([]);
    } finally {
      await reader().request({ method: "evm_setAutomine", params: [true] } as never);
      await reader().request({ method: "evm_mine", params: [] } as never);
    }
    await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const claimed = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: hash }) });
    expect(present(claimed.data).payTo.transaction.state).toBe("succeeded");
  });

  it("lets go of a hash claimed before the chain knew it once the chain shows whose it is", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    const { client: strangerClient } = await stranger();
    // two transactions of the supporter, signed but not yet sent: the chain knows neither
    const first = await signedCurate(supporterWallet.wallet, authorAccount.address, 2.5);
    const nonce = await reader().getTransactionCount({ address: supporterWallet.account.address });
    const second = await signedCurate(supporterWallet.wallet, authorAccount.address, 2.5, nonce + 1);
    const [firstHash, secondHash] = [keccak256(first), keccak256(second)];
    const early = await Promise.all(
      [firstHash, secondHash].map((txHash) =>
        strangerClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash }) }),
      ),
    );
    for (const held of early) expect(present(held.data).payTo.transaction.state).toBe("pending");

    for (const serializedTransaction of [first, second]) {
      const hash = await reader().sendRawTransaction({ serializedTransaction });
      await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }
    // asked again (by the claimant, or the cron), the receipt shows another wallet paid: failed, let go
    const again = await strangerClient.gql(Pay, { input: usdtInput(author.id, article.id, { txHash: firstHash }) });
    expect(present(again.data).payTo.transaction).toMatchObject({ state: "failed", blockchainTx: null });
    expect(await heldBy(firstHash)).toEqual([]);
    // the payer claims the other while the stranger's claim still holds it: the chain decides
    for (const txHash of [firstHash, secondHash]) {
      const claimed = await client.gql(Pay, { input: usdtInput(author.id, article.id, { txHash }) });
      expect(claimed.errors).toBeUndefined();
      expect(present(claimed.data).payTo.transaction.state).toBe("succeeded");
    }
    const strangers = await Promise.all(early.map((held) => rowOf(present(held.data).payTo.transaction.id)));
    expect(strangers.map((row) => [row.state, row.txHash])).toEqual([
      ["failed", null],
      ["failed", null],
    ]);
    expect(await donationNotices(author.id)).toHaveLength(2);
  }, 30_000);

  it("records one pending support for an idempotency key, however many repeats arrive at once", async () => {
    const { author, article, client, supporter } = await people();
    const input = usdtInput(author.id, article.id, { idempotencyKey: crypto.randomUUID() });
    const results = await Promise.all(Array.from({ length: 6 }, () => client.gql(Pay, { input })));
    const ids = new Set(results.map((r) => present(r.data).payTo.transaction.id));
    expect(ids.size).toBe(1);
    expect(await db().select().from(transactions).where(eq(transactions.senderId, supporter.id))).toHaveLength(1);
    expect(codeOf(await client.gql(Pay, { input: { ...input, amount: 3 } }))).toBe("BAD_USER_INPUT");
  });

  it("answers bad input with its code and writes nothing", async () => {
    const { author, article, client } = await people();
    const noWallet = await createUser();
    const noWalletClient = (await signIn(noWallet.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const before = (await db().select().from(transactions)).length;
    const cases: [Client, Record<string, unknown>, string][] = [
      [noWalletClient, {}, "CRYPTO_WALLET_NOT_LINKED"],
      [client, { chain: null }, "BAD_USER_INPUT"],
      [client, { chain: "Polygon" }, "BAD_USER_INPUT"],
      [client, { txHash: "0x1234" }, "BAD_USER_INPUT"],
      [client, { amount: 0.05 }, "PAYMENT_AMOUNT_TOO_SMALL"],
      [client, { amount: 1.0000001 }, "PAYMENT_AMOUNT_INVALID"],
      [client, { recipientId: gid("User", 999_999) }, "USER_NOT_FOUND"],
      [client, { id: gid("Transaction", 999_999), txHash: `0x${"ab".repeat(32)}` }, "ENTITY_NOT_FOUND"],
    ];
    for (const [who, override, code] of cases) {
      const result = await who.gql(Pay, { input: { ...usdtInput(author.id, article.id), ...override } });
      expect(codeOf(result), JSON.stringify(override)).toBe(code);
    }
    expect((await db().select().from(transactions)).length).toBe(before);
    // not configured (no RPC for the chain): not offered
    const offline = client.withVars({ LOCAL_RPC_URL: "" });
    expect(codeOf(await offline.gql(Pay, { input: usdtInput(author.id, article.id) }))).toBe("FORBIDDEN");
  });

  it("leaves an unmined hash pending, and the cron round settles it once the chain has it", async () => {
    const { author, authorAccount, article, client, supporterWallet } = await people();
    // the hash of a signed transaction not yet sent: the chain has no receipt for it
    const request = await supporterWallet.wallet.prepareTransactionRequest({
      to: chain.contracts.curation,
      data: encodeFunctionData({
        abi: curationAbi,
        functionName: "curate",
        args: [authorAccount.address, chain.contracts.usdt, micro(2.5), "https://margins.example/a/test"],
      }),
      gas: 200_000n,
    });
    const signed = await supporterWallet.wallet.signTransaction(request);
    const hash = keccak256(signed);
    const waiting = await client.withVars({ LOCAL_RPC_URL: chain.rpcUrl }).gql(Pay, {
      input: usdtInput(author.id, article.id, { txHash: hash }),
    });
    expect(present(waiting.data).payTo.transaction.state).toBe("pending");

    await reader().sendRawTransaction({ serializedTransaction: signed });
    await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    // and a support recorded two days ago that never got a hash (the wallet refused, say)
    const stale = present(
      (await client.at(Date.now() - 2 * 86_400_000).gql(Pay, { input: usdtInput(author.id, article.id) })).data,
    ).payTo.transaction;
    client.now = undefined;
    const round = await confirmPendingChainPayments({ ...env, LOCAL_RPC_URL: chain.rpcUrl });
    expect(round.settled).toBeGreaterThanOrEqual(1);
    expect(round.canceled).toBeGreaterThanOrEqual(1);
    const [abandoned] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.id, dbId(stale.id)));
    expect(abandoned?.state).toBe("canceled");
    const [row] = await db().select().from(transactions).where(eq(transactions.txHash, hash));
    expect(row?.state).toBe("succeeded");
    expect(await donationNotices(author.id)).toHaveLength(1);
  }, 30_000);

  it("signs the cron's request: only this deployment's token opens the door", async () => {
    const signedRequest = new Request("http://127.0.0.1/cron/chain-payments", {
      method: "POST",
      headers: { authorization: await cronAuthorization(env, "chain-payments") },
    });
    expect(await isCronRequest(signedRequest, env, "chain-payments")).toBe(true);
    expect(await isCronRequest(signedRequest, env, "another-job")).toBe(false);
    expect(
      await isCronRequest(signedRequest, { JWT_SECRET: "another-deployment-secret-0123456789" }, "chain-payments"),
    ).toBe(false);
    expect(await isCronRequest(new Request("http://127.0.0.1/"), env, "chain-payments")).toBe(false);
  });
});

describe("withdrawLockedTokens", () => {
  it("releases what supporters locked while the author had no wallet, once, to the wallet they link", async () => {
    const { author, article, client, supporterWallet } = await people({ authorWallet: false });
    for (const usdt of [3, 4.25]) {
      const hash = await curateToVault(supporterWallet.wallet, author.id, usdt);
      const paid = await client.gql(Pay, { input: usdtInput(author.id, article.id, { amount: usdt, txHash: hash }) });
      expect(present(paid.data).payTo.transaction.state).toBe("succeeded");
    }
    const authorClient = (await signIn(author.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    expect(present((await authorClient.gql(Vault, {})).data).viewer?.wallet.vaultUSDT).toBe(7.25);
    expect(codeOf(await authorClient.gql(Withdraw, {}))).toBe("CRYPTO_WALLET_NOT_LINKED");

    const linked = privateKeyToAccount(generatePrivateKey());
    await db().update(users).set({ ethAddress: linked.address.toLowerCase() }).where(eq(users.id, author.id));
    const relinked = (await signIn(author.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const result = await relinked.gql(Withdraw, {});
    expect(result.errors).toBeUndefined();
    expect(present(result.data).withdrawLockedTokens.transaction).toMatchObject({
      state: "succeeded",
      purpose: "curationVaultWithdrawal",
      currency: "USDT",
      amount: 7.25,
      recipient: { id: gid("User", author.id) },
      blockchainTx: { chain: "Optimism" },
    });
    expect(await usdtOf(linked.address)).toBe(micro(7.25));
    expect(codeOf(await relinked.gql(Withdraw, {}))).toBe("CRYPTO_VAULT_EMPTY");
    expect(present((await relinked.gql(Vault, {})).data).viewer?.wallet.vaultUSDT).toBe(0);
    // no support chain configured: the field says it does not know
    const offline = relinked.withVars({ LOCAL_RPC_URL: "" });
    expect(present((await offline.gql(Vault, {})).data).viewer?.wallet.vaultUSDT).toBeNull();
  }, 30_000);

  it("sends one release when withdrawals are asked for at once, and answers each with it", async () => {
    const { author, article, client, supporterWallet } = await people({ authorWallet: false });
    const hash = await curateToVault(supporterWallet.wallet, author.id, 2.5);
    const paid = await client.gql(Pay, { input: usdtInput(author.id, article.id, { amount: 2.5, txHash: hash }) });
    expect(present(paid.data).payTo.transaction.state).toBe("succeeded");
    const linked = privateKeyToAccount(generatePrivateKey());
    await db().update(users).set({ ethAddress: linked.address.toLowerCase() }).where(eq(users.id, author.id));
    const authorClient = (await signIn(author.email as string)).withVars({ LOCAL_RPC_URL: chain.rpcUrl });
    const results = await Promise.all(Array.from({ length: 5 }, () => authorClient.gql(Withdraw, {})));
    const rows = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.recipientId, author.id), eq(transactions.purpose, "curationVaultWithdrawal")));
    expect(rows).toHaveLength(1);
    const ids = new Set(results.map((r) => present(r.data).withdrawLockedTokens.transaction.id));
    expect([...ids]).toEqual([gid("Transaction", present(rows[0]).id)]);
    expect(await usdtOf(linked.address)).toBe(micro(2.5));
  }, 30_000);
});
