import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { reconcile, walletBalance } from "@/server/db/queries/ledger";
import { stripeAccountOf } from "@/server/db/queries/stripe-accounts";
import { putFeature } from "@/server/db/queries/system";
import { ledgerEntries, transactions } from "@/server/db/schema";
import { type Client, codeOf, createUser, db, paymentPasswordHash, present, signIn } from "../support/api";
import { answersOf, type StripePlatform, stripePlatform } from "../support/stripe-stand-in";

// The `stripe` provider end to end: the worker's real `stripe` client (fetch, as in production)
// sends its requests to the stand-in for Stripe's API (tests/support/stripe-server.ts), which
// answers them as Stripe does and signs its events with the platform's webhook secret; the
// events reach the worker's webhook, and the ledger must show what happened. Each test asserts
// what reached "Stripe" (path, key, idempotency key, account, parameters) and what the books say.

const PAYMENT_PASSWORD = "135790";
const SITE = present(env.SITE_URL);
const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };

const ADD = `mutation($amount: Float!, $key: String) {
  addCredit(input: { amount: $amount, idempotencyKey: $key }) { client_secret }
}`;
const CONNECT = `mutation($country: StripeAccountCountry!) { connectStripeAccount(input: { country: $country }) { redirectUrl } }`;
const ACCOUNT = `query { viewer { wallet { stripeAccount { id loginUrl } stripeAccountPending } } }`;
const PAYOUT = `mutation($amount: Float!, $password: String!) { payout(input: { amount: $amount, password: $password }) { id state } }`;

type Added = { addCredit: { client_secret: string } };
type Connected = { connectStripeAccount: { redirectUrl: string } };
type Account = {
  viewer: { wallet: { stripeAccount: { id: string; loginUrl: string } | null; stripeAccountPending: boolean } };
};

beforeEach(async () => {
  await putFeature(db(), "add_credit", "on", null);
  await putFeature(db(), "payout", "on", null);
});

/** Someone signed in, with a payment password, on a deployment whose Stripe is `stripe`. */
async function person(stripe: StripePlatform) {
  const user = await createUser({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
  const client = (await signIn(user.email as string)).withVars(stripe.vars);
  return { user, client };
}

const transactionBy = async (column: "providerRef" | "uid", value: string) =>
  present((await db().select().from(transactions).where(eq(transactions[column], value)))[0]);

const entriesOf = async (transactionId: number) =>
  (await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)))
    .map((e) => [e.account, e.amount])
    .sort();

const payoutsOf = (userId: number) =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.senderId, userId), eq(transactions.purpose, "payout")));

/** Stripe's available HKD balance: the platform's, or a connected account's. */
async function available(stripe: StripePlatform, account?: string) {
  const balance = await stripe.stripe.balance.retrieve({}, account ? { stripeAccount: account } : {});
  return balance.available.find((b) => b.currency === "hkd")?.amount;
}

/** A top-up of `amount` HKD paid with Stripe's test Visa: the wallet and the platform hold it. */
async function topUp(stripe: StripePlatform, client: Client, amount: number) {
  const added = await client.gql<Added>(ADD, { amount });
  expect(added.errors).toBeUndefined();
  const intent = present(present(added.data).addCredit.client_secret.split("_secret_")[0]);
  await stripe.stripe.paymentIntents.confirm(intent, { payment_method: "pm_card_visa" });
  expect(answersOf(await stripe.deliver())).toEqual([["payment_intent.succeeded", 200, "credited"]]);
  return intent;
}

/** connectStripeAccount, then the person completes Stripe's onboarding page, and its account.updated arrives. */
async function onboard(stripe: StripePlatform, client: Client) {
  const connected = await client.gql<Connected>(CONNECT, { country: "HongKong" });
  expect(connected.errors).toBeUndefined();
  const redirectUrl = present(connected.data).connectStripeAccount.redirectUrl;
  const back = await fetch(redirectUrl, { method: "POST", redirect: "manual" });
  expect([back.status, back.headers.get("location")]).toEqual([303, `${SITE}/me/wallet`]);
  expect(answersOf(await stripe.deliver())).toEqual([["account.updated", 200, "updated"]]);
  return redirectUrl;
}

describe("the stripe provider through the real client", () => {
  it("a top-up: the PaymentIntent is made through the client, and its signed succeeded event credits once", async () => {
    const stripe = await stripePlatform();
    const { user, client } = await person(stripe);
    const added = await client.gql<Added>(ADD, { amount: 250 });
    expect(added.errors).toBeUndefined();
    const clientSecret = present(added.data).addCredit.client_secret;
    const intent = present(clientSecret.split("_secret_")[0]);
    expect(intent).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    const row = await transactionBy("providerRef", intent);
    expect(row).toMatchObject({ provider: "stripe", purpose: "addCredit", state: "pending", amount: 25_000 });

    const requests = await stripe.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      authorization: `Bearer ${stripe.secretKey}`,
      contentType: "application/x-www-form-urlencoded",
      stripeVersion: Stripe.API_VERSION,
      stripeAccount: null,
      idempotencyKey: `addCredit:${row.uid}`,
      params: {
        amount: "25000",
        currency: "hkd",
        automatic_payment_methods: { enabled: "true" },
        metadata: { uid: row.uid, userId: String(user.id), purpose: "addCredit" },
      },
      status: 200,
      response: { id: intent, object: "payment_intent", client_secret: clientSecret },
    });

    // the payer's first card is declined, the second taken, as Stripe.js would confirm them
    await expect(
      stripe.stripe.paymentIntents.confirm(intent, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined", statusCode: 402 });
    expect(answersOf(await stripe.deliver())).toEqual([["payment_intent.payment_failed", 200, "failed"]]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);

    const confirmed = await stripe.stripe.paymentIntents.confirm(intent, { payment_method: "pm_card_visa" });
    expect(confirmed.status).toBe("succeeded");
    const delivered = await stripe.deliver();
    expect(answersOf(delivered)).toEqual([["payment_intent.succeeded", 200, "credited"]]);
    // Stripe delivers again when it did not hear back in time: nothing more is credited
    const again = await stripe.redeliver(present(delivered[0]).delivery);
    expect([again.status, again.outcome]).toEqual([200, "applied"]);

    expect((await transactionBy("providerRef", intent)).state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(25_000);
    expect(await entriesOf(row.id)).toEqual([
      ["processor", -25_000],
      [`user:${user.id}`, 25_000],
    ]);
    expect(await available(stripe)).toBe(25_000);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("a repeated top-up with its idempotency key answers the same intent, read back through the client", async () => {
    const stripe = await stripePlatform();
    const { client } = await person(stripe);
    const key = crypto.randomUUID();
    const first = await client.gql<Added>(ADD, { amount: 80, key });
    const again = await client.gql<Added>(ADD, { amount: 80, key });
    expect([first.errors, again.errors]).toEqual([undefined, undefined]);
    const secret = present(first.data).addCredit.client_secret;
    expect(present(again.data).addCredit.client_secret).toBe(secret);
    const intent = present(secret.split("_secret_")[0]);
    expect((await stripe.requests()).map((r) => [r.method, r.path, r.status])).toEqual([
      ["POST", "/v1/payment_intents", 200],
      ["GET", `/v1/payment_intents/${intent}`, 200],
    ]);
  });

  it("a payout: the Connect account, its links, the transfer and the payout through the client, then payout.paid", async () => {
    const stripe = await stripePlatform();
    const { user, client } = await person(stripe);
    await topUp(stripe, client, 500);
    const before = (await stripe.requests()).length;

    const redirectUrl = await onboard(stripe, client);
    const account = present(await stripeAccountOf(db(), user.id));
    expect(account).toMatchObject({ provider: "stripe", country: "HK", payoutsEnabled: true });
    expect(redirectUrl).toMatch(new RegExp(`^${stripe.server}/express/onboarding/[0-9a-f]+$`));
    const wallet = present((await client.gql<Account>(ACCOUNT)).data).viewer.wallet;
    expect(wallet).toEqual({
      stripeAccount: { id: account.accountId, loginUrl: `${stripe.server}/express/${account.accountId}` },
      stripeAccountPending: false,
    });

    const paid = await client.gql<{ payout: { id: string; state: string } }>(PAYOUT, {
      amount: 200,
      password: PAYMENT_PASSWORD,
    });
    expect(paid.errors).toBeUndefined();
    expect(present(paid.data).payout.state).toBe("pending");
    const [payout] = await payoutsOf(user.id);
    const sent = present(payout);
    expect(sent).toMatchObject({ provider: "stripe", state: "pending", amount: 20_000, fee: 600 });
    expect(sent.providerRef).toMatch(/^po_/);

    const metadata = { uid: sent.uid, userId: String(user.id), purpose: "payout" };
    const made = (await stripe.requests()).slice(before);
    expect(made.map((r) => [r.method, r.path, r.status])).toEqual([
      ["POST", "/v1/accounts", 200],
      ["POST", "/v1/account_links", 200],
      ["POST", `/v1/accounts/${account.accountId}/login_links`, 200],
      ["POST", "/v1/transfers", 200],
      ["POST", "/v1/payouts", 200],
    ]);
    const [opened, link, , transfer, bankPayout] = made;
    expect(opened).toMatchObject({
      idempotencyKey: `connect:${user.id}`,
      params: {
        type: "express",
        country: "HK",
        email: user.email,
        capabilities: { transfers: { requested: "true" } },
        settings: { payouts: { schedule: { interval: "manual" } } },
        metadata: { userId: String(user.id) },
      },
      response: { id: account.accountId, object: "account" },
    });
    expect(link?.params).toEqual({
      account: account.accountId,
      type: "account_onboarding",
      return_url: `${SITE}/me/wallet`,
      refresh_url: `${SITE}/me/wallet`,
    });
    expect(transfer).toMatchObject({
      stripeAccount: null,
      idempotencyKey: `payout-transfer:${sent.uid}`,
      params: { amount: "19400", currency: "hkd", destination: account.accountId, metadata },
    });
    expect(bankPayout).toMatchObject({
      stripeAccount: account.accountId,
      idempotencyKey: `payout:${sent.uid}`,
      params: { amount: "19400", currency: "hkd", metadata },
      response: { id: sent.providerRef, object: "payout", status: "pending" },
    });
    expect(await entriesOf(sent.id)).toEqual([
      ["fees", 600],
      ["payout", 19_400],
      [`user:${user.id}`, -20_000],
    ]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(30_000);
    expect([await available(stripe), await available(stripe, account.accountId)]).toEqual([30_600, 0]);

    // the bank pays; Stripe tells the site on the connected account's behalf
    await stripe.control(`payouts/${sent.providerRef}/paid`);
    expect(answersOf(await stripe.deliver())).toEqual([["payout.paid", 200, "paid"]]);
    expect((await transactionBy("uid", sent.uid)).state).toBe("succeeded");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(30_000);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("a reversal: Stripe refuses the payout, the client takes the transfer back, and the wallet has it all again", async () => {
    const stripe = await stripePlatform();
    const { user, client } = await person(stripe);
    await topUp(stripe, client, 500);
    await onboard(stripe, client);
    const account = present(await stripeAccountOf(db(), user.id)).accountId;
    // Stripe stops the account's payouts (its requirements fell due); the site has not heard yet
    await stripe.control(`accounts/${account}/disable-payouts`);
    const before = (await stripe.requests()).length;

    const result = await client.gql(PAYOUT, { amount: 150, password: PAYMENT_PASSWORD });
    expect(codeOf(result)).toBe("ACTION_FAILED");
    expect(result.errors?.[0]?.message).toMatch(/back in your wallet/);

    const sent = present((await payoutsOf(user.id))[0]);
    const made = (await stripe.requests()).slice(before);
    const [transfer, refused, reversal] = made;
    const transferId = (present(transfer).response as { id: string }).id;
    expect(made.map((r) => [r.method, r.path, r.status])).toEqual([
      ["POST", "/v1/transfers", 200],
      ["POST", "/v1/payouts", 400],
      ["POST", `/v1/transfers/${transferId}/reversals`, 200],
    ]);
    expect(transfer?.params).toMatchObject({ amount: "14550", destination: account });
    expect(refused).toMatchObject({
      stripeAccount: account,
      response: { error: { type: "invalid_request_error", code: "payouts_not_allowed" } },
    });
    expect(reversal).toMatchObject({
      stripeAccount: null,
      idempotencyKey: `payout-transfer-reversal:${sent.uid}`,
      response: { object: "transfer_reversal", amount: 14_550, transfer: transferId },
    });
    // the money is back on the platform at Stripe, and in the wallet here
    expect([await available(stripe), await available(stripe, account)]).toEqual([50_000, 0]);
    expect(sent).toMatchObject({ state: "failed", providerRef: null });
    const reversed = await transactionBy("uid", `${sent.uid}:reversal`);
    expect(reversed).toMatchObject({ purpose: "payoutReversal", state: "succeeded", amount: 15_000 });
    expect(await entriesOf(reversed.id)).toEqual([
      ["fees", -450],
      ["payout", -14_550],
      [`user:${user.id}`, 15_000],
    ]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(50_000);
    expect(await reconcile(db())).toEqual(BALANCED);

    // Stripe's account.updated arrives: the wallet no longer offers the payout account
    expect(answersOf(await stripe.deliver())).toEqual([["account.updated", 200, "updated"]]);
    expect(present((await client.gql<Account>(ACCOUNT)).data).viewer.wallet.stripeAccount).toBeNull();
  });
});
