import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { toGlobalId } from "@/server/api/ids";
import { verifyPaymentPassword } from "@/server/auth/payment-password-hash";
import { runBatch } from "@/server/db/client";
import { type Leg, recordStatements, userAccount } from "@/server/db/queries/ledger";
import { exchangeRates, transactions, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, latestCode, present, signIn } from "../support/api";
import { PER_USD, PUBLISHED_UNIX } from "../support/exchange-rates-server";
import worker from "../support/worker";
import { insertArticle, insertCircle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The wallet: only its holder sees it; its balance; its transactions (sent and received, newest
// first, filtered, paged); the exchange rates and their scheduled refresh from a local server
// speaking ExchangeRate-API's open format (tests/support/exchange-rates-server.ts).

const WalletQuery = graphql(`
  query WalletOf($userName: String!, $input: TransactionsArgs!) {
    user(input: { userName: $userName }) {
      wallet {
        balance {
          HKD
        }
        stripeAccount {
          id
        }
        customerPortal
        cardLast4
        transactions(input: $input) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            cursor
            node {
              id
              state
              purpose
              amount
              fee
              currency
              createdAt
              message
              sender {
                userName
              }
              recipient {
                userName
              }
              target {
                __typename
                ... on Article {
                  shortHash
                }
                ... on Circle {
                  name
                }
                ... on Transaction {
                  id
                }
              }
              blockchainTx {
                chain
                txHash
              }
            }
          }
        }
      }
    }
  }
`);

const ViewerWalletQuery = graphql(`
  query ViewerWallet {
    viewer {
      status {
        hasPaymentPassword
      }
      wallet {
        balance {
          HKD
        }
      }
    }
  }
`);

const RatesQuery = graphql(`
  query Rates($input: ExchangeRatesInput) {
    exchangeRates(input: $input) {
      from
      to
      rate
      updatedAt
    }
  }
`);

type Row = Omit<typeof transactions.$inferInsert, "uid">;
let seq = 0;

/** A transaction written as the ledger writes one (succeeded, its legs summing to zero). */
async function record(row: Row) {
  seq += 1;
  const from = row.senderId ? userAccount(row.senderId) : "processor";
  const to = row.recipientId ? userAccount(row.recipientId) : "processor";
  const legs: Leg[] = [
    { account: from, amount: -row.amount },
    { account: to, amount: row.amount },
  ];
  // a fixed clock, one second apart, so that the order is known
  await runBatch(
    db(),
    recordStatements(db(), { createdAt: 1_700_000_000_000 + seq * 1000, ...row, uid: crypto.randomUUID() }, legs),
  );
}

const topUp = (userId: number, amount: number) =>
  record({
    recipientId: userId,
    amount,
    currency: "HKD",
    purpose: "addCredit",
    provider: "local",
    providerRef: crypto.randomUUID(),
  });

const owner = async () => {
  const user = await createUser();
  return { user, client: await signIn(present(user.email)) };
};

const page = (client: Client, userName: string | null, input: Record<string, unknown> = {}) =>
  client.gql(WalletQuery, { userName: present(userName), input });

describe("who sees a wallet", () => {
  it("shows the holder their wallet and their payment password state", async () => {
    const { user, client } = await owner();
    await topUp(user.id, 12_345);
    const result = await client.gql(ViewerWalletQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer?.wallet.balance.HKD).toBe(123.45);
    expect(result.data?.viewer?.status?.hasPaymentPassword).toBe(false);
    await db().update(users).set({ paymentPasswordHash: "x" }).where(eq(users.id, user.id));
    expect((await client.gql(ViewerWalletQuery)).data?.viewer?.status?.hasPaymentPassword).toBe(true);
  });

  it("refuses another person's wallet, to an admin as well, and to a visitor", async () => {
    const { user } = await owner();
    await topUp(user.id, 500);
    const stranger = await owner();
    const admin = await createUser({ role: "admin" });
    for (const client of [stranger.client, await signIn(present(admin.email))]) {
      const result = await page(client, user.userName);
      expect(codeOf(result)).toBe("FORBIDDEN");
      expect(JSON.stringify(result.data)).not.toContain("5");
    }
    expect(codeOf(await page(new Client(), user.userName))).toBe("UNAUTHENTICATED");
  });

  it("answers null, as documented, for what is not offered yet", async () => {
    const { user, client } = await owner();
    const wallet = present((await page(client, user.userName)).data?.user?.wallet);
    expect([wallet.stripeAccount, wallet.customerPortal, wallet.cardLast4]).toEqual([null, null, null]);
    expect(wallet.balance.HKD).toBe(0);
    expect(wallet.transactions.totalCount).toBe(0);
  });
});

describe("the payment password, as the wallet page sets and resets it", () => {
  it("is set once with six digits, then reset only with a mailed code, to six digits again", async () => {
    const { user, client } = await owner();
    const email = present(user.email);
    const set = (paymentPassword: string) =>
      client.gql(`mutation($p: String!) { updateUserInfo(input: { paymentPassword: $p }) { id } }`, {
        p: paymentPassword,
      });
    expect(codeOf(await set("12345"))).toBe("BAD_USER_INPUT");
    expect((await set("135790")).errors).toBeUndefined();
    expect(codeOf(await set("246802"))).toBe("FORBIDDEN");
    expect((await client.gql(ViewerWalletQuery)).data?.viewer?.status?.hasPaymentPassword).toBe(true);

    const send = await client.gql(
      `mutation($e: String!) { sendVerificationCode(input: { email: $e, type: payment_password_reset }) }`,
      { e: email },
    );
    expect(send.errors).toBeUndefined();
    const confirmed = await client.gql<{ confirmVerificationCode: string }>(
      `mutation($e: String!, $c: String!) { confirmVerificationCode(input: { email: $e, type: payment_password_reset, code: $c }) }`,
      { e: email, c: await latestCode(email) },
    );
    const codeId = present(confirmed.data?.confirmVerificationCode);
    const reset = (password: string) =>
      client.gql(
        `mutation($p: String!, $id: ID!) { resetPassword(input: { password: $p, codeId: $id, type: payment }) }`,
        {
          p: password,
          id: codeId,
        },
      );
    // a login-style password is not a payment password, and the refusal leaves the code usable
    expect(codeOf(await reset("a-long-password"))).toBe("BAD_USER_INPUT");
    expect((await reset("246802")).errors).toBeUndefined();
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect((await verifyPaymentPassword(env, "246802", present(row?.paymentPasswordHash))).valid).toBe(true);
  });
});

describe("a wallet's transactions", () => {
  let alice: Awaited<ReturnType<typeof owner>>;
  let bob: Awaited<ReturnType<typeof owner>>;
  let articleHash: string;
  let circleName: string;
  let othersTopUp: number;

  beforeAll(async () => {
    alice = await owner();
    bob = await owner();
    const article = await insertArticle(bob.user.id);
    const circle = await insertCircle(bob.user.id);
    articleHash = article.shortHash;
    circleName = circle.name;
    await topUp(alice.user.id, 100_000); // 1000 HKD
    await record({
      senderId: alice.user.id,
      recipientId: bob.user.id,
      amount: 500,
      currency: "HKD",
      purpose: "donation",
      targetType: "Article",
      targetId: article.id,
      message: "Thank you",
    });
    await record({
      senderId: alice.user.id,
      recipientId: bob.user.id,
      amount: 2_000,
      currency: "HKD",
      purpose: "subscriptionSplit",
      targetType: "Circle",
      targetId: circle.id,
    });
    // bob gives some back: alice receives a donation
    await record({
      senderId: bob.user.id,
      recipientId: alice.user.id,
      amount: 100,
      currency: "HKD",
      purpose: "donation",
    });
    // a transfer someone else made, which alice must not see
    const other = await createUser();
    await topUp(other.id, 700);
    const [row] = await db().select().from(transactions).where(eq(transactions.recipientId, other.id));
    othersTopUp = present(row).id;
  });

  it("lists what the holder sent and received, newest first, with every field", async () => {
    const result = await page(alice.client, alice.user.userName);
    expect(result.errors).toBeUndefined();
    const connection = present(result.data?.user?.wallet.transactions);
    expect(connection.totalCount).toBe(4);
    const nodes = present(connection.edges).map((e) => e.node);
    expect(nodes.map((n) => [n.purpose, n.amount])).toEqual([
      ["donation", 1],
      ["subscriptionSplit", 20],
      ["donation", 5],
      ["addCredit", 1000],
    ]);
    const [received, split, donation, topped] = nodes;
    expect(received?.sender?.userName).toBe(bob.user.userName);
    expect(received?.recipient?.userName).toBe(alice.user.userName);
    expect(split?.target).toEqual({ __typename: "Circle", name: circleName });
    expect(donation?.target).toEqual({ __typename: "Article", shortHash: articleHash });
    expect(donation?.message).toBe("Thank you");
    expect(donation).toMatchObject({ state: "succeeded", currency: "HKD", fee: 0, blockchainTx: null });
    expect(topped?.sender).toBeNull();
    expect(result.data?.user?.wallet.balance.HKD).toBe(1000 - 5 - 20 + 1);
  });

  it("filters by purpose, currency, state and id", async () => {
    const by = async (input: Record<string, unknown>) =>
      present((await page(alice.client, alice.user.userName, input)).data?.user?.wallet.transactions);
    const donations = await by({ filter: { purpose: "donation" } });
    expect(donations.totalCount).toBe(2);
    expect(present(donations.edges).every((e) => e.node.purpose === "donation")).toBe(true);
    expect((await by({ filter: { currency: "USDT" } })).totalCount).toBe(0);
    expect((await by({ filter: { currency: "HKD" } })).totalCount).toBe(4);
    expect((await by({ states: ["pending"] })).totalCount).toBe(0);
    expect((await by({ filter: { states: ["succeeded"], purpose: "addCredit" } })).totalCount).toBe(1);
    const id = present(donations.edges)[1]?.node.id;
    const one = await by({ filter: { id } });
    expect(present(one.edges).map((e) => e.node.id)).toEqual([id]);
    expect(present((await by({ id })).edges).map((e) => e.node.id)).toEqual([id]);
    // someone else's transaction asked for by id is not in alice's wallet
    expect((await by({ id: toGlobalId("Transaction", othersTopUp) })).totalCount).toBe(0);
  });

  it("pages with cursors without repeating or skipping a row", async () => {
    const seen: string[] = [];
    let after: string | null | undefined = null;
    for (let i = 0; i < 4; i++) {
      const result = await page(alice.client, alice.user.userName, { first: 1, after });
      const connection = present(result.data?.user?.wallet.transactions);
      seen.push(...present(connection.edges).map((e) => e.node.purpose));
      expect(connection.pageInfo.hasNextPage).toBe(i < 3);
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(["donation", "subscriptionSplit", "donation", "addCredit"]);
    expect(codeOf(await page(alice.client, alice.user.userName, { after: "nonsense" }))).toBe("BAD_USER_INPUT");
  });

  it("shows bob his side of the same transactions", async () => {
    const connection = present((await page(bob.client, bob.user.userName)).data?.user?.wallet.transactions);
    expect(present(connection.edges).map((e) => [e.node.purpose, e.node.amount])).toEqual([
      ["donation", 1],
      ["subscriptionSplit", 20],
      ["donation", 5],
    ]);
  });
});

describe("exchange rates", () => {
  const server = inject("exchangeRatesServer");
  const rates = async (input?: Record<string, unknown>) =>
    present((await new Client().gql(RatesQuery, { input })).data?.exchangeRates);
  const rateOf = async (from: string, to: string) => (await rates({ from, to }))[0]?.rate;
  const refresh = (url?: string) =>
    worker.scheduled(createScheduledController({ cron: "17 */6 * * *" }), { ...env, EXCHANGE_RATES_URL: url });

  beforeAll(async () => {
    await db().delete(exchangeRates);
    await db()
      .insert(exchangeRates)
      .values([
        { from: "HKD", to: "HKD", rate: 1, updatedAt: 1_000 },
        { from: "HKD", to: "TWD", rate: 4, updatedAt: 1_000 },
        { from: "HKD", to: "USD", rate: 0.125, updatedAt: 1_000 },
        { from: "LIKE", to: "HKD", rate: 0.01, updatedAt: 1_000 },
      ]);
  });

  it("lists the rates to anyone, narrowed by from and to", async () => {
    expect(await rates()).toHaveLength(4);
    expect(await rates({ from: "HKD" })).toHaveLength(3);
    expect(await rates({ from: "HKD", to: "TWD" })).toEqual([
      { from: "HKD", to: "TWD", rate: 4, updatedAt: new Date(1_000).toISOString() },
    ]);
  });

  it("keeps the old rates when the source answers badly", async () => {
    for (const path of ["down/HKD", "broken/HKD", "partial/HKD", "negative/HKD", "v6/XXX"]) {
      await refresh(`${server}/${path}`);
      expect(await rateOf("HKD", "TWD"), path).toBe(4);
    }
    // nowhere to ask: unset, or nothing listening
    await refresh(undefined);
    await refresh("http://127.0.0.1:9/v6/latest/HKD");
    expect(await rates()).toHaveLength(4);
  });

  it("refreshes every quoted pair in one go from the scheduled job, whatever the source's base", async () => {
    await refresh(`${server}/v6/latest/USD`);
    const all = await rates();
    const at = new Date(PUBLISHED_UNIX * 1000).toISOString();
    const of = (from: string, to: string) => all.find((r) => r.from === from && r.to === to);
    expect(of("HKD", "TWD")?.rate).toBeCloseTo(PER_USD.TWD / PER_USD.HKD, 6);
    expect(of("HKD", "USD")?.rate).toBeCloseTo(1 / PER_USD.HKD, 6);
    expect(of("HKD", "HKD")).toEqual({ from: "HKD", to: "HKD", rate: 1, updatedAt: at });
    expect(of("USDT", "HKD")?.rate).toBeCloseTo(PER_USD.HKD, 6);
    expect(of("USDT", "USD")?.rate).toBe(1);
    // no currency source quotes LIKE: its rate stays as it was
    expect(of("LIKE", "HKD")).toEqual({
      from: "LIKE",
      to: "HKD",
      rate: 0.01,
      updatedAt: new Date(1_000).toISOString(),
    });
    expect(all).toHaveLength(7);
  });
});
