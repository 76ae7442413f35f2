import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import { putFeature } from "@/server/db/queries/system";
import { ledgerEntries, localConnectedAccounts, localPayouts, stripeAccounts, transactions } from "@/server/db/schema";
import {
  accountObject,
  completeLocalOnboarding,
  type LocalPayoutRow,
  payoutObject,
  settleLocalPayout,
} from "@/server/payments/local-connect";
import { LOCAL_WEBHOOK_SECRET, signPayload } from "@/server/payments/provider";
import {
  type Client,
  codeOf,
  createUser,
  db,
  type GqlResult,
  paymentPasswordHash,
  present,
  signIn,
} from "../support/api";
import { dbId } from "../support/global-ids";

// Payouts end to end below the browser: connectStripeAccount and Wallet.stripeAccount, every
// payout rule in its order with its code, the local processor's onboarding and dashboard
// delivering signed events to the real webhook, and what each event (twice, late, out of
// order, at once) does to the books, which must balance after every scenario.

const PAYMENT_PASSWORD = "135790";
const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_unreachable", STRIPE_WEBHOOK_SECRET: "whsec_test_stripe_secret" };
const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };

const CONNECT = `mutation($country: StripeAccountCountry!) { connectStripeAccount(input: { country: $country }) { redirectUrl } }`;
const ACCOUNT = `query { viewer { wallet { stripeAccount { id loginUrl } stripeAccountPending balance { HKD } } } }`;
const PAYOUT = `mutation($amount: Float!, $password: String!) {
  payout(input: { amount: $amount, password: $password }) { id state purpose amount fee currency sender { id } }
}`;
const PAY = `mutation($to: ID!, $password: String!) {
  payTo(input: { amount: 1, currency: HKD, purpose: donation, recipientId: $to, password: $password }) { transaction { id } }
}`;

type Connected = { connectStripeAccount: { redirectUrl: string } };
type Account = {
  viewer: {
    wallet: {
      stripeAccount: { id: string; loginUrl: string } | null;
      stripeAccountPending: boolean;
      balance: { HKD: number };
    };
  };
};
type PaidOut = {
  payout: { id: string; state: string; purpose: string; amount: number; fee: number; currency: string };
};

const webhook =
  (vars: Partial<Cloudflare.Env> = {}) =>
  (request: Request) =>
    handlePaymentWebhook(request, { ...env, ...vars });
const delivery = { webhookUrl: WEBHOOK, deliver: webhook() };
const books = () => reconcile(db());
const outcomeOf = async (response: Response) => ((await response.json()) as { outcome: string }).outcome;

async function credit(userId: number, cents: number) {
  await runBatch(
    db(),
    recordStatements(
      db(),
      { uid: crypto.randomUUID(), recipientId: userId, amount: cents, currency: "HKD", purpose: "addCredit" },
      [
        { account: "processor", amount: -cents },
        { account: userAccount(userId), amount: cents },
      ],
    ),
  );
}

/** Someone with `cents` in their wallet and (unless told) the payment password, signed in. */
async function holder(cents: number, withPassword = true) {
  const user = await createUser(
    withPassword ? { paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) } : {},
  );
  if (cents > 0) await credit(user.id, cents);
  return { user, client: await signIn(user.email as string) };
}

const accountIdOf = (redirectUrl: string) => present(new URL(redirectUrl, "http://x").searchParams.get("account"));

async function connect(client: Client, country = "HongKong") {
  const result = await client.gql<Connected>(CONNECT, { country });
  expect(result.errors).toBeUndefined();
  return present(result.data).connectStripeAccount.redirectUrl;
}

/** Someone whose connected account has finished onboarding, as the local processor tells it. */
async function onboarded(cents: number) {
  const person = await holder(cents);
  const accountId = accountIdOf(await connect(person.client));
  expect(await completeLocalOnboarding(db(), env, { ...delivery, accountId })).toBe(true);
  return { ...person, accountId };
}

const payout = (client: Client, amount: number, password = PAYMENT_PASSWORD): Promise<GqlResult<PaidOut>> =>
  client.gql<PaidOut>(PAYOUT, { amount, password });

const sentBy = (userId: number) => db().select().from(transactions).where(eq(transactions.senderId, userId));
const rowOf = async (id: string) =>
  present(
    (
      await db()
        .select()
        .from(transactions)
        .where(eq(transactions.id, dbId(id)))
    )[0],
  );
const localPayoutOf = async (providerRef: string | null) =>
  present(
    (
      await db()
        .select()
        .from(localPayouts)
        .where(eq(localPayouts.id, present(providerRef)))
    )[0],
  );
const entriesOf = async (transactionId: number) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)))
    .map((e) => [e.account, e.amount])
    .sort();
const reversalsOf = (userId: number) =>
  db()
    .select()
    .from(transactions)
    .where(eq(transactions.recipientId, userId))
    .then((rows) => rows.filter((r) => r.purpose === "payoutReversal"));

/** A Stripe-format Connect event about a local payout, and the signed request delivering it. */
async function payoutEvent(payout: LocalPayoutRow, type: string, secret = LOCAL_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${crypto.randomUUID()}`,
    object: "event",
    type,
    account: payout.accountId,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: payoutObject(payout) },
  });
  return new Request(WEBHOOK, {
    method: "POST",
    headers: { "stripe-signature": await signPayload(payload, secret) },
    body: payload,
  });
}

/** A pending payout of `amount` HKD by someone onboarded with `cents`. */
async function pendingPayout(cents: number, amount: number) {
  const person = await onboarded(cents);
  const result = await payout(person.client, amount);
  expect(result.errors).toBeUndefined();
  const row = await rowOf(present(result.data).payout.id);
  return { ...person, row, local: await localPayoutOf(row.providerRef) };
}

beforeEach(async () => {
  await putFeature(db(), "payout", "on", null);
});

describe("connectStripeAccount", () => {
  it("is FORBIDDEN with a clear message while payout is off, and opens nothing", async () => {
    await putFeature(db(), "payout", "off", null);
    const { user, client } = await holder(0);
    const result = await client.gql(CONNECT, { country: "HongKong" });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.errors?.[0]?.message).toMatch(/payout is switched off/i);
    expect(await db().select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id))).toEqual([]);
  });

  it("opens one account per person and answers its onboarding link; a second call reuses it", async () => {
    const { user, client } = await holder(0);
    const first = await connect(client, "HongKong");
    expect(first).toMatch(/^\/pay\/local\/onboarding\?account=acct_local_[0-9a-f]+$/);
    const second = await connect(client, "UnitedKingdom");
    expect(accountIdOf(second)).toBe(accountIdOf(first));
    const rows = await db().select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: "local",
      accountId: accountIdOf(first),
      country: "HK",
      payoutsEnabled: false,
    });
    const local = await db()
      .select()
      .from(localConnectedAccounts)
      .where(eq(localConnectedAccounts.id, accountIdOf(first)));
    expect(local[0]).toMatchObject({ country: "HK", onboarded: false });
  });

  it("opens one account when two calls race", async () => {
    const { user, client } = await holder(0);
    const links = await Promise.all([connect(client), connect(client)]);
    const rows = await db().select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(links.map(accountIdOf)).toEqual([rows[0]?.accountId, rows[0]?.accountId]);
  });

  it("answers ACTION_FAILED when Stripe cannot be reached, and keeps nothing", async () => {
    const { user, client } = await holder(0);
    client.withVars(STRIPE_ENV);
    expect(codeOf(await client.gql(CONNECT, { country: "HongKong" }))).toBe("ACTION_FAILED");
    expect(await db().select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id))).toEqual([]);
  });
});

describe("Wallet.stripeAccount", () => {
  it("is null before onboarding, and the account with its dashboard link after the signed account.updated", async () => {
    const { client } = await holder(0);
    const read = async () => {
      const { stripeAccount, stripeAccountPending } = present((await client.gql<Account>(ACCOUNT)).data).viewer.wallet;
      return { stripeAccount, stripeAccountPending };
    };
    expect(await read()).toEqual({ stripeAccount: null, stripeAccountPending: false });
    const accountId = accountIdOf(await connect(client));
    expect(await read()).toEqual({ stripeAccount: null, stripeAccountPending: true });
    await completeLocalOnboarding(db(), env, { ...delivery, accountId });
    expect(await read()).toEqual({
      stripeAccount: { id: accountId, loginUrl: `/pay/local/dashboard?account=${accountId}` },
      stripeAccountPending: false,
    });
  });

  it("is null, not an error, for an account at the other processor, and payout is FORBIDDEN there", async () => {
    const { client } = await onboarded(50_000);
    client.withVars(STRIPE_ENV);
    const result = await client.gql<Account>(ACCOUNT);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).viewer.wallet.stripeAccount).toBeNull();
    expect(codeOf(await payout(client, 100))).toBe("FORBIDDEN");
  });

  it("follows account.updated when the processor disables payouts again, and ignores accounts not ours", async () => {
    const { client, accountId } = await onboarded(0);
    const local = present(
      (await db().select().from(localConnectedAccounts).where(eq(localConnectedAccounts.id, accountId)))[0],
    );
    const event = async (object: object) => {
      const payload = JSON.stringify({ id: "evt_x", object: "event", type: "account.updated", data: { object } });
      return new Request(WEBHOOK, {
        method: "POST",
        headers: { "stripe-signature": await signPayload(payload, LOCAL_WEBHOOK_SECRET) },
        body: payload,
      });
    };
    const off = await webhook()(await event(accountObject({ ...local, onboarded: false })));
    expect(await outcomeOf(off)).toBe("updated");
    expect(present((await client.gql<Account>(ACCOUNT)).data).viewer.wallet.stripeAccount).toBeNull();
    const stranger = await webhook()(
      await event(accountObject({ ...local, id: "acct_local_not_ours", onboarded: true })),
    );
    expect([stranger.status, await outcomeOf(stranger)]).toEqual([200, "unknown"]);
  });
});

describe("payout", () => {
  it("1. is FORBIDDEN with a clear message while payout is off, before anything else", async () => {
    const { user, client } = await onboarded(50_000);
    await putFeature(db(), "payout", "off", null);
    const result = await payout(client, 0, "wrong");
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.errors?.[0]?.message).toMatch(/payout is switched off/i);
    expect(await sentBy(user.id)).toEqual([]);
  });

  it.each([
    [0, "PAYMENT_AMOUNT_INVALID"],
    [-100, "PAYMENT_AMOUNT_INVALID"],
    [100.001, "PAYMENT_AMOUNT_INVALID"],
    [1e300, "PAYMENT_AMOUNT_INVALID"],
    [99.99, "PAYMENT_AMOUNT_TOO_SMALL"],
    [1, "PAYMENT_AMOUNT_TOO_SMALL"],
  ])("2. refuses %s HKD with %s before the password, and writes nothing", async (amount, code) => {
    const { user, client } = await holder(50_000, false);
    expect(codeOf(await payout(client, amount, "wrong"))).toBe(code);
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("2. refuses a value that is not a number before it reaches payout", async () => {
    const { user, client } = await holder(50_000);
    const result = await client.gql(PAYOUT, { amount: "a hundred", password: PAYMENT_PASSWORD });
    // GraphQL refuses the variable before any resolver runs: the catalogue's code for bad input
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/\$amount/);
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("3. answers PAYMENT_PASSWORD_NOT_SET for someone without a payment password, before the account", async () => {
    const { user, client } = await holder(50_000, false);
    expect(codeOf(await payout(client, 100))).toBe("PAYMENT_PASSWORD_NOT_SET");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("4. answers PAYMENT_PASSWORD_INVALID, and five wrong guesses (payTo's counted too) lock both for ten minutes", async () => {
    await putFeature(db(), "payment", "on", null);
    const { user, client } = await onboarded(50_000);
    const other = await createUser();
    for (const password of ["000000", "135791", "999999"]) {
      expect(codeOf(await payout(client, 100, password))).toBe("PAYMENT_PASSWORD_INVALID");
    }
    for (const password of ["111111", "222222"]) {
      expect(codeOf(await client.gql(PAY, { to: btoa(`User:${other.id}`), password }))).toBe(
        "PAYMENT_PASSWORD_INVALID",
      );
    }
    expect(codeOf(await payout(client, 100))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(await sentBy(user.id)).toEqual([]);
    const later = await client
      .at(Date.now() + 11 * 60_000)
      .gql<PaidOut>(PAYOUT, { amount: 100, password: PAYMENT_PASSWORD });
    expect(later.errors).toBeUndefined();
  });

  it("5. is FORBIDDEN without a connected account, and while its onboarding is unfinished", async () => {
    const { user, client } = await holder(50_000);
    const none = await payout(client, 100);
    expect(codeOf(none)).toBe("FORBIDDEN");
    expect(none.errors?.[0]?.message).toMatch(/connect a payout account/i);
    await connect(client);
    expect(codeOf(await payout(client, 100))).toBe("FORBIDDEN");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("6. answers PAYMENT_BALANCE_INSUFFICIENT for more than the wallet holds", async () => {
    const { user, client } = await onboarded(9_999);
    expect(codeOf(await payout(client, 100))).toBe("PAYMENT_BALANCE_INSUFFICIENT");
    expect(await sentBy(user.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(9_999);
  });

  it("holds the amount at once: a pending payout, user -amount, payout +net, fees +3% rounded up; the processor pays the net", async () => {
    const { user, client, accountId } = await onboarded(50_000);
    const result = await payout(client, 100.01);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).payout).toMatchObject({
      state: "pending",
      purpose: "payout",
      amount: 100.01,
      fee: 3.01,
      currency: "HKD",
      sender: { id: btoa(`User:${user.id}`) },
    });
    const row = await rowOf(present(result.data).payout.id);
    expect(row).toMatchObject({ provider: "local", amount: 10_001, fee: 301, state: "pending" });
    expect(await entriesOf(row.id)).toEqual([
      ["fees", 301],
      ["payout", 9_700],
      [`user:${user.id}`, -10_001],
    ]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(39_999);
    const local = await localPayoutOf(row.providerRef);
    expect(local).toMatchObject({
      accountId,
      amount: 9_700,
      currency: "hkd",
      status: "pending",
      idempotencyKey: row.uid,
    });
    expect(JSON.parse(local.metadata)).toMatchObject({ uid: row.uid, purpose: "payout" });
    expect(await books()).toEqual(BALANCED);
  });

  it("takes the whole balance, and lets only one of two racing payouts through when it holds one", async () => {
    const { user, client } = await onboarded(15_000);
    const results = await Promise.all([payout(client, 100), payout(client, 100)]);
    expect(results.map(codeOf).sort()).toEqual(["PAYMENT_BALANCE_INSUFFICIENT", undefined]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(5_000);
    const rest = await onboarded(10_000);
    expect((await payout(rest.client, 100)).errors).toBeUndefined();
    expect(await walletBalance(db(), rest.user.id, "HKD")).toBe(0);
    expect(await books()).toEqual(BALANCED);
  });

  it("pays out once for an idempotency key, however many repeats arrive at once, and answers each with that payout", async () => {
    const { user, client } = await onboarded(50_000);
    const KEYED = `mutation($amount: Float!, $password: String!, $key: String) {
      payout(input: { amount: $amount, password: $password, idempotencyKey: $key }) { id state amount fee }
    }`;
    const key = crypto.randomUUID();
    const send = (amount: number) => client.gql<PaidOut>(KEYED, { amount, password: PAYMENT_PASSWORD, key });
    const results = await Promise.all(Array.from({ length: 6 }, () => send(150)));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(new Set(results.map((r) => present(r.data).payout.id)).size).toBe(1);
    const sent = await sentBy(user.id);
    expect(sent).toHaveLength(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(35_000);
    // one payout reached the processor
    expect(await localPayoutOf(present(sent[0]).providerRef)).toMatchObject({ amount: 14_550 });

    const later = await send(150);
    expect(present(later.data).payout).toMatchObject({ id: present(results[0]?.data).payout.id, amount: 150 });
    expect(codeOf(await send(200))).toBe("BAD_USER_INPUT");
    expect(await sentBy(user.id)).toHaveLength(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(35_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("gives the amount back at once and answers ACTION_FAILED when the processor refuses the payout", async () => {
    const { user, client, accountId } = await onboarded(50_000);
    // the processor no longer takes payouts to the account, though our row has not heard yet
    await db().update(localConnectedAccounts).set({ onboarded: false }).where(eq(localConnectedAccounts.id, accountId));
    const result = await payout(client, 200);
    expect(codeOf(result)).toBe("ACTION_FAILED");
    expect(result.errors?.[0]?.message).toMatch(/back in your wallet/);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
    const [sent] = await sentBy(user.id);
    expect(present(sent)).toMatchObject({ purpose: "payout", state: "failed", providerRef: null });
    const reversals = await reversalsOf(user.id);
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({
      uid: `${sent?.uid}:reversal`,
      amount: 20_000,
      state: "succeeded",
      targetId: sent?.id,
    });
    expect(await books()).toEqual(BALANCED);
  });
});

describe("the payout webhook", () => {
  it("refuses a missing or wrongly signed event with 400 and changes nothing", async () => {
    const { row, local } = await pendingPayout(50_000, 100);
    const good = await payoutEvent({ ...local, status: "paid" }, "payout.paid");
    const body = await good.clone().text();
    expect((await webhook()(new Request(WEBHOOK, { method: "POST", body }))).status).toBe(400);
    expect(
      (await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid", "whsec_other"))).status,
    ).toBe(400);
    expect((await webhook(STRIPE_ENV)(await payoutEvent({ ...local, status: "paid" }, "payout.paid"))).status).toBe(
      400,
    );
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("pending");
    expect((await webhook()(good)).status).toBe(200);
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("succeeded");
  });

  it("marks a payout succeeded on payout.paid, moving no money, once however often it comes", async () => {
    const { user, row, local } = await pendingPayout(50_000, 100);
    const first = await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid"));
    const again = await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid"));
    expect([await outcomeOf(first), await outcomeOf(again)]).toEqual(["paid", "applied"]);
    const settled = await rowOf(btoa(`Transaction:${row.id}`));
    expect(settled.state).toBe("succeeded");
    expect(await entriesOf(row.id)).toHaveLength(3);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(40_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("reverses a payout once on payout.failed, even after payout.paid, and a replay changes nothing", async () => {
    const { user, row, local } = await pendingPayout(50_000, 100);
    await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid"));
    const failed = await webhook()(await payoutEvent({ ...local, status: "failed" }, "payout.failed"));
    const replay = await webhook()(await payoutEvent({ ...local, status: "failed" }, "payout.failed"));
    expect([await outcomeOf(failed), await outcomeOf(replay)]).toEqual(["reversed", "applied"]);
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("failed");
    const reversals = await reversalsOf(user.id);
    expect(reversals).toHaveLength(1);
    expect(await entriesOf(present(reversals[0]).id)).toEqual([
      ["fees", -300],
      ["payout", -9_700],
      [`user:${user.id}`, 10_000],
    ]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
    // a late payout.paid does not undo the failure
    const late = await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid"));
    expect(await outcomeOf(late)).toBe("applied");
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("failed");
    expect(await books()).toEqual(BALANCED);
  });

  it("keeps the failure when payout.paid comes after payout.failed (out of order)", async () => {
    const { user, row, local } = await pendingPayout(50_000, 150);
    await webhook()(await payoutEvent({ ...local, status: "failed" }, "payout.failed"));
    await webhook()(await payoutEvent({ ...local, status: "paid" }, "payout.paid"));
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("failed");
    expect(await reversalsOf(user.id)).toHaveLength(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("reverses once when ten deliveries of payout.failed race, and once when paid and failed race", async () => {
    const { user, row, local } = await pendingPayout(50_000, 123.45);
    const requests = await Promise.all(
      Array.from({ length: 10 }, () => payoutEvent({ ...local, status: "failed" }, "payout.failed")),
    );
    const answers = await Promise.all(requests.map((r) => webhook()(r)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(answers.map(outcomeOf));
    expect(outcomes.filter((o) => o === "reversed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(9);
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("failed");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);

    const other = await pendingPayout(50_000, 100);
    const mixed = await Promise.all([
      ...Array.from({ length: 3 }, () => payoutEvent({ ...other.local, status: "paid" }, "payout.paid")),
      ...Array.from({ length: 3 }, () => payoutEvent({ ...other.local, status: "failed" }, "payout.failed")),
    ]);
    await Promise.all(mixed.map((r) => webhook()(r)));
    expect(await reversalsOf(other.user.id)).toHaveLength(1);
    expect((await rowOf(btoa(`Transaction:${other.row.id}`))).state).toBe("failed");
    expect(await walletBalance(db(), other.user.id, "HKD")).toBe(50_000);
    expect(await books()).toEqual(BALANCED);
  });

  it("refuses an event whose amount differs from the payout's net, and ignores payouts not ours", async () => {
    const { user, row, local } = await pendingPayout(50_000, 100);
    const more = await webhook()(await payoutEvent({ ...local, amount: 10_000, status: "failed" }, "payout.failed"));
    expect(more.status).toBe(400);
    const stranger = await webhook()(
      await payoutEvent({ ...local, id: "po_local_not_ours", metadata: "{}", status: "failed" }, "payout.failed"),
    );
    expect([stranger.status, await outcomeOf(stranger)]).toEqual([200, "unknown"]);
    const other = await webhook()(await payoutEvent(local, "payout.created"));
    expect([other.status, await outcomeOf(other)]).toEqual([200, "ignored"]);
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("pending");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(40_000);
    expect(await books()).toEqual(BALANCED);
  });
});

describe("the local processor off loopback", () => {
  // its webhook secret is in the code: off this machine its events would pay anyone back
  const OFF = { LOCAL_CARD_PROCESSOR: "on", SITE_URL: "https://margins.example" };

  it("leaves payouts unavailable: connect and payout answer ACTION_FAILED, and nothing is opened or held", async () => {
    const fresh = await holder(0);
    const connected = await fresh.client.withVars(OFF).gql(CONNECT, { country: "HongKong" });
    expect(codeOf(connected)).toBe("ACTION_FAILED");
    expect(connected.errors?.[0]?.message).toMatch(/payout is unavailable/i);
    expect(await db().select().from(stripeAccounts).where(eq(stripeAccounts.userId, fresh.user.id))).toEqual([]);

    const { user, client } = await onboarded(50_000);
    client.withVars(OFF);
    expect(present((await client.gql<Account>(ACCOUNT)).data).viewer.wallet.stripeAccount).toBeNull();
    expect(codeOf(await payout(client, 100))).toBe("ACTION_FAILED");
    expect(await sentBy(user.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
  });

  it("takes no event signed with its secret (404), and its onboarding and dashboard do not run", async () => {
    const { user, row, local } = await pendingPayout(50_000, 100);
    const forged = await webhook(OFF)(await payoutEvent({ ...local, status: "failed" }, "payout.failed"));
    expect(forged.status).toBe(404);
    const offEnv = { ...env, ...OFF };
    await expect(
      settleLocalPayout(db(), offEnv, { ...delivery, payoutId: local.id, status: "failed" }),
    ).rejects.toThrow(/development only/);
    await expect(completeLocalOnboarding(db(), offEnv, { ...delivery, accountId: local.accountId })).rejects.toThrow(
      /development only/,
    );
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("pending");
    expect(await reversalsOf(user.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(40_000);
    expect(await books()).toEqual(BALANCED);
  });
});

describe("the local processor's dashboard", () => {
  it("pays and then fails a payout by its buttons, each event told once; refuses to run where Stripe keys are set", async () => {
    const { user, row, local } = await pendingPayout(50_000, 100);
    const settle = (status: "paid" | "failed") =>
      settleLocalPayout(db(), env, { ...delivery, payoutId: local.id, status });
    expect(await settle("paid")).toBe("paid");
    expect(await settle("paid")).toBe("unchanged");
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("succeeded");
    expect(await settle("failed")).toBe("failed");
    expect(await settle("failed")).toBe("unchanged");
    expect(await settle("paid")).toBe("unchanged");
    expect((await rowOf(btoa(`Transaction:${row.id}`))).state).toBe("failed");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
    await expect(
      settleLocalPayout(db(), { ...env, ...STRIPE_ENV }, { ...delivery, payoutId: local.id, status: "paid" }),
    ).rejects.toThrow(/development only/);
    await expect(
      completeLocalOnboarding(db(), { ...env, ...STRIPE_ENV }, { ...delivery, accountId: local.accountId }),
    ).rejects.toThrow(/development only/);
    expect(await books()).toEqual(BALANCED);
  });
});
