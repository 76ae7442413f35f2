import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { renewCircleSubscriptions } from "@/server/api/services/circle-renewals";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import { reconcile, walletBalance } from "@/server/db/queries/ledger";
import {
  circleMembers,
  circlePrices,
  circles,
  features,
  localSubscriptions,
  notices,
  transactions,
} from "@/server/db/schema";
import { chargeLocal, LOCAL_TEST_CARDS } from "@/server/payments/local";
import { billLocalSubscription } from "@/server/payments/local-subscriptions";
import { signPayload } from "@/server/payments/provider";
import { type Client, codeOf, createUser, db, type GqlResult, present, signIn } from "../support/api";
import { answersOf, stripePlatform } from "../support/stripe-stand-in";

// Circle subscriptions paid by card (issue 34), below the browser: subscribeCircle without a
// password opens a subscription at the local card processor, whose checkout and billing deliver
// Stripe's signed events to the real webhook: the first invoice paid makes the member and the
// month's split, a replayed event changes nothing, a renewal's invoice pays the next month, a
// declined renewal leaves the member past_due, a deleted subscription takes them out, and the
// books stay balanced through all of it.

const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };
const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";

const SUBSCRIBE = `mutation($input: SubscribeCircleInput!) {
  subscribeCircle(input: $input) { client_secret circle { id isMember } }
}`;
const UNSUBSCRIBE = `mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id isMember } }`;
const IS_MEMBER = `query($name: String!) { circle(input: { name: $name }) { isMember } }`;

type Subscribed = { subscribeCircle: { client_secret: string | null; circle: { id: string; isMember: boolean } } };

/** Every request the processor delivered to the webhook, and what the webhook answered. */
type Sent = { type: string; body: string; status: number; outcome: string | undefined };

function webhook() {
  const sent: Sent[] = [];
  const deliver = async (request: Request) => {
    const body = await request.clone().text();
    const response = await handlePaymentWebhook(request, env);
    const answer = (await response.clone().json()) as { outcome?: string };
    sent.push({
      type: (JSON.parse(body) as { type: string }).type,
      body,
      status: response.status,
      outcome: answer.outcome,
    });
    return response;
  };
  return { sent, delivery: { webhookUrl: WEBHOOK, deliver } };
}

let seq = 0;
async function makeCircle(amount = 30) {
  const owner = await createUser();
  const name = `k${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Cards" }).returning();
  const row = present(circle);
  await db().insert(circlePrices).values({ circleId: row.id, amount, currency: "HKD" });
  return { owner, circle: row, gid: btoa(`Circle:${row.id}`) };
}

async function reader() {
  const user = await createUser();
  return { user, client: await signIn(present(user.email)) };
}

const subscribe = (client: Client, id: string, extra: Record<string, unknown> = {}): Promise<GqlResult<Subscribed>> =>
  client.gql<Subscribed>(SUBSCRIBE, { input: { id, ...extra } });

const memberRow = async (circleId: number, userId: number) =>
  present(
    (
      await db()
        .select()
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    )[0],
  );

const splitsOf = (circleId: number) =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.targetType, "Circle"), eq(transactions.targetId, circleId)));

/** The owner's notices of new subscribers: one per membership begun, however often its invoice arrives. */
const subscriberNotices = (ownerId: number) =>
  db()
    .select({ targetId: notices.targetId })
    .from(notices)
    .where(and(eq(notices.recipientId, ownerId), eq(notices.type, "CircleNewSubscriber")));

const isMember = async (client: Client, name: string) =>
  present((await client.gql<{ circle: { isMember: boolean } }>(IS_MEMBER, { name })).data).circle.isMember;

/** A reader who subscribed by card and paid the first invoice on the checkout with 4242…. */
async function paidMember(amount = 30) {
  const made = await makeCircle(amount);
  const { user, client } = await reader();
  const result = await subscribe(client, made.gid);
  expect(result.errors).toBeUndefined();
  const secret = present(present(result.data).subscribeCircle.client_secret);
  const hook = webhook();
  const outcome = await chargeLocal(db(), env, {
    clientSecret: secret,
    step: { card: LOCAL_TEST_CARDS.succeeds },
    ...hook.delivery,
  });
  expect(outcome).toBe("succeeded");
  const member = await memberRow(made.circle.id, user.id);
  return { ...made, user, client, secret, hook, member, subscriptionId: present(member.processorSubscriptionId) };
}

beforeEach(async () => {
  await db()
    .insert(features)
    .values({ name: "circle_interact", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
});

describe("subscribeCircle by card", () => {
  it("answers the first invoice's client secret and is no member until it is paid", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader();
    const result = await subscribe(client, gid);
    expect(result.errors).toBeUndefined();
    const answer = present(result.data).subscribeCircle;
    expect(answer.client_secret).toMatch(/^pi_local_\w+_secret_\w+$/);
    expect(answer.circle.isMember).toBe(false);
    const member = await memberRow(circle.id, user.id);
    expect(member).toMatchObject({ state: "incomplete", method: "card" });
    expect(member.processorSubscriptionId).toMatch(/^sub_local_/);
    expect(await splitsOf(circle.id)).toEqual([]);
    expect(await isMember(client, circle.name)).toBe(false);
  });

  it("the first invoice paid at checkout makes the reader a member for the invoice's period and pays the owner through the ledger", async () => {
    const { owner, circle, user, client, hook, member, subscriptionId } = await paidMember(30);
    expect(hook.sent.map((s) => [s.type, s.status, s.outcome])).toEqual([
      ["payment_intent.succeeded", 200, "unknown"],
      ["invoice.payment_succeeded", 200, "paid"],
      ["customer.subscription.updated", 200, "applied"],
    ]);
    const sub = present(
      (await db().select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId)))[0],
    );
    expect(member).toMatchObject({ state: "active", method: "card", periodEnd: sub.currentPeriodEnd * 1000 });
    expect(member.periodEnd).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await isMember(client, circle.name)).toBe(true);

    const splits = await splitsOf(circle.id);
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({
      purpose: "subscriptionSplit",
      state: "succeeded",
      senderId: user.id,
      recipientId: owner.id,
      amount: 3000,
      currency: "HKD",
    });
    // the card's money entered the subscriber's wallet and left it for the owner's
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(3000);
    expect(await reconcile(db())).toEqual(BALANCED);
    // the owner hears of the new subscriber once the first month is paid, not before
    expect(await subscriberNotices(owner.id)).toEqual([{ targetId: circle.id }]);
  });

  it("a replayed invoice event, or the same one delivered twice at once, changes nothing", async () => {
    const { owner, circle, hook, member } = await paidMember();
    const paid = present(hook.sent.find((s) => s.type === "invoice.payment_succeeded"));
    const again = async () =>
      handlePaymentWebhook(
        new Request(WEBHOOK, {
          method: "POST",
          headers: { "stripe-signature": await signPayload(paid.body, "whsec_local_development_only") },
          body: paid.body,
        }),
        env,
      ).then((r) => r.json() as Promise<{ outcome: string }>);
    const answers = await Promise.all([again(), again(), again()]);
    expect(answers.map((a) => a.outcome)).toEqual(["applied", "applied", "applied"]);
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(3000);
    expect((await memberRow(circle.id, member.userId)).periodEnd).toBe(member.periodEnd);
    expect(await subscriberNotices(owner.id)).toHaveLength(1);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("a renewal's invoice, billed to the saved card, pays the next month and moves the period on", async () => {
    const { owner, circle, user, member, subscriptionId } = await paidMember(30);
    const hook = webhook();
    expect(await billLocalSubscription(db(), env, { subscriptionId, ...hook.delivery })).toBe("paid");
    expect(hook.sent.map((s) => [s.type, s.outcome])).toEqual([
      ["invoice.payment_succeeded", "paid"],
      ["customer.subscription.updated", "applied"],
    ]);
    const renewed = await memberRow(circle.id, user.id);
    expect(renewed.state).toBe("active");
    expect(renewed.periodEnd).toBeGreaterThan(member.periodEnd + 27 * 86_400_000);
    expect(await splitsOf(circle.id)).toHaveLength(2);
    // a renewal is no new subscriber
    expect(await subscriberNotices(owner.id)).toHaveLength(1);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(6000);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("the wallet's renewal job leaves a card member to the processor, even with money in the wallet", async () => {
    const { owner, circle, user, member } = await paidMember();
    await renewCircleSubscriptions(env, member.periodEnd + 60_000);
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", periodEnd: member.periodEnd });
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(3000);
  });

  it("a declined renewal leaves the member past_due, no longer a member, and moves no money", async () => {
    const { owner, circle, user, client, subscriptionId } = await paidMember();
    const hook = webhook();
    const outcome = await billLocalSubscription(db(), env, {
      subscriptionId,
      card: LOCAL_TEST_CARDS.declined,
      ...hook.delivery,
    });
    expect(outcome).toBe("failed");
    expect(hook.sent.map((s) => [s.type, s.outcome])).toContainEqual(["invoice.payment_failed", "past_due"]);
    expect((await memberRow(circle.id, user.id)).state).toBe("past_due");
    expect(await isMember(client, circle.name)).toBe(false);
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(3000);
    expect(await reconcile(db())).toEqual(BALANCED);

    // unsubscribing then ends it at once, at the processor too: the unpaid invoice is not retried
    const left = await client.gql(UNSUBSCRIBE, { id: btoa(`Circle:${circle.id}`) });
    expect(left.errors).toBeUndefined();
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    const sub = present(
      (await db().select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId)))[0],
    );
    expect(sub.status).toBe("canceled");
    expect(await billLocalSubscription(db(), env, { subscriptionId, ...webhook().delivery })).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(1);
  });

  it("unsubscribing cancels at the period's end at the processor; the subscription's deletion then takes the member out", async () => {
    const { circle, gid, user, client, subscriptionId } = await paidMember();
    const left = await client.gql(UNSUBSCRIBE, { id: gid });
    expect(left.errors).toBeUndefined();
    const sub = present(
      (await db().select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId)))[0],
    );
    expect(sub.cancelAtPeriodEnd).toBe(true);
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", cancelAtPeriodEnd: true });
    expect(await isMember(client, circle.name)).toBe(true);

    const hook = webhook();
    expect(await billLocalSubscription(db(), env, { subscriptionId, ...hook.delivery })).toBe("canceled");
    expect(hook.sent.map((s) => [s.type, s.outcome])).toEqual([["customer.subscription.deleted", "ended"]]);
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await isMember(client, circle.name)).toBe(false);
    // no money after the last paid month
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("refuses an event signed with another secret, and changes nothing", async () => {
    const made = await makeCircle();
    const { user, client } = await reader();
    const secret = present(present((await subscribe(client, made.gid)).data).subscribeCircle.client_secret);
    // the processor delivers the invoice, then an impostor replays it under its own signature
    const recorded = webhook();
    const refused: Sent[] = [];
    await chargeLocal(db(), env, {
      clientSecret: secret,
      step: { card: LOCAL_TEST_CARDS.succeeds },
      webhookUrl: WEBHOOK,
      deliver: async (request) => {
        const body = await request.clone().text();
        if (!body.includes('"invoice.payment_succeeded"')) return recorded.delivery.deliver(request);
        const forged = await handlePaymentWebhook(
          new Request(WEBHOOK, {
            method: "POST",
            headers: { "stripe-signature": await signPayload(body, "whsec_someone_else") },
            body,
          }),
          env,
        );
        refused.push({ type: "invoice.payment_succeeded", body, status: forged.status, outcome: undefined });
        // what the processor itself then gets: a refusal
        return forged;
      },
    }).catch(() => undefined);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400]);
    expect((await memberRow(made.circle.id, user.id)).state).toBe("incomplete");
    expect(await splitsOf(made.circle.id)).toEqual([]);
  });

  it("a member cannot subscribe again by card (DUPLICATE_CIRCLE_SUBSCRIPTION); an unpaid checkout can be opened again", async () => {
    const { gid, client } = await paidMember();
    expect(codeOf(await subscribe(client, gid))).toBe("DUPLICATE_CIRCLE_SUBSCRIPTION");

    const other = await makeCircle();
    const { user, client: second } = await reader();
    const first = present(present((await subscribe(second, other.gid)).data).subscribeCircle.client_secret);
    const retried = present(present((await subscribe(second, other.gid)).data).subscribeCircle.client_secret);
    expect(retried).not.toBe(first);
    const member = await memberRow(other.circle.id, user.id);
    expect(member.state).toBe("incomplete");
    // the same idempotency key answers the same checkout
    const keyed = await Promise.all([
      subscribe(second, other.gid, { idempotencyKey: "k-1" }),
      subscribe(second, other.gid, { idempotencyKey: "k-1" }),
    ]);
    const secrets = keyed.map((r) => present(r.data).subscribeCircle.client_secret);
    expect(secrets[0]).toBe(secrets[1]);
  });
});

describe("subscribeCircle by card through Stripe's library (against the stand-in for Stripe's API)", () => {
  it("makes the customer, the monthly Price and a default_incomplete subscription with idempotency keys; the invoice paid makes the member; unsubscribing cancels at period end; the deletion ends it", async () => {
    const stripe = await stripePlatform();
    const { owner, circle, gid } = await makeCircle(25);
    const { user, client } = await reader();
    client.withVars(stripe.vars);

    const opened = await subscribe(client, gid, { idempotencyKey: "card-1" });
    expect(opened.errors).toBeUndefined();
    const secret = present(present(opened.data).subscribeCircle.client_secret);
    expect(secret).toMatch(/^pi_\w+_secret_\w+$/);
    const sent = (await stripe.requests()).map((r) => ({
      path: r.path,
      key: r.idempotencyKey,
      params: r.params,
      status: r.status,
    }));
    expect(sent).toEqual([
      {
        path: "/v1/customers",
        key: `customer:${user.id}`,
        params: { email: user.email, metadata: { userId: String(user.id) } },
        status: 200,
      },
      {
        path: "/v1/prices",
        key: expect.stringMatching(/^circle-price:\d+$/),
        params: {
          currency: "hkd",
          unit_amount: "2500",
          recurring: { interval: "month" },
          product_data: { name: "Cards" },
          metadata: { circleId: String(circle.id), priceId: expect.any(String) },
        },
        status: 200,
      },
      {
        path: "/v1/subscriptions",
        key: `circle-subscription:${user.id}:card-1`,
        params: expect.objectContaining({
          customer: expect.stringMatching(/^cus_/),
          items: { "0": { price: expect.stringMatching(/^price_/) } },
          payment_behavior: "default_incomplete",
          expand: { "0": "latest_invoice.confirmation_secret" },
        }),
        status: 200,
      },
    ]);
    const member = await memberRow(circle.id, user.id);
    expect(member).toMatchObject({ state: "incomplete", method: "card" });
    expect(member.processorSubscriptionId).toMatch(/^sub_/);
    // the subscription's creation tells nothing yet
    expect(answersOf(await stripe.deliver())).toEqual([["customer.subscription.created", 200, "ignored"]]);

    // the payer confirms the invoice's payment on Stripe's card form
    await stripe.stripe.paymentIntents.confirm(present(secret.split("_secret_")[0]), {
      payment_method: "pm_card_visa",
    });
    expect(answersOf(await stripe.deliver())).toEqual([
      ["payment_intent.succeeded", 200, "unknown"],
      ["invoice.paid", 200, "ignored"],
      ["invoice.payment_succeeded", 200, "paid"],
      ["customer.subscription.updated", 200, "applied"],
    ]);
    expect((await memberRow(circle.id, user.id)).state).toBe("active");
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(2500);

    // the next period, charged to the saved card
    const subscriptionId = present(member.processorSubscriptionId);
    await stripe.control(`subscriptions/${subscriptionId}/renew`);
    expect(answersOf(await stripe.deliver())).toContainEqual(["invoice.payment_succeeded", 200, "paid"]);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(5000);

    const left = await client.gql(UNSUBSCRIBE, { id: gid });
    expect(left.errors).toBeUndefined();
    const cancel = (await stripe.requests()).at(-1);
    expect(cancel).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      params: { cancel_at_period_end: "true" },
    });
    expect(answersOf(await stripe.deliver())).toEqual([["customer.subscription.updated", 200, "applied"]]);
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", cancelAtPeriodEnd: true });

    await stripe.control(`subscriptions/${subscriptionId}/renew`);
    expect(answersOf(await stripe.deliver())).toEqual([["customer.subscription.deleted", 200, "ended"]]);
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(2);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("a renewal Stripe declines leaves the member past_due; unsubscribing then cancels the subscription at once", async () => {
    const stripe = await stripePlatform();
    const { circle, gid } = await makeCircle(20);
    const { user, client } = await reader();
    client.withVars(stripe.vars);
    const secret = present(present((await subscribe(client, gid)).data).subscribeCircle.client_secret);
    await stripe.stripe.paymentIntents.confirm(present(secret.split("_secret_")[0]), {
      payment_method: "pm_card_visa",
    });
    await stripe.deliver();
    const subscriptionId = present((await memberRow(circle.id, user.id)).processorSubscriptionId);

    await stripe.control(`subscriptions/${subscriptionId}/renew`, { paymentMethod: "pm_card_chargeDeclined" });
    expect(answersOf(await stripe.deliver())).toEqual([
      ["payment_intent.payment_failed", 200, "unknown"],
      ["invoice.payment_failed", 200, "past_due"],
      ["customer.subscription.updated", 200, "applied"],
    ]);
    expect((await memberRow(circle.id, user.id)).state).toBe("past_due");

    expect((await client.gql(UNSUBSCRIBE, { id: gid })).errors).toBeUndefined();
    expect((await stripe.requests()).at(-1)).toMatchObject({
      method: "DELETE",
      path: `/v1/subscriptions/${subscriptionId}`,
      status: 200,
    });
    expect(answersOf(await stripe.deliver())).toEqual([["customer.subscription.deleted", 200, "applied"]]);
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await reconcile(db())).toEqual(BALANCED);
  });
});
