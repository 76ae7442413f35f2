import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hongKongDay } from "@/lib/money/amounts";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import { CIRCLE_PAST_DUE_GRACE_MS, renewCircleSubscriptions } from "@/server/api/services/circle-renewals";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import {
  blocks,
  circleMembers,
  circlePrices,
  circles,
  dailyPayments,
  features,
  transactions,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, paymentPasswordHash, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// Circles, part two (issue 34): subscribing from the wallet with the payment password, the first
// month charged at once through the ledger, unsubscribing, and the renewal job: each rule and
// refusal, the 20-circle limit and DUPLICATE under simultaneous requests, renewals charged once
// however many runs meet, and the books balanced after all of it.

const PAYMENT_PASSWORD = "135790";
const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };
const DAY = 86_400_000;

const SUBSCRIBE = `mutation($input: SubscribeCircleInput!) {
  subscribeCircle(input: $input) { client_secret circle { id isMember memberUntil } }
}`;
const UNSUBSCRIBE = `mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id isMember memberUntil } }`;
const READ = graphql(`
  query CircleSubscriptionsRead($name: String!) {
    circle(input: { name: $name }) {
      isMember
      memberUntil
      prices {
        amount
        currency
      }
      members(input: { first: 10 }) {
        totalCount
        edges {
          node {
            user {
              userName
            }
            price {
              amount
            }
          }
        }
      }
    }
    viewer {
      subscribedCircles(input: { first: 30 }) {
        totalCount
        edges {
          node {
            name
          }
        }
      }
      wallet {
        balance {
          HKD
        }
        transactions(input: { first: 10 }) {
          edges {
            node {
              purpose
              state
              amount
              currency
              sender {
                userName
              }
              recipient {
                userName
              }
              target {
                __typename
                ... on Circle {
                  name
                }
              }
            }
          }
        }
      }
    }
  }
`);

type Subscribed = { subscribeCircle: { client_secret: string | null; circle: { id: string; isMember: boolean } } };

async function setFeature(name: "circle_interact", enabled: boolean) {
  await db()
    .insert(features)
    .values({ name, flag: enabled ? "on" : "off" })
    .onConflictDoUpdate({ target: features.name, set: { flag: enabled ? "on" : "off" } });
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

let seq = 0;
/** An active circle of a new owner, priced `amount` HKD a month, written as putCircle writes it. */
async function makeCircle(amount = 20) {
  const owner = await createUser();
  const name = `s${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Room" }).returning();
  const row = present(circle);
  await db().insert(circlePrices).values({ circleId: row.id, amount, currency: "HKD" });
  return { owner, circle: row, gid: btoa(`Circle:${row.id}`) };
}

/** A reader with `cents` in the wallet and (unless told) the payment password, signed in. */
async function reader(cents: number, withPassword = true) {
  const user = await createUser(
    withPassword ? { paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) } : {},
  );
  if (cents > 0) await topUp(user.id, cents);
  return { user, client: await signIn(present(user.email)) };
}

const subscribe = (client: Client, id: string, extra: Record<string, unknown> = {}): Promise<GqlResult<Subscribed>> =>
  client.gql<Subscribed>(SUBSCRIBE, { input: { id, password: PAYMENT_PASSWORD, ...extra } });

const read = async (client: Client, name: string) => {
  const result = await client.gql(READ, { name });
  expect(result.errors).toBeUndefined();
  const data = present(result.data);
  return { circle: present(data.circle), viewer: present(data.viewer) };
};

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

beforeEach(async () => {
  await setFeature("circle_interact", true);
});

describe("subscribeCircle from the wallet", () => {
  it("charges the first month to the owner at once; the reader is a member until a month on, and the wallet lists the payment", async () => {
    const { owner, circle, gid } = await makeCircle(25.5);
    const { user, client } = await reader(10_000);
    const now = Date.UTC(2027, 0, 31, 12);
    const result = await subscribe(client.at(now), gid);
    client.now = undefined;
    expect(result.errors).toBeUndefined();
    expect(present(result.data).subscribeCircle).toEqual({
      client_secret: null,
      circle: { id: gid, isMember: true, memberUntil: null },
    });

    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000 - 2550);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(2550);
    const member = await memberRow(circle.id, user.id);
    expect(member).toMatchObject({ state: "active", method: "wallet", cancelAtPeriodEnd: false });
    // 31 January: the month ends on February's last day
    expect(member.periodEnd).toBe(Date.UTC(2027, 1, 28, 12));

    const seen = await read(client, circle.name);
    expect(seen.circle).toMatchObject({
      isMember: true,
      memberUntil: null,
      members: { totalCount: 1, edges: [{ node: { user: { userName: user.userName }, price: { amount: 25.5 } } }] },
    });
    expect(seen.viewer.subscribedCircles).toEqual({ totalCount: 1, edges: [{ node: { name: circle.name } }] });
    expect(seen.viewer.wallet.balance.HKD).toBe(74.5);
    expect(seen.viewer.wallet.transactions.edges?.[0]?.node).toEqual({
      purpose: "subscriptionSplit",
      state: "succeeded",
      amount: 25.5,
      currency: "HKD",
      sender: { userName: user.userName },
      recipient: { userName: owner.userName },
      target: { __typename: "Circle", name: circle.name },
    });
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("refuses each case with its code and writes nothing", async () => {
    const { owner, circle, gid } = await makeCircle();
    const ownerClient = await signIn(present(owner.email));
    const cases: [string, () => Promise<GqlResult>][] = [
      ["FORBIDDEN", async () => subscribe(ownerClient, gid)],
      ["UNAUTHENTICATED", async () => subscribe(new Client(), gid)],
      ["PAYMENT_PASSWORD_NOT_SET", async () => subscribe((await reader(10_000, false)).client, gid)],
      ["PAYMENT_PASSWORD_INVALID", async () => subscribe((await reader(10_000)).client, gid, { password: "000000" })],
      ["PAYMENT_BALANCE_INSUFFICIENT", async () => subscribe((await reader(1_999)).client, gid)],
      ["CIRCLE_NOT_FOUND", async () => subscribe((await reader(10_000)).client, btoa("Circle:987654321"))],
      [
        "FORBIDDEN",
        async () => {
          const { user, client } = await reader(10_000);
          await db().insert(blocks).values({ userId: owner.id, blockedId: user.id });
          return subscribe(client, gid);
        },
      ],
    ];
    for (const [code, call] of cases) {
      const result = await call();
      expect(codeOf(result), code).toBe(code);
    }
    expect(await splitsOf(circle.id)).toEqual([]);
    expect(await db().select().from(circleMembers).where(eq(circleMembers.circleId, circle.id))).toEqual([]);
  });

  it("refuses an archived circle (FORBIDDEN_BY_TARGET_STATE) and a month past the daily limit (PAYMENT_REACH_MAXIMUM_LIMIT)", async () => {
    const archived = await makeCircle();
    await db().update(circles).set({ state: "archived" }).where(eq(circles.id, archived.circle.id));
    const { user, client } = await reader(10_000);
    expect(codeOf(await subscribe(client, archived.gid))).toBe("FORBIDDEN_BY_TARGET_STATE");
    const { circle, gid } = await makeCircle();
    await db()
      .insert(dailyPayments)
      .values({ userId: user.id, day: hongKongDay(Date.now()), amount: 499_000 });
    expect(codeOf(await subscribe(client, gid))).toBe("PAYMENT_REACH_MAXIMUM_LIMIT");
    expect(await splitsOf(circle.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("needs circle_interact", async () => {
    const { gid } = await makeCircle();
    const { client } = await reader(10_000);
    await setFeature("circle_interact", false);
    expect(codeOf(await subscribe(client, gid))).toBe("FORBIDDEN");
  });

  it("counts wrong payment passwords with payTo's: the sixth guess is refused before it is checked", async () => {
    const { gid } = await makeCircle();
    const { user, client } = await reader(10_000);
    const guesses = await Promise.all(Array.from({ length: 6 }, () => subscribe(client, gid, { password: "000000" })));
    const codes = guesses.map(codeOf).sort();
    expect(codes.filter((c) => c === "PAYMENT_PASSWORD_INVALID")).toHaveLength(5);
    expect(codes.filter((c) => c === "ACTION_LIMIT_EXCEEDED")).toHaveLength(1);
    // the right password now waits too: the guesses are shared with payTo
    expect(codeOf(await subscribe(client, gid))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("answers DUPLICATE_CIRCLE_SUBSCRIPTION to a member, and ten subscriptions sent at once charge once", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(100_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => subscribe(client, gid)));
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === "DUPLICATE_CIRCLE_SUBSCRIPTION")).toHaveLength(9);
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(100_000 - 2000);
    // told before the password is asked for
    expect(codeOf(await subscribe(client, gid, { password: null }))).toBe("DUPLICATE_CIRCLE_SUBSCRIPTION");
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("answers a repeat with its idempotency key as the first subscription, not DUPLICATE", async () => {
    const { circle, gid } = await makeCircle();
    const { client } = await reader(100_000);
    const [a, b] = await Promise.all([
      subscribe(client, gid, { idempotencyKey: "sub-1" }),
      subscribe(client, gid, { idempotencyKey: "sub-1" }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(await splitsOf(circle.id)).toHaveLength(1);
  });

  it("is refused whole beside another money-moving field in one document", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(10_000);
    const result = await client.gql(
      `mutation($id: ID!, $to: ID!) {
        a: subscribeCircle(input: { id: $id, password: "${PAYMENT_PASSWORD}" }) { circle { id } }
        b: payTo(input: { amount: 5, currency: HKD, purpose: donation, recipientId: $to, password: "${PAYMENT_PASSWORD}" }) { transaction { id } }
      }`,
      { id: gid, to: btoa(`User:${circle.ownerId}`) },
    );
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(await splitsOf(circle.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000);
  });

  it("holds at most 20 circles, also when 25 subscriptions are sent at once", async () => {
    const made = await Promise.all(Array.from({ length: 25 }, () => makeCircle()));
    const { user, client } = await reader(25 * 2000);
    const results = await Promise.all(made.map((m) => subscribe(client, m.gid)));
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(20);
    expect(results.filter((r) => codeOf(r) === "ACTION_LIMIT_EXCEEDED")).toHaveLength(5);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(5 * 2000);
    const live = await db().select().from(circleMembers).where(eq(circleMembers.userId, user.id));
    expect(live).toHaveLength(20);
    expect((await read(client, present(made[0]).circle.name)).viewer.subscribedCircles.totalCount).toBe(20);
    expect(await reconcile(db())).toEqual(BALANCED);
  }, 30_000);
});

describe("unsubscribeCircle", () => {
  it("keeps a paid month to its end and says when it ends; the renewal job then ends it without charging", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(10_000);
    const now = Date.now();
    expect((await subscribe(client.at(now), gid)).errors).toBeUndefined();
    client.now = undefined;
    const periodEnd = nextCirclePeriodEnd(now);
    const result = await client.gql<{ unsubscribeCircle: { isMember: boolean; memberUntil: string | null } }>(
      UNSUBSCRIBE,
      { id: gid },
    );
    expect(result.errors).toBeUndefined();
    expect(present(result.data).unsubscribeCircle).toMatchObject({
      isMember: true,
      memberUntil: new Date(periodEnd).toISOString(),
    });
    // the job before the end leaves it; at the end, it ends it and charges nothing
    await renewCircleSubscriptions(env, periodEnd - 1);
    expect((await memberRow(circle.id, user.id)).state).toBe("active");
    const round = await renewCircleSubscriptions(env, periodEnd);
    expect(round.ended).toBeGreaterThanOrEqual(1);
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(1);
    expect((await read(client, circle.name)).circle).toMatchObject({ isMember: false, memberUntil: null });
    // and may subscribe again, paying a new month
    expect((await subscribe(client, gid)).errors).toBeUndefined();
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", cancelAtPeriodEnd: false });
    expect(await splitsOf(circle.id)).toHaveLength(2);
  });

  it("ends a trial at once", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(0);
    await db()
      .insert(circleMembers)
      .values({ circleId: circle.id, userId: user.id, state: "trialing", periodEnd: Date.now() + 30 * DAY });
    expect((await read(client, circle.name)).circle.isMember).toBe(true);
    const result = await client.gql(UNSUBSCRIBE, { id: gid });
    expect(result.errors).toBeUndefined();
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect((await read(client, circle.name)).circle.isMember).toBe(false);
  });
});

describe("renewals (the Cron Trigger's job)", () => {
  it("charges the next month once when two runs meet, past_due when the wallet is short, out after the grace; the books balance", async () => {
    const { owner, circle, gid } = await makeCircle(30);
    const { user, client } = await reader(7_000);
    const start = Date.now();
    expect((await subscribe(client.at(start), gid)).errors).toBeUndefined();
    client.now = undefined;
    const firstEnd = nextCirclePeriodEnd(start);

    // two runs at once, and the same run again: one charge for the period
    await Promise.all([renewCircleSubscriptions(env, firstEnd), renewCircleSubscriptions(env, firstEnd)]);
    await renewCircleSubscriptions(env, firstEnd);
    const secondEnd = nextCirclePeriodEnd(firstEnd);
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "active", periodEnd: secondEnd });
    expect(await splitsOf(circle.id)).toHaveLength(2);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(7_000 - 2 * 3000);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(2 * 3000);

    // 10 HKD left: the third month fails, the member is past_due and no longer a member
    const failed = await renewCircleSubscriptions(env, secondEnd);
    expect(failed.pastDue).toBeGreaterThanOrEqual(1);
    expect(await memberRow(circle.id, user.id)).toMatchObject({ state: "past_due", periodEnd: secondEnd });
    expect((await read(client, circle.name)).circle.isMember).toBe(false);
    // within the grace, still unpaid: retried, still past_due
    await renewCircleSubscriptions(env, secondEnd + DAY);
    expect((await memberRow(circle.id, user.id)).state).toBe("past_due");
    // after the grace, still no money: out
    await renewCircleSubscriptions(env, secondEnd + CIRCLE_PAST_DUE_GRACE_MS);
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(2);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("ends a membership at its period's end when the circle was archived, charging nothing", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(10_000);
    const start = Date.now();
    expect((await subscribe(client.at(start), gid)).errors).toBeUndefined();
    client.now = undefined;
    await db().update(circles).set({ state: "archived" }).where(eq(circles.id, circle.id));
    await renewCircleSubscriptions(env, nextCirclePeriodEnd(start));
    expect((await memberRow(circle.id, user.id)).state).toBe("canceled");
    expect(await splitsOf(circle.id)).toHaveLength(1);
  });

  it("renews a past_due member whose wallet was topped up, a month from the payment", async () => {
    const { circle, gid } = await makeCircle(30);
    const { user, client } = await reader(3_000);
    const start = Date.now();
    expect((await subscribe(client.at(start), gid)).errors).toBeUndefined();
    client.now = undefined;
    const end = nextCirclePeriodEnd(start);
    await renewCircleSubscriptions(env, end);
    expect((await memberRow(circle.id, user.id)).state).toBe("past_due");
    await topUp(user.id, 3_000);
    const paidAt = end + DAY;
    const round = await renewCircleSubscriptions(env, paidAt);
    expect(round.renewed).toBeGreaterThanOrEqual(1);
    expect(await memberRow(circle.id, user.id)).toMatchObject({
      state: "active",
      periodEnd: nextCirclePeriodEnd(paidAt),
    });
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("lets a past_due member pay a new month by subscribing again; the job then charges nothing more", async () => {
    const { circle, gid } = await makeCircle(30);
    const { user, client } = await reader(3_000);
    const start = Date.now();
    expect((await subscribe(client.at(start), gid)).errors).toBeUndefined();
    client.now = undefined;
    const end = nextCirclePeriodEnd(start);
    await renewCircleSubscriptions(env, end);
    expect((await memberRow(circle.id, user.id)).state).toBe("past_due");
    await topUp(user.id, 6_000);
    const again = end + DAY;
    const result = await subscribe(client.at(again), gid);
    client.now = undefined;
    expect(result.errors).toBeUndefined();
    expect(await memberRow(circle.id, user.id)).toMatchObject({
      state: "active",
      periodEnd: nextCirclePeriodEnd(again),
    });
    // the job finds the membership moved on to the new month: nothing due
    await renewCircleSubscriptions(env, again);
    expect(await splitsOf(circle.id)).toHaveLength(2);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(3_000);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("names each renewal by member and period: four runs at once charge the period once", async () => {
    const { circle, gid } = await makeCircle();
    const { user, client } = await reader(100_000);
    const start = Date.now();
    expect((await subscribe(client.at(start), gid)).errors).toBeUndefined();
    client.now = undefined;
    const end = nextCirclePeriodEnd(start);
    await Promise.all(Array.from({ length: 4 }, () => renewCircleSubscriptions(env, end)));
    const splits = await splitsOf(circle.id);
    expect(splits).toHaveLength(2);
    expect(splits.map((s) => s.uid)).toContain(`circle-renewal:${circle.id}:${user.id}:${end}`);
  });
});
