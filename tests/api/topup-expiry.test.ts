import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TOP_UP_ABANDONED_AFTER_MS } from "@/lib/money/top-up";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, walletBalance } from "@/server/db/queries/ledger";
import { putFeature } from "@/server/db/queries/system";
import { ledgerEntries, transactions } from "@/server/db/schema";
import { cancelAbandonedTopUps } from "@/server/db/top-up-expiry";
import { chargeLocal, LOCAL_TEST_CARDS } from "@/server/payments/local";
import { type Client, createUser, db, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// Top-ups nobody paid for: the every-minute cron round (server/db/top-up-expiry.ts) cancels those
// that waited longer than TOP_UP_ABANDONED_AFTER_MS, the wallet's list says so, and a payment
// that succeeds after all (the processor's intent is still open) is credited once, the record
// moved to succeeded, also when it meets the round at the same moment.

const Add = graphql(`
  mutation TopUpExpiryAdd($amount: Float!) {
    addCredit(input: { amount: $amount }) {
      client_secret
      transaction {
        id
      }
    }
  }
`);

const List = graphql(`
  query TopUpExpiryList {
    viewer {
      wallet {
        transactions(input: { first: 20 }) {
          edges {
            node {
              id
              state
              purpose
            }
          }
        }
      }
    }
  }
`);

const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";
const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };
const MINUTE = 60_000;

beforeEach(async () => {
  await putFeature(db(), "add_credit", "on", null);
});

/** A top-up opened by `client` at `at` (the API's clock), not paid. */
async function openTopUp(client: Client, at: number, amount = 100) {
  const result = await client.at(at).gql(Add, { amount });
  client.now = undefined;
  expect(result.errors).toBeUndefined();
  const added = present(result.data).addCredit;
  const ref = present(added.client_secret.split("_secret_")[0]);
  return { ...added, ref };
}

/** The viewer's transactions as the wallet's list asks for them. */
async function listOf(client: Client) {
  const viewer = present(present((await client.gql(List)).data).viewer);
  return (viewer.wallet.transactions.edges ?? []).map((e) => e.node);
}

const stateOf = async (ref: string) =>
  present((await db().select().from(transactions).where(eq(transactions.providerRef, ref)))[0]).state;

/** The payer finishes the card form with the local processor's good card; its event reaches the webhook. */
const pay = (clientSecret: string) =>
  chargeLocal(db(), env, {
    clientSecret,
    step: { card: LOCAL_TEST_CARDS.succeeds },
    webhookUrl: WEBHOOK,
    deliver: (request) => handlePaymentWebhook(request, env),
  });

async function payer() {
  const user = await createUser();
  return { user, client: await signIn(user.email as string) };
}

describe("top-ups left unpaid", () => {
  it("are canceled after a day by the cron round, shown so in the wallet's list, and a younger one waits on", async () => {
    const now = Date.now();
    const { user, client } = await payer();
    const old = await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS - MINUTE);
    const young = await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS + MINUTE, 50);

    expect(await cancelAbandonedTopUps(env.DB, now)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(old.ref)).toBe("canceled");
    expect(await stateOf(young.ref)).toBe("pending");
    const listed = await listOf(client);
    expect(listed.find((n) => n.id === old.transaction.id)).toMatchObject({ state: "canceled", purpose: "addCredit" });
    expect(listed.find((n) => n.id === young.transaction.id)).toMatchObject({ state: "pending" });
    // nothing had moved, so nothing moves back
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);

    // a minute later the younger one's day is up too; a round after that changes nothing of theirs
    await cancelAbandonedTopUps(env.DB, now + 2 * MINUTE);
    expect(await stateOf(young.ref)).toBe("canceled");
    await cancelAbandonedTopUps(env.DB, now + 3 * MINUTE);
    expect([await stateOf(old.ref), await stateOf(young.ref)]).toEqual(["canceled", "canceled"]);
  });

  it("leave alone what is not a waiting top-up: a settled or failed one, another purpose's pending row", async () => {
    const now = Date.now();
    const { user, client } = await payer();
    const paid = await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS - MINUTE);
    expect(await pay(paid.client_secret)).toBe("succeeded");
    const declined = await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS - MINUTE);
    await chargeLocal(db(), env, {
      clientSecret: declined.client_secret,
      step: { card: LOCAL_TEST_CARDS.declined },
      webhookUrl: WEBHOOK,
      deliver: (request) => handlePaymentWebhook(request, env),
    });
    // a USDT support still waiting for its chain (the chain's own round decides about it)
    const uid = crypto.randomUUID();
    await runBatch(
      db(),
      recordStatements(db(), {
        uid,
        senderId: user.id,
        recipientId: (await createUser()).id,
        amount: 1_000_000,
        currency: "USDT",
        purpose: "donation",
        txHash: `0x${uid.replaceAll("-", "").padEnd(64, "0")}`,
        createdAt: now - TOP_UP_ABANDONED_AFTER_MS - MINUTE,
      }),
    );

    await cancelAbandonedTopUps(env.DB, now);
    expect(await stateOf(paid.ref)).toBe("succeeded");
    expect(await stateOf(declined.ref)).toBe("failed");
    const [support] = await db().select().from(transactions).where(eq(transactions.uid, uid));
    expect(support?.state).toBe("pending");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("are still credited when the payment succeeds after the cancel: the record moves to succeeded, once", async () => {
    const now = Date.now();
    const { user, client } = await payer();
    const old = await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS - MINUTE, 100);
    await cancelAbandonedTopUps(env.DB, now);
    expect(await stateOf(old.ref)).toBe("canceled");

    // the payer comes back to the still open card form
    expect(await pay(old.client_secret)).toBe("succeeded");
    expect(await stateOf(old.ref)).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
    const row = present((await db().select().from(transactions).where(eq(transactions.providerRef, old.ref)))[0]);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id));
    expect(entries.map((e) => [e.account, e.amount]).sort()).toEqual([
      ["processor", -10_000],
      [`user:${user.id}`, 10_000],
    ]);
    const listed = await listOf(client);
    expect(listed.find((n) => n.id === old.transaction.id)?.state).toBe("succeeded");

    // a later round does not cancel it again
    await cancelAbandonedTopUps(env.DB, now + MINUTE);
    expect(await stateOf(old.ref)).toBe("succeeded");
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("meeting their payment at the same moment: whichever lands first, the money arrives once and the top-up succeeds", async () => {
    const now = Date.now();
    const { user, client } = await payer();
    const opened = [];
    for (let i = 0; i < 6; i++) opened.push(await openTopUp(client, now - TOP_UP_ABANDONED_AFTER_MS - MINUTE, 20));
    // each payment and a cron round, all at once
    const outcomes = await Promise.all([
      ...opened.map((o) => pay(o.client_secret)),
      cancelAbandonedTopUps(env.DB, now),
      cancelAbandonedTopUps(env.DB, now),
    ]);
    expect(outcomes.slice(0, opened.length)).toEqual(Array(opened.length).fill("succeeded"));
    const rows = await db()
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.providerRef,
          opened.map((o) => o.ref),
        ),
      );
    expect(rows.map((r) => r.state)).toEqual(Array(opened.length).fill("succeeded"));
    expect(await walletBalance(db(), user.id, "HKD")).toBe(opened.length * 2_000);
    expect(await reconcile(db())).toEqual(BALANCED);
  });
});
