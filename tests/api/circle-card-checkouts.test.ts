import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import {
  circleMembers,
  circlePrices,
  circles,
  features,
  localPaymentIntents,
  localSubscriptions,
  processorCustomers,
  transactions,
} from "@/server/db/schema";
import { chargeLocal, LOCAL_TEST_CARDS } from "@/server/payments/local";
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

// Unpaid card checkouts (issue 34's card subscriptions, `incomplete` until the first invoice is
// paid): while the processor would still take the payment (Stripe: 23 hours) one holds one of
// the 20 places, since paying it makes a member without asking again; subscribing to the same
// circle again, by card or from the wallet, replaces it and cancels its subscription at the
// processor, whose checkout can then no longer take the card.

const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };
const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";
const PAYMENT_PASSWORD = "246801";
const HOUR = 3_600_000;

const SUBSCRIBE = `mutation($input: SubscribeCircleInput!) {
  subscribeCircle(input: $input) { client_secret circle { id isMember } }
}`;
const INVITE = `mutation($input: InviteCircleInput!) { invite(input: $input) { id state } }`;
type Subscribed = { subscribeCircle: { client_secret: string | null; circle: { isMember: boolean } } };

const delivery = {
  webhookUrl: WEBHOOK,
  deliver: (request: Request) => handlePaymentWebhook(request, env),
};

let seq = 0;
async function makeCircle(amount = 20) {
  const owner = await createUser();
  const name = `c${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Checkout" }).returning();
  const row = present(circle);
  const [price] = await db().insert(circlePrices).values({ circleId: row.id, amount, currency: "HKD" }).returning();
  return { owner, circle: row, price: present(price), gid: btoa(`Circle:${row.id}`) };
}

async function reader() {
  const user = await createUser({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
  return { user, client: await signIn(present(user.email)) };
}

const byCard = (client: Client, id: string): Promise<GqlResult<Subscribed>> =>
  client.gql<Subscribed>(SUBSCRIBE, { input: { id } });

const secretOf = (result: GqlResult<Subscribed>) => present(present(result.data).subscribeCircle.client_secret);

/** `count` paid memberships of other circles, as the wallet's subscriptions leave them. */
async function memberOf(userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const { circle, price } = await makeCircle();
    await db()
      .insert(circleMembers)
      .values({
        circleId: circle.id,
        userId,
        state: "active",
        priceId: price.id,
        method: "wallet",
        periodEnd: Date.now() + 20 * 24 * HOUR,
      });
  }
}

const memberRow = async (circleId: number, userId: number) =>
  present(
    (
      await db()
        .select()
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    )[0],
  );

const localSub = async (id: string) =>
  present((await db().select().from(localSubscriptions).where(eq(localSubscriptions.id, id)))[0]);

const splitsOf = (circleId: number) =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.targetType, "Circle"), eq(transactions.targetId, circleId)));

beforeEach(async () => {
  await db()
    .insert(features)
    .values({ name: "circle_interact", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
});

describe("an unpaid card checkout and the 20 places", () => {
  it("holds a place while it can be paid: of two checkouts sent at once by a reader holding 19 circles, one opens", async () => {
    const { user, client } = await reader();
    await memberOf(user.id, 19);
    const [a, b] = [await makeCircle(), await makeCircle()];
    const results = await Promise.all([byCard(client, a.gid), byCard(client, b.gid)]);
    expect(results.map((r) => (r.errors ? codeOf(r) : "opened")).sort()).toEqual(["ACTION_LIMIT_EXCEEDED", "opened"]);
    // the refused one's subscription was canceled at the processor, not left to be paid
    const subs = await db()
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customer, await customerOf(user.id)));
    expect(subs.map((s) => s.status).sort()).toEqual(["canceled", "incomplete"]);
    // a 21st by the wallet is refused too, the unpaid checkout counted
    const c = await makeCircle();
    const wallet = await client.gql<Subscribed>(SUBSCRIBE, { input: { id: c.gid, password: PAYMENT_PASSWORD } });
    expect(codeOf(wallet)).toBe("ACTION_LIMIT_EXCEEDED");
  });

  it("holds none once it can no longer be paid (23 hours): its checkout refuses the card and the processor ends it", async () => {
    const { user, client } = await reader();
    await memberOf(user.id, 19);
    const a = await makeCircle();
    const secret = secretOf(await byCard(client, a.gid));
    const sub = present((await memberRow(a.circle.id, user.id)).processorSubscriptionId);
    const b = await makeCircle();
    expect(codeOf(await byCard(client, b.gid))).toBe("ACTION_LIMIT_EXCEEDED");
    // a day later
    const dayAgo = Date.now() - 24 * HOUR;
    await db()
      .update(circleMembers)
      .set({ createdAt: dayAgo })
      .where(and(eq(circleMembers.circleId, a.circle.id), eq(circleMembers.userId, user.id)));
    await db()
      .update(localPaymentIntents)
      .set({ createdAt: dayAgo })
      .where(eq(localPaymentIntents.id, present(secret.split("_secret_")[0])));
    expect((await byCard(client, b.gid)).errors).toBeUndefined();
    expect(
      await chargeLocal(db(), env, { clientSecret: secret, step: { card: LOCAL_TEST_CARDS.succeeds }, ...delivery }),
    ).toBe("not_found");
    expect((await localSub(sub)).status).toBe("canceled");
    expect(await memberRow(a.circle.id, user.id)).toMatchObject({ state: "canceled" });
    expect(await splitsOf(a.circle.id)).toEqual([]);
  });
});

describe("subscribing again over an unpaid card checkout", () => {
  it("by card replaces it: the first checkout's subscription canceled and its card refused, the second paid", async () => {
    const { owner, circle, gid } = await makeCircle(30);
    const { user, client } = await reader();
    const first = secretOf(await byCard(client, gid));
    const firstSub = present((await memberRow(circle.id, user.id)).processorSubscriptionId);
    const second = secretOf(await byCard(client, gid));
    const secondSub = present((await memberRow(circle.id, user.id)).processorSubscriptionId);
    expect(second).not.toBe(first);
    expect(secondSub).not.toBe(firstSub);
    expect((await localSub(firstSub)).status).toBe("canceled");

    const card = { card: LOCAL_TEST_CARDS.succeeds };
    expect(await chargeLocal(db(), env, { clientSecret: first, step: card, ...delivery })).toBe("not_found");
    expect(await memberRow(circle.id, user.id)).toMatchObject({
      state: "incomplete",
      processorSubscriptionId: secondSub,
    });
    expect(await splitsOf(circle.id)).toEqual([]);

    expect(await chargeLocal(db(), env, { clientSecret: second, step: card, ...delivery })).toBe("succeeded");
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", processorSubscriptionId: secondSub });
    expect((await splitsOf(circle.id)).map((s) => [s.amount, s.recipientId])).toEqual([[3000, owner.id]]);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("from the wallet replaces it: the month paid from the wallet, the checkout's subscription canceled", async () => {
    const { owner, circle, gid } = await makeCircle(30);
    const { user, client } = await reader();
    await topUp(user.id, 5_000);
    const secret = secretOf(await byCard(client, gid));
    const sub = present((await memberRow(circle.id, user.id)).processorSubscriptionId);
    const paid = await client.gql<Subscribed>(SUBSCRIBE, { input: { id: gid, password: PAYMENT_PASSWORD } });
    expect(paid.errors).toBeUndefined();
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", method: "wallet" });
    expect((await localSub(sub)).status).toBe("canceled");
    expect(
      await chargeLocal(db(), env, { clientSecret: secret, step: { card: LOCAL_TEST_CARDS.succeeds }, ...delivery }),
    ).toBe("not_found");
    expect((await splitsOf(circle.id)).map((s) => [s.amount, s.recipientId])).toEqual([[3000, owner.id]]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(2_000);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("an invitation accepted replaces it: a free trial, the checkout's subscription canceled and its card refused", async () => {
    const { owner, circle, gid } = await makeCircle(30);
    const { user, client } = await reader();
    const secret = secretOf(await byCard(client, gid));
    const sub = present((await memberRow(circle.id, user.id)).processorSubscriptionId);
    const ownerClient = await signIn(present(owner.email));
    const invited = await ownerClient.gql(INVITE, {
      input: { circleId: gid, invitees: [{ id: btoa(`User:${user.id}`) }], freePeriod: 30 },
    });
    expect(invited.errors).toBeUndefined();
    const accepted = await byCard(client, gid);
    expect(accepted.errors).toBeUndefined();
    expect(present(accepted.data).subscribeCircle).toMatchObject({ client_secret: null, circle: { isMember: true } });
    expect(await memberRow(circle.id, user.id)).toMatchObject({
      state: "trialing",
      method: "wallet",
      processorSubscriptionId: null,
    });
    expect((await localSub(sub)).status).toBe("canceled");
    expect(
      await chargeLocal(db(), env, { clientSecret: secret, step: { card: LOCAL_TEST_CARDS.succeeds }, ...delivery }),
    ).toBe("not_found");
    expect(await splitsOf(circle.id)).toEqual([]);
  });
});

async function customerOf(userId: number) {
  const [row] = await db().select().from(processorCustomers).where(eq(processorCustomers.userId, userId));
  return present(row).customerId;
}

async function topUp(userId: number, cents: number) {
  const row = {
    uid: crypto.randomUUID(),
    recipientId: userId,
    amount: cents,
    currency: "HKD" as const,
    purpose: "addCredit" as const,
  };
  await runBatch(
    db(),
    recordStatements(db(), row, [
      { account: "processor", amount: -cents },
      { account: userAccount(userId), amount: cents },
    ]),
  );
}
