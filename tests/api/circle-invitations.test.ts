import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import { INVITATION_CODE_TTL_MS } from "@/server/api/services/circle-invitations";
import { renewCircleSubscriptions } from "@/server/api/services/circle-renewals";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import {
  circleInvitations,
  circleMembers,
  circlePrices,
  circles,
  emailOutbox,
  features,
  noticeActors,
  notices,
  notificationSettings,
  transactions,
  users,
  verificationCodes,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// Circles, part three (issue 34): invitations. The owner invites users and emails to a free
// period; accepting is subscribeCircle with no password and no payment, which starts a trial;
// the renewal round turns an ended trial paid from the wallet or lets it lapse. Every rule and
// refusal, two accepts at once, and the books balanced after all of it.

const BALANCED = { sum: 0, unbalanced: [], mismatched: [] };
const DAY = 86_400_000;

const INVITE = `mutation($input: InviteCircleInput!) {
  invite(input: $input) { id freePeriod state sentAt acceptedAt invitee { __typename ... on User { userName } ... on Person { email } } inviter { userName } circle { name } }
}`;
const SUBSCRIBE = `mutation($id: ID!) { subscribeCircle(input: { id: $id }) { client_secret circle { id isMember } } }`;
const INVITES = graphql(`
  query CircleInvitesRead($name: String!, $after: String) {
    circle(input: { name: $name }) {
      invites {
        pending(input: { first: 2, after: $after }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              state
              freePeriod
              invitee {
                __typename
                ... on User {
                  userName
                }
                ... on Person {
                  email
                }
              }
            }
          }
        }
        accepted(input: { first: 10 }) {
          totalCount
          edges {
            node {
              state
              acceptedAt
              invitee {
                __typename
                ... on User {
                  userName
                }
              }
            }
          }
        }
      }
    }
  }
`);
const INVITED_BY = graphql(`
  query CircleInvitedByRead($name: String!) {
    circle(input: { name: $name }) {
      isMember
      invitedBy {
        freePeriod
        state
        inviter {
          userName
        }
      }
    }
  }
`);

const NOTICES = graphql(`
  query CircleInvitationNotices {
    viewer {
      notices(input: { first: 5 }) {
        edges {
          node {
            __typename
            ... on CircleNotice {
              type
              target {
                name
              }
              actors {
                userName
              }
            }
          }
        }
      }
    }
  }
`);

type Invited = {
  invite: { freePeriod: number; state: string; sentAt: string; invitee: { __typename: string } }[] | null;
};

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
/** An active circle of a new owner (signed in), priced `amount` HKD a month. */
async function makeCircle(amount = 20) {
  const owner = await createUser();
  const name = `i${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Room" }).returning();
  const row = present(circle);
  await db().insert(circlePrices).values({ circleId: row.id, amount, currency: "HKD" });
  return { owner, ownerClient: await signIn(present(owner.email)), circle: row, gid: btoa(`Circle:${row.id}`) };
}

const userGid = (id: number) => btoa(`User:${id}`);

const invite = (
  client: Client,
  circleId: string,
  invitees: { id?: string; email?: string }[],
  freePeriod = 30,
): Promise<GqlResult<Invited>> => client.gql<Invited>(INVITE, { input: { circleId, invitees, freePeriod } });

const invitationsOf = (circleId: number) =>
  db().select().from(circleInvitations).where(eq(circleInvitations.circleId, circleId));

const memberRow = async (circleId: number, userId: number) =>
  (
    await db()
      .select()
      .from(circleMembers)
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
  )[0];

beforeEach(async () => {
  await setFeature("circle_interact", true);
});

describe("invite", () => {
  it("invites a user with a CircleInvitation notice, and an email without an account with a sign-up code good for 180 days", async () => {
    const { owner, ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    const mailed = await createUser();
    await db().insert(notificationSettings).values({ userId: mailed.id, type: "email", enabled: true });
    const stranger = `invitee-${Date.now()}@example.com`;
    const now = Date.now();
    const result = await invite(
      ownerClient.at(now),
      gid,
      [{ id: userGid(reader.id) }, { email: present(mailed.email).toUpperCase() }, { email: stranger }],
      90,
    );
    ownerClient.now = undefined;
    expect(result.errors).toBeUndefined();
    const answered = present(present(result.data).invite);
    expect(answered).toHaveLength(3);
    expect(answered.map((i) => [i.invitee.__typename, i.freePeriod, i.state])).toEqual([
      ["User", 90, "pending"],
      ["User", 90, "pending"],
      ["Person", 90, "pending"],
    ]);

    // the users' notices: type CircleInvitation, target the circle, the owner the actor
    for (const user of [reader, mailed]) {
      const [notice] = await db()
        .select()
        .from(notices)
        .innerJoin(noticeActors, eq(noticeActors.noticeId, notices.id))
        .where(and(eq(notices.recipientId, user.id), eq(notices.type, "CircleInvitation")));
      expect(notice).toMatchObject({
        notices: { targetId: circle.id, unread: true },
        notice_actors: { actorId: owner.id },
      });
    }
    // the reader's notices list it
    const listed = await (await signIn(present(reader.email))).gql(NOTICES);
    expect(listed.data?.viewer?.notices.edges?.map((e) => e.node)).toEqual([
      {
        __typename: "CircleNotice",
        type: "CircleInvitation",
        target: { name: circle.name },
        actors: [{ userName: owner.userName }],
      },
    ]);
    // mail to the user who turned email on, none to the other
    const mailTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect((await mailTo(present(mailed.email)))[0]?.text).toContain(`/~${circle.name}`);
    expect(await mailTo(present(reader.email))).toEqual([]);
    // the stranger: a register code valid 180 days, which signs them up
    const [letter] = await mailTo(stranger);
    const code = present(present(letter).text.match(/\b(\d{6})\b/)?.[1]);
    const [stored] = await db().select().from(verificationCodes).where(eq(verificationCodes.email, stranger));
    expect(present(stored)).toMatchObject({ type: "register", state: "active" });
    expect(present(stored).expiresAt).toBe(now + INVITATION_CODE_TTL_MS);
    const newcomer = new Client();
    const signUp = await newcomer
      .at(now + 170 * DAY)
      .gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
        input: { email: stranger, passwordOrCode: code },
      });
    expect(signUp.errors).toBeUndefined();
    newcomer.now = undefined;
    // signed up, they see the invitation sent to their email
    const seen = await newcomer.gql(INVITED_BY, { name: circle.name });
    expect(present(seen.data?.circle)).toEqual({
      isMember: false,
      invitedBy: { freePeriod: 90, state: "pending", inviter: { userName: owner.userName } },
    });
  });

  it("refuses each case with its code and writes nothing", async () => {
    const { circle, gid } = await makeCircle();
    const other = await createUser();
    const otherClient = await signIn(present(other.email));
    const { ownerClient } = await makeCircle();
    const reader = { id: userGid((await createUser()).id) };
    const cases: [string, () => Promise<GqlResult>][] = [
      ["UNAUTHENTICATED", () => invite(new Client(), gid, [reader])],
      ["FORBIDDEN", () => invite(otherClient, gid, [reader])],
      // another circle's owner is not this one's
      ["FORBIDDEN", () => invite(ownerClient, gid, [reader])],
      ["CIRCLE_NOT_FOUND", () => invite(ownerClient, btoa("Circle:987654321"), [reader])],
    ];
    const own = await signIn(present((await db().select().from(users).where(eq(users.id, circle.ownerId)))[0]?.email));
    for (const period of [0, 1, 29, 31, 60, 365]) {
      cases.push(["BAD_USER_INPUT", () => invite(own, gid, [reader], period)]);
    }
    cases.push(
      ["BAD_USER_INPUT", () => invite(own, gid, [])],
      ["BAD_USER_INPUT", () => invite(own, gid, [{}])],
      ["BAD_USER_INPUT", () => invite(own, gid, [{ ...reader, email: "both@example.com" }])],
      ["USER_EMAIL_INVALID", () => invite(own, gid, [{ email: "not-an-email" }])],
      [
        "BAD_USER_INPUT",
        () =>
          invite(
            own,
            gid,
            Array.from({ length: 51 }, () => reader),
          ),
      ],
    );
    for (const [code, call] of cases) {
      expect(codeOf(await call()), code).toBe(code);
    }
    expect(await invitationsOf(circle.id)).toEqual([]);
  });

  it("skips members and the owner; inviting again, even twice at once, refreshes the one pending row", async () => {
    const { owner, ownerClient, circle, gid } = await makeCircle();
    const member = await createUser();
    await db()
      .insert(circleMembers)
      .values({ circleId: circle.id, userId: member.id, state: "active", periodEnd: Date.now() + 30 * DAY });
    const reader = await createUser();
    const skipped = await invite(ownerClient, gid, [{ id: userGid(member.id) }, { id: userGid(owner.id) }]);
    expect(skipped.errors).toBeUndefined();
    expect(present(skipped.data).invite).toEqual([]);

    const t0 = Date.now();
    await invite(ownerClient.at(t0), gid, [{ id: userGid(reader.id) }], 30);
    ownerClient.at(t0 + 1000);
    const again = await Promise.all([
      invite(ownerClient, gid, [{ id: userGid(reader.id) }], 180),
      invite(ownerClient, gid, [{ id: userGid(reader.id) }], 180),
    ]);
    ownerClient.now = undefined;
    for (const result of again) expect(result.errors).toBeUndefined();
    const rows = await invitationsOf(circle.id);
    expect(rows).toHaveLength(1);
    expect(present(rows[0])).toMatchObject({
      inviteeId: reader.id,
      freePeriod: 180,
      state: "pending",
      sentAt: t0 + 1000,
    });
  });

  it("shows the lists to the owner only, a page at a time", async () => {
    const { ownerClient, circle, gid } = await makeCircle();
    const emails = ["a", "b", "c"].map((x) => `${x}-${Date.now()}@example.com`);
    for (const [i, email] of emails.entries()) {
      await invite(ownerClient.at(Date.now() + i * 1000), gid, [{ email }]);
    }
    ownerClient.now = undefined;
    const first = await ownerClient.gql(INVITES, { name: circle.name });
    expect(first.errors).toBeUndefined();
    const pending = present(present(first.data?.circle).invites.pending);
    expect(pending.totalCount).toBe(3);
    expect(pending.pageInfo.hasNextPage).toBe(true);
    expect(pending.edges?.map((e) => e.node.invitee)).toEqual([
      { __typename: "Person", email: emails[2] },
      { __typename: "Person", email: emails[1] },
    ]);
    const second = await ownerClient.gql(INVITES, { name: circle.name, after: pending.pageInfo.endCursor });
    expect(present(second.data?.circle).invites.pending.edges?.map((e) => e.node.invitee)).toEqual([
      { __typename: "Person", email: emails[0] },
    ]);

    const reader = await createUser();
    const refused = await (await signIn(present(reader.email))).gql(INVITES, { name: circle.name });
    expect(codeOf(refused)).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(INVITES, { name: circle.name }))).toBe("FORBIDDEN");
  });
});

describe("accepting an invitation", () => {
  it("subscribes with no password and no payment: a trial for the free period, the invitation accepted", async () => {
    const { owner, ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    const client = await signIn(present(reader.email));
    await invite(ownerClient, gid, [{ id: userGid(reader.id) }], 30);
    const now = Date.now();
    const result = await client.at(now).gql(SUBSCRIBE, { id: gid });
    client.now = undefined;
    expect(result.errors).toBeUndefined();
    expect(present(result.data)).toEqual({
      subscribeCircle: { client_secret: null, circle: { id: gid, isMember: true } },
    });
    expect(await memberRow(circle.id, reader.id)).toMatchObject({ state: "trialing", periodEnd: now + 30 * DAY });
    expect(present((await invitationsOf(circle.id))[0])).toMatchObject({ state: "accepted", acceptedAt: now });
    expect(await walletBalance(db(), reader.id, "HKD")).toBe(0);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(0);
    expect(present((await client.gql(INVITED_BY, { name: circle.name })).data?.circle)).toEqual({
      isMember: true,
      invitedBy: null,
    });
    const lists = present((await ownerClient.gql(INVITES, { name: circle.name })).data?.circle).invites;
    expect(lists.pending.totalCount).toBe(0);
    expect(lists.accepted.edges?.map((e) => e.node)).toEqual([
      {
        state: "accepted",
        acceptedAt: new Date(now).toISOString(),
        invitee: { __typename: "User", userName: reader.userName },
      },
    ]);
    // a second subscribe is a member's
    expect(codeOf(await client.gql(SUBSCRIBE, { id: gid }))).toBe("DUPLICATE_CIRCLE_SUBSCRIPTION");
  });

  it("takes one of two accepts sent at once", async () => {
    const { ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    const client = await signIn(present(reader.email));
    await invite(ownerClient, gid, [{ id: userGid(reader.id) }], 30);
    const results = await Promise.all([client.gql(SUBSCRIBE, { id: gid }), client.gql(SUBSCRIBE, { id: gid })]);
    expect(results.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["DUPLICATE_CIRCLE_SUBSCRIPTION", "ok"]);
    expect(await db().select().from(circleMembers).where(eq(circleMembers.circleId, circle.id))).toHaveLength(1);
    expect((await invitationsOf(circle.id)).map((i) => i.state)).toEqual(["accepted"]);
    expect(await db().select().from(transactions).where(eq(transactions.targetId, circle.id))).toEqual([]);
  });

  it("ends a trial at once on unsubscribe", async () => {
    const { ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    const client = await signIn(present(reader.email));
    await invite(ownerClient, gid, [{ id: userGid(reader.id) }], 30);
    await client.gql(SUBSCRIBE, { id: gid });
    await client.gql(`mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: gid });
    expect((await memberRow(circle.id, reader.id))?.state).toBe("canceled");
  });
});

describe("the end of a trial, in the renewal round", () => {
  async function trial(cents: number, freePeriod = 30) {
    const made = await makeCircle(25);
    const reader = await createUser();
    if (cents > 0) await topUp(reader.id, cents);
    const client = await signIn(present(reader.email));
    await invite(made.ownerClient, made.gid, [{ id: userGid(reader.id) }], freePeriod);
    expect((await client.gql(SUBSCRIBE, { id: made.gid })).errors).toBeUndefined();
    const end = present(await memberRow(made.circle.id, reader.id)).periodEnd;
    return { ...made, reader, client, end };
  }

  it("turns paid from a wallet that holds the month: active a month on, one split to the owner, the invitation transfer_succeeded", async () => {
    const { owner, circle, reader, end } = await trial(10_000);
    await renewCircleSubscriptions(env, end - 1);
    expect((await memberRow(circle.id, reader.id))?.state).toBe("trialing");
    // two rounds at once charge once
    const rounds = await Promise.all([renewCircleSubscriptions(env, end), renewCircleSubscriptions(env, end)]);
    expect(rounds.reduce((n, r) => n + r.trialsPaid, 0)).toBe(1);
    expect(await memberRow(circle.id, reader.id)).toMatchObject({
      state: "active",
      periodEnd: nextCirclePeriodEnd(end),
    });
    expect((await invitationsOf(circle.id)).map((i) => i.state)).toEqual(["transfer_succeeded"]);
    const splits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.targetType, "Circle"), eq(transactions.targetId, circle.id)))
      .orderBy(desc(transactions.id));
    expect(splits.map((s) => [s.purpose, s.amount, s.senderId, s.recipientId])).toEqual([
      ["subscriptionSplit", 2500, reader.id, owner.id],
    ]);
    expect(await walletBalance(db(), reader.id, "HKD")).toBe(7_500);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(2_500);
    expect(await reconcile(db())).toEqual(BALANCED);
  });

  it("lapses when the wallet cannot pay: the member out, the invitation transfer_failed, no money moved", async () => {
    const { owner, circle, reader, end, client, gid } = await trial(2_000);
    const round = await renewCircleSubscriptions(env, end);
    expect(round.trialsLapsed).toBeGreaterThanOrEqual(1);
    expect((await memberRow(circle.id, reader.id))?.state).toBe("canceled");
    expect((await invitationsOf(circle.id)).map((i) => i.state)).toEqual(["transfer_failed"]);
    expect(await walletBalance(db(), reader.id, "HKD")).toBe(2_000);
    expect(await walletBalance(db(), owner.id, "HKD")).toBe(0);
    expect(present((await client.gql(INVITED_BY, { name: circle.name })).data?.circle).isMember).toBe(false);
    // without an invitation, subscribing again is paid: with no password, by card (a processor
    // runs here), the membership waiting for the first invoice
    const again = await client.gql(SUBSCRIBE, { id: gid });
    expect(again.errors).toBeUndefined();
    expect(again.data).toMatchObject({
      subscribeCircle: { client_secret: expect.any(String), circle: { isMember: false } },
    });
    expect(await reconcile(db())).toEqual(BALANCED);
  });
});

// ---- a trial given up; the newcomer's mail ----

describe("a trial ended by unsubscribing", () => {
  it("marks its invitation transfer_failed, as a lapsed trial's, so the owner's list no longer reads it as running", async () => {
    const { ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    const client = await signIn(present(reader.email));
    await invite(ownerClient, gid, [{ id: userGid(reader.id) }], 30);
    expect((await client.gql(SUBSCRIBE, { id: gid })).errors).toBeUndefined();
    const leave = () => client.gql(`mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: gid });
    const left = await Promise.all([leave(), leave()]);
    expect(left.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect((await memberRow(circle.id, reader.id))?.state).toBe("canceled");
    expect((await invitationsOf(circle.id)).map((i) => i.state)).toEqual(["transfer_failed"]);
    const lists = present((await ownerClient.gql(INVITES, { name: circle.name })).data?.circle).invites;
    expect(lists.accepted.edges?.map((e) => e.node.state)).toEqual(["transfer_failed"]);
  });

  it("leaves a paid member's invitation as its trial ended (transfer_succeeded)", async () => {
    const { ownerClient, circle, gid } = await makeCircle();
    const reader = await createUser();
    await topUp(reader.id, 10_000);
    const client = await signIn(present(reader.email));
    await invite(ownerClient, gid, [{ id: userGid(reader.id) }], 30);
    expect((await client.gql(SUBSCRIBE, { id: gid })).errors).toBeUndefined();
    const end = present(await memberRow(circle.id, reader.id)).periodEnd;
    await renewCircleSubscriptions(env, end);
    expect((await memberRow(circle.id, reader.id))?.state).toBe("active");
    await client.gql(`mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: gid });
    expect(await memberRow(circle.id, reader.id)).toMatchObject({ state: "active", cancelAtPeriodEnd: true });
    expect((await invitationsOf(circle.id)).map((i) => i.state)).toEqual(["transfer_succeeded"]);
  });
});

describe("the mail to an email without an account", () => {
  it("is in the site's language (Simplified Chinese), not the owner's", async () => {
    const { owner, ownerClient, gid } = await makeCircle();
    await db().update(users).set({ language: "en" }).where(eq(users.id, owner.id));
    const stranger = `newcomer-${Date.now().toString(36)}${seq++}@example.com`;
    expect((await invite(ownerClient, gid, [{ email: stranger }], 30)).errors).toBeUndefined();
    const [letter] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, stranger));
    expect(present(letter).subject).toContain("邀请你加入 Margins 的围炉 Room");
    expect(present(letter).text).toContain("你可以免费加入 30 天");
    expect(present(letter).text).toContain("请先用这个电子邮件");
  });
});
