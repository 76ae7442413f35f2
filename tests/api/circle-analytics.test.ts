import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { runBatch } from "@/server/db/client";
import { recordStatements, userAccount } from "@/server/db/queries/ledger";
import { articleReads, articleVersions, circleFollows, circlePrices, circles, features } from "@/server/db/schema";
import { Client, codeOf, createUser, db, paymentPasswordHash, present, signIn } from "../support/api";
import { insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Circle.analytics (issue 34): the owner's income, members and invitees, followers and reads,
// made through the real paths (subscriptions from the wallet, an invitation accepted), and
// refused to anyone but the owner.

const PAYMENT_PASSWORD = "135790";
const DAY = 86_400_000;

const ANALYTICS = graphql(`
  query CircleAnalyticsRead($name: String!) {
    circle(input: { name: $name }) {
      analytics {
        income {
          history {
            value
            date
          }
          total
          thisMonth
          nextMonth
        }
        subscriber {
          subscriberHistory {
            value
          }
          inviteeHistory {
            value
          }
          currentSubscriber
          currentInvitee
        }
        follower {
          history {
            value
          }
          current
          followerPercentage
        }
        content {
          public {
            node {
              title
            }
            readCount
          }
          paywall {
            readCount
          }
        }
      }
    }
  }
`);

const SUBSCRIBE = `mutation($id: ID!, $password: String) { subscribeCircle(input: { id: $id, password: $password }) { circle { id } } }`;

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

async function payer() {
  const user = await createUser({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
  await topUp(user.id, 10_000);
  return { user, client: await signIn(present(user.email)) };
}

beforeEach(async () => {
  await db()
    .insert(features)
    .values({ name: "circle_interact", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
});

describe("Circle.analytics", () => {
  it("adds up the owner's income, members, invitees, followers and reads", async () => {
    const owner = await createUser();
    const ownerClient = await signIn(present(owner.email));
    const name = `an${Date.now().toString(36)}`;
    const [made] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Room" }).returning();
    const circle = present(made);
    await db().insert(circlePrices).values({ circleId: circle.id, amount: 30, currency: "HKD" });
    const gid = btoa(`Circle:${circle.id}`);
    const now = Date.now();

    // one paid last month (40 days ago) and renews; one paid now and unsubscribed; one invited
    const early = await payer();
    expect(
      (await early.client.at(now - 40 * DAY).gql(SUBSCRIBE, { id: gid, password: PAYMENT_PASSWORD })).errors,
    ).toBeUndefined();
    const late = await payer();
    expect((await late.client.gql(SUBSCRIBE, { id: gid, password: PAYMENT_PASSWORD })).errors).toBeUndefined();
    await late.client.gql(`mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: gid });
    const guest = await createUser();
    const guestClient = await signIn(present(guest.email));
    await ownerClient.gql(`mutation($input: InviteCircleInput!) { invite(input: $input) { id } }`, {
      input: { circleId: gid, freePeriod: 30, invitees: [{ id: btoa(`User:${guest.id}`) }] },
    });
    expect((await guestClient.gql(SUBSCRIBE, { id: gid })).errors).toBeUndefined();

    // followers: a member and a stranger, one of them since last month
    const stranger = await createUser();
    await db()
      .insert(circleFollows)
      .values([
        { circleId: circle.id, userId: early.user.id, createdAt: now - 40 * DAY },
        { circleId: circle.id, userId: stranger.id, createdAt: now },
      ]);
    // reads: a public article read twice, a paywalled one once
    const open = await insertArticle(owner.id);
    const walled = await insertArticle(owner.id);
    await db()
      .update(articleVersions)
      .set({ access: "paywall", circleId: circle.id })
      .where(eq(articleVersions.articleId, walled.id));
    await db()
      .insert(articleReads)
      .values([
        { articleId: open.id, readerId: stranger.id, authorId: owner.id },
        { articleId: open.id, readerId: early.user.id, authorId: owner.id },
        { articleId: walled.id, readerId: early.user.id, authorId: owner.id },
      ]);

    const result = await ownerClient.gql(ANALYTICS, { name });
    expect(result.errors).toBeUndefined();
    const a = present(result.data?.circle).analytics;
    const thisMonth = new Date(now).toISOString().slice(0, 7);
    expect(a.income.history).toHaveLength(12);
    expect(String(a.income.history.at(-1)?.date).slice(0, 7)).toBe(thisMonth);
    // the month before (40 days ago) and this one
    expect(a.income.history.reduce((sum, d) => sum + d.value, 0)).toBe(60);
    expect(a.income.history.at(-1)?.value).toBe(30);
    expect(a.income).toMatchObject({ total: 60, thisMonth: 30, nextMonth: 30 });
    expect(a.subscriber).toMatchObject({ currentSubscriber: 2, currentInvitee: 1 });
    expect(a.subscriber.subscriberHistory.at(-1)?.value).toBe(1);
    expect(a.subscriber.inviteeHistory.at(-1)?.value).toBe(1);
    expect(a.follower).toMatchObject({ current: 2, followerPercentage: 50 });
    expect(a.follower.history.at(-1)?.value).toBe(2);
    expect(a.follower.history.at(-2)?.value).toBe(1);
    expect(a.content.public).toEqual([{ node: { title: open.title }, readCount: 2 }]);
    expect(a.content.paywall).toEqual([{ readCount: 1 }]);
  });

  it("is the owner's only", async () => {
    const owner = await createUser();
    const name = `ao${Date.now().toString(36)}`;
    await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Room" });
    const reader = await createUser();
    expect(codeOf(await (await signIn(present(reader.email))).gql(ANALYTICS, { name }))).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(ANALYTICS, { name }))).toBe("FORBIDDEN");
  });
});
