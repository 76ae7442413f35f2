import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, walletBalance } from "@/server/db/queries/ledger";
import { putFeature } from "@/server/db/queries/system";
import { ledgerEntries, localPaymentIntents, transactions } from "@/server/db/schema";
import { paymentProvider } from "@/server/payments/choose-provider";
import {
  chargeLocal,
  intentObject,
  LOCAL_TEST_CARDS,
  type LocalIntentRow,
  type LocalStep,
  localIntent,
} from "@/server/payments/local";
import { LOCAL_WEBHOOK_SECRET, signPayload } from "@/server/payments/provider";
import { type Client, codeOf, createUser, db, present, signIn } from "../support/api";

// Top-up end to end below the browser: addCredit's rules, the local card processor delivering
// signed events to the real webhook handler, and what each event (twice, late, out of order,
// tampered, at once) does to the books.

const ADD = `mutation($amount: Float!) {
  addCredit(input: { amount: $amount }) { client_secret transaction { id state purpose amount fee currency recipient { id } } }
}`;
type Added = {
  addCredit: {
    client_secret: string;
    transaction: {
      id: string;
      state: string;
      purpose: string;
      amount: number;
      currency: string;
      recipient: { id: string };
    };
  };
};

const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_unreachable", STRIPE_WEBHOOK_SECRET: "whsec_test_stripe_secret" };

/** The worker's webhook door as the route calls it, with this deployment's variables. */
const webhook =
  (vars: Partial<Cloudflare.Env> = {}) =>
  (request: Request) =>
    handlePaymentWebhook(request, { ...env, ...vars });

async function payer() {
  const user = await createUser();
  return { user, client: await signIn(user.email as string) };
}

async function topUpIntent(client: Client, amount = 100) {
  const result = await client.gql<Added>(ADD, { amount });
  expect(result.errors).toBeUndefined();
  return present(result.data).addCredit;
}

const charge = (clientSecret: string, step: LocalStep) =>
  chargeLocal(db(), env, { clientSecret, step, webhookUrl: WEBHOOK, deliver: webhook() });

const topUpRow = async (providerRef: string) =>
  present((await db().select().from(transactions).where(eq(transactions.providerRef, providerRef)))[0]);

const intentId = (clientSecret: string) => present(clientSecret.split("_secret_")[0]);

/** A Stripe-format event about `intent`, and the signed request that delivers it. */
function eventOf(intent: LocalIntentRow, type: string) {
  return JSON.stringify({
    id: `evt_test_${crypto.randomUUID()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: intentObject(intent) },
  });
}

async function signed(payload: string, secret = LOCAL_WEBHOOK_SECRET) {
  return new Request(WEBHOOK, {
    method: "POST",
    headers: { "stripe-signature": await signPayload(payload, secret) },
    body: payload,
  });
}

/** An open top-up at the local processor, and its intent as the processor would report it succeeded. */
async function openTopUp(amount = 100) {
  const { user, client } = await payer();
  const added = await topUpIntent(client, amount);
  const intent = present(await localIntent(db(), added.client_secret));
  return { user, ref: intent.id, succeeded: { ...intent, status: "succeeded" as const }, failed: intent };
}

const books = () => reconcile(db());

/** What the webhook said it did with an event. */
const outcomeOf = async (response: Response) => ((await response.json()) as { outcome: string }).outcome;
const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };

beforeEach(async () => {
  await putFeature(db(), "add_credit", "on", null);
});

describe("addCredit", () => {
  it("is FORBIDDEN with a clear message while add_credit is off, and opens nothing", async () => {
    await putFeature(db(), "add_credit", "off", null);
    const { user, client } = await payer();
    const result = await client.gql(ADD, { amount: 100 });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.errors?.[0]?.message).toMatch(/top-up is switched off/i);
    expect(await db().select().from(transactions).where(eq(transactions.recipientId, user.id))).toEqual([]);
  });

  it.each([
    [0, "PAYMENT_AMOUNT_INVALID"],
    [-20, "PAYMENT_AMOUNT_INVALID"],
    [20.001, "PAYMENT_AMOUNT_INVALID"],
    [10_000.01, "PAYMENT_AMOUNT_INVALID"],
    [19.99, "PAYMENT_AMOUNT_TOO_SMALL"],
    [1, "PAYMENT_AMOUNT_TOO_SMALL"],
  ])("refuses %s HKD with %s and writes nothing", async (amount, code) => {
    const { user, client } = await payer();
    const before = (await db().select().from(localPaymentIntents)).length;
    expect(codeOf(await client.gql(ADD, { amount }))).toBe(code);
    expect(await db().select().from(transactions).where(eq(transactions.recipientId, user.id))).toEqual([]);
    expect((await db().select().from(localPaymentIntents)).length).toBe(before);
  });

  it("takes 20 and 10,000 HKD, the bounds", async () => {
    const { client } = await payer();
    expect((await topUpIntent(client, 20)).transaction.amount).toBe(20);
    expect((await topUpIntent(client, 10_000)).transaction.amount).toBe(10_000);
  });

  it("opens a PaymentIntent and a pending addCredit transaction to the viewer, moving no money", async () => {
    const { user, client } = await payer();
    const added = await topUpIntent(client, 123.45);
    expect(added.transaction).toMatchObject({
      state: "pending",
      purpose: "addCredit",
      amount: 123.45,
      currency: "HKD",
    });
    expect(added.transaction.recipient.id).toBe(btoa(`User:${user.id}`));
    expect(added.client_secret).toMatch(/^pi_local_[0-9a-f]+_secret_[0-9a-f]+$/);
    const row = await topUpRow(intentId(added.client_secret));
    expect(row).toMatchObject({ provider: "local", amount: 12_345, state: "pending", recipientId: user.id });
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id))).toEqual([]);
    expect(present(await localIntent(db(), added.client_secret)).status).toBe("requires_payment_method");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
  });

  it("opens one top-up for an idempotency key, however many repeats arrive at once, and credits it once", async () => {
    const { user, client } = await payer();
    const KEYED = `mutation($amount: Float!, $key: String) {
      addCredit(input: { amount: $amount, idempotencyKey: $key }) { client_secret transaction { id state amount } }
    }`;
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => client.gql<Added>(KEYED, { amount: 50, key })));
    for (const result of results) expect(result.errors).toBeUndefined();
    const answers = results.map((r) => present(r.data).addCredit);
    // every repeat is told the same transaction and the same intent to confirm
    expect(new Set(answers.map((a) => a.transaction.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.client_secret)).size).toBe(1);
    const secret = present(answers[0]).client_secret;
    const opened = await db().select().from(transactions).where(eq(transactions.recipientId, user.id));
    expect(opened).toHaveLength(1);
    expect(present(opened[0]).providerRef).toBe(intentId(secret));

    // a repeat after the payer paid answers the same, and the wallet was credited once
    expect(await charge(secret, { card: LOCAL_TEST_CARDS.succeeds })).toBe("succeeded");
    const later = present((await client.gql<Added>(KEYED, { amount: 50, key })).data).addCredit;
    expect(later).toMatchObject({ client_secret: secret, transaction: { state: "succeeded", amount: 50 } });
    expect(await walletBalance(db(), user.id, "HKD")).toBe(5_000);
    expect(codeOf(await client.gql(KEYED, { amount: 60, key }))).toBe("BAD_USER_INPUT");
    expect(await db().select().from(transactions).where(eq(transactions.recipientId, user.id))).toHaveLength(1);
    expect(await books()).toEqual(BALANCED);
  });

  it("answers ACTION_FAILED and writes nothing when Stripe cannot be reached", async () => {
    const { user, client } = await payer();
    client.withVars(STRIPE_ENV);
    expect(codeOf(await client.gql(ADD, { amount: 100 }))).toBe("ACTION_FAILED");
    expect(await db().select().from(transactions).where(eq(transactions.recipientId, user.id))).toEqual([]);
  });
});

describe("the local card processor", () => {
  it("refuses to run where Stripe keys are set", async () => {
    expect(() => paymentProvider({ STRIPE_WEBHOOK_SECRET: "whsec_x" }, db())).toThrow(/both/);
    const { client } = await payer();
    const added = await topUpIntent(client);
    await expect(
      chargeLocal(
        db(),
        { ...env, ...STRIPE_ENV },
        {
          clientSecret: added.client_secret,
          step: { card: LOCAL_TEST_CARDS.succeeds },
          webhookUrl: WEBHOOK,
          deliver: webhook(STRIPE_ENV),
        },
      ),
    ).rejects.toThrow(/development only/);
  });

  // Its webhook secret is written in the code: wherever it ran, anyone could sign an event
  // with it and credit any wallet. So it runs only when asked for, on a loopback site.
  describe.each([
    [
      "on a site that is not loopback, though asked for",
      { LOCAL_CARD_PROCESSOR: "on", SITE_URL: "https://margins.example" },
    ],
    ["when not asked for (LOCAL_CARD_PROCESSOR unset)", { LOCAL_CARD_PROCESSOR: undefined }],
    ["when asked for with anything but on", { LOCAL_CARD_PROCESSOR: "true" }],
  ])("is refused %s", (_, vars: Partial<Cloudflare.Env>) => {
    it("and without Stripe keys top-up is unavailable: ACTION_FAILED, nothing opened", async () => {
      const { user, client } = await payer();
      const before = (await db().select().from(localPaymentIntents)).length;
      const result = await client.withVars(vars).gql(ADD, { amount: 100 });
      expect(codeOf(result)).toBe("ACTION_FAILED");
      expect(result.errors?.[0]?.message).toMatch(/top-up is unavailable/i);
      expect(await db().select().from(transactions).where(eq(transactions.recipientId, user.id))).toEqual([]);
      expect((await db().select().from(localPaymentIntents)).length).toBe(before);
    });

    it("and an event signed with its secret credits nothing (404), nor does its checkout run", async () => {
      // a top-up opened where the processor ran, then the site moved off loopback
      const { user, ref, succeeded } = await openTopUp();
      const forged = await webhook(vars)(await signed(eventOf(succeeded, "payment_intent.succeeded")));
      expect(forged.status).toBe(404);
      await expect(
        chargeLocal(
          db(),
          { ...env, ...vars },
          {
            clientSecret: succeeded.clientSecret,
            step: { card: LOCAL_TEST_CARDS.succeeds },
            webhookUrl: WEBHOOK,
            deliver: webhook(vars),
          },
        ),
      ).rejects.toThrow(/development only/);
      expect((await topUpRow(ref)).state).toBe("pending");
      expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
      expect(present(await localIntent(db(), succeeded.clientSecret)).status).toBe("requires_payment_method");
    });
  });

  it("credits the wallet once for 4242 4242 4242 4242", async () => {
    const { user, client } = await payer();
    const added = await topUpIntent(client, 100);
    expect(await charge(added.client_secret, { card: "4242 4242 4242 4242" })).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
    const row = await topUpRow(intentId(added.client_secret));
    expect(row.state).toBe("succeeded");
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id));
    expect(entries.map((e) => [e.account, e.amount]).sort()).toEqual([
      ["processor", -10_000],
      [`user:${user.id}`, 10_000],
    ]);
    // paying again: the intent is done, no second event, no second credit
    expect(await charge(added.client_secret, { card: "4242424242424242" })).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("fails the top-up for the declined card, and a later good card on the same intent still credits", async () => {
    const { user, client } = await payer();
    const added = await topUpIntent(client, 50);
    expect(await charge(added.client_secret, { card: "4000 0000 0000 0002" })).toBe("declined");
    const ref = intentId(added.client_secret);
    expect((await topUpRow(ref)).state).toBe("failed");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    expect(await charge(added.client_secret, { card: LOCAL_TEST_CARDS.succeeds })).toBe("succeeded");
    expect((await topUpRow(ref)).state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(5_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("asks 4000 0025 0000 3155 for a second step, and credits only when it is completed", async () => {
    const { user, client } = await payer();
    const added = await topUpIntent(client, 30);
    expect(await charge(added.client_secret, { card: LOCAL_TEST_CARDS.authenticate })).toBe("requires_action");
    expect((await topUpRow(intentId(added.client_secret))).state).toBe("pending");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    expect(await charge(added.client_secret, { authenticated: true })).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(3_000);

    const other = await topUpIntent(client, 40);
    expect(await charge(other.client_secret, { authenticated: true })).toBe("invalid_step");
    await charge(other.client_secret, { card: LOCAL_TEST_CARDS.authenticate });
    expect(await charge(other.client_secret, { authenticated: false })).toBe("declined");
    expect((await topUpRow(intentId(other.client_secret))).state).toBe("failed");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(3_000);
  });

  it("takes no other card number, and no unknown client secret", async () => {
    const { user, client } = await payer();
    const added = await topUpIntent(client);
    expect(await charge(added.client_secret, { card: "4111 1111 1111 1111" })).toBe("invalid_card");
    expect(await charge(`${intentId(added.client_secret)}_secret_guessed`, { card: LOCAL_TEST_CARDS.succeeds })).toBe(
      "not_found",
    );
    expect((await topUpRow(intentId(added.client_secret))).state).toBe("pending");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
  });
});

describe("the webhook", () => {
  it("refuses a missing, tampered or wrongly signed event with 400 and changes nothing", async () => {
    const { user, ref, succeeded } = await openTopUp();
    const payload = eventOf(succeeded, "payment_intent.succeeded");
    const unsigned = new Request(WEBHOOK, { method: "POST", body: payload });
    expect((await webhook()(unsigned)).status).toBe(400);

    const good = await signed(payload);
    const tampered = new Request(WEBHOOK, {
      method: "POST",
      headers: good.headers,
      body: payload.replace(`"amount":10000`, `"amount":1000000`),
    });
    expect(payload).toContain(`"amount":10000`);
    expect((await webhook()(tampered)).status).toBe(400);
    expect((await webhook()(await signed(payload, "whsec_someone_else"))).status).toBe(400);
    // the local processor's secret means nothing where Stripe is configured
    expect((await webhook(STRIPE_ENV)(await signed(payload))).status).toBe(400);

    expect((await topUpRow(ref)).state).toBe("pending");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    // and the honest one still works afterwards
    expect((await webhook()(await signed(payload))).status).toBe(200);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("credits once when the same event arrives twice", async () => {
    const { user, succeeded } = await openTopUp();
    const payload = eventOf(succeeded, "payment_intent.succeeded");
    const first = await webhook()(await signed(payload));
    const second = await webhook()(await signed(payload));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([await outcomeOf(first), await outcomeOf(second)]).toEqual(["credited", "applied"]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("keeps a success when payment_failed comes after it", async () => {
    const { user, ref, succeeded, failed } = await openTopUp();
    await webhook()(await signed(eventOf(succeeded, "payment_intent.succeeded")));
    const late = await webhook()(await signed(eventOf(failed, "payment_intent.payment_failed")));
    expect(late.status).toBe(200);
    expect((await topUpRow(ref)).state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("credits a success that comes after a failure", async () => {
    const { user, ref, succeeded, failed } = await openTopUp();
    await webhook()(await signed(eventOf(failed, "payment_intent.payment_failed")));
    expect((await topUpRow(ref)).state).toBe("failed");
    await webhook()(await signed(eventOf(succeeded, "payment_intent.succeeded")));
    expect((await topUpRow(ref)).state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("credits once when ten deliveries of the same event race", async () => {
    const { user, succeeded } = await openTopUp(77);
    const payload = eventOf(succeeded, "payment_intent.succeeded");
    const requests = await Promise.all(Array.from({ length: 10 }, () => signed(payload)));
    const answers = await Promise.all(requests.map((r) => webhook()(r)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(answers.map(outcomeOf));
    expect(outcomes.filter((o) => o === "credited")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(9);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(7_700);
    expect(await books()).toEqual(BALANCED);
  });

  it("refuses an event whose amount differs from its top-up, and ignores intents that are not ours", async () => {
    const { user, ref, succeeded } = await openTopUp();
    const more = await webhook()(await signed(eventOf({ ...succeeded, amount: 20_000 }, "payment_intent.succeeded")));
    expect(more.status).toBe(400);
    expect((await topUpRow(ref)).state).toBe("pending");
    const stranger = await webhook()(
      await signed(eventOf({ ...succeeded, id: "pi_local_not_ours" }, "payment_intent.succeeded")),
    );
    expect([stranger.status, await outcomeOf(stranger)]).toEqual([200, "unknown"]);
    const other = await webhook()(await signed(eventOf(succeeded, "payment_intent.created")));
    expect([other.status, await outcomeOf(other)]).toEqual([200, "ignored"]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
  });

  it("verifies Stripe's events with Stripe's secret by the same code", async () => {
    const user = await createUser();
    const uid = crypto.randomUUID();
    const ref = `pi_test_${uid.slice(0, 8)}`;
    await runBatch(
      db(),
      recordStatements(db(), {
        uid,
        recipientId: user.id,
        amount: 2_500,
        currency: "HKD",
        purpose: "addCredit",
        provider: "stripe",
        providerRef: ref,
      }),
    );
    const intent: LocalIntentRow = {
      id: ref,
      clientSecret: `${ref}_secret_x`,
      amount: 2_500,
      currency: "hkd",
      status: "succeeded",
      metadata: "{}",
      createdAt: Date.now(),
      updatedAt: Date.now(),
    };
    const payload = eventOf(intent, "payment_intent.succeeded");
    expect((await webhook(STRIPE_ENV)(await signed(payload))).status).toBe(400);
    expect((await webhook(STRIPE_ENV)(await signed(payload, STRIPE_ENV.STRIPE_WEBHOOK_SECRET))).status).toBe(200);
    const [row] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.provider, "stripe"), eq(transactions.providerRef, ref)));
    expect(row?.state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(2_500);
  });

  it("answers a delivery in a few milliseconds (measured)", async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { succeeded } = await openTopUp(20);
      const request = await signed(eventOf(succeeded, "payment_intent.succeeded"));
      const start = performance.now();
      expect((await webhook()(request)).status).toBe(200);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`webhook: median ${times[10]?.toFixed(1)} ms, max ${times[19]?.toFixed(1)} ms (20 credits)`);
    expect(await books()).toEqual(BALANCED);
  });
});
