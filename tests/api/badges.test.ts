import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runBatch } from "@/server/db/client";
import { recordStatements, userAccount } from "@/server/db/queries/ledger";
import { campaignArticles, campaignParticipants, campaignStages, features, notices, users } from "@/server/db/schema";
import { type Client, codeOf, createUser, db, paymentPasswordHash, present, signIn } from "../support/api";
import { dbId } from "../support/global-ids";
import { gid, inNewWindow, insertArticle, insertChallenge, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Badges (issue 35): admins give and take them, with the nomad levels held as one badge; the
// grand slam comes by itself to someone who applied in time once they have an entry in every
// stage within the writing period, and the golden motor at 100 supports received. Each grant
// is one badge and one official notice, however many requests race to it.

const TOGGLE = graphql(`
  mutation BadgesToggle($input: ToggleUsersBadgeInput!) {
    toggleUsersBadge(input: $input) {
      id
      info {
        badges {
          type
        }
      }
    }
  }
`);

const BADGED = graphql(`
  query BadgesBadgedUsers($input: BadgedUsersInput!) {
    oss {
      badgedUsers(input: $input) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const PROFILE = graphql(`
  query BadgesProfile($userName: String!) {
    user(input: { userName: $userName }) {
      info {
        badges {
          type
        }
      }
    }
  }
`);

const MY_NOTICES = graphql(`
  query BadgesNotices {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on OfficialAnnouncementNotice {
              message
              link
            }
          }
        }
      }
    }
  }
`);

const PUT = graphql(`
  mutation BadgesPutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation BadgesPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      publishState
      article {
        id
      }
    }
  }
`);

const EDIT = graphql(`
  mutation BadgesEditEntry($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
    }
  }
`);

const PAY = graphql(`
  mutation BadgesPay($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        state
      }
    }
  }
`);

const DAY = 86_400_000;
const NOW = Date.now();

let admin: Client;
beforeAll(async () => {
  ({ client: admin } = await writer({ role: "admin" }));
});

const badgesOf = async (userId: number) =>
  present((await db().select({ badges: users.badges }).from(users).where(eq(users.id, userId)))[0]).badges;

/** The official notices a person holds, as stored: what the grants wrote. */
const officialNoticesOf = (userId: number) =>
  db()
    .select({ message: notices.message, link: notices.link })
    .from(notices)
    .where(and(eq(notices.recipientId, userId), eq(notices.type, "OfficialAnnouncement")));

const toggle = (ids: number[], type: string, enabled = true, as = admin) =>
  as.gql(TOGGLE, { input: { ids: ids.map((id) => gid("User", id)), type: type as "seed", enabled } });

async function profileBadges(userName: string) {
  const result = await admin.gql(PROFILE, { userName });
  return (present(result.data?.user).info.badges ?? []).map((b) => b.type);
}

describe("toggleUsersBadge", () => {
  it("gives a badge: the profile shows it and its holder's notice, in their language, leads to its dialog", async () => {
    const { user, client } = await writer({ language: "zh_hant" });
    const result = await toggle([user.id], "grand_slam");
    expect(result.errors).toBeUndefined();
    expect(result.data?.toggleUsersBadge).toEqual([
      { id: gid("User", user.id), info: { badges: [{ type: "grand_slam" }] } },
    ]);
    expect(await profileBadges(present(user.userName))).toEqual(["grand_slam"]);

    const mine = await client.gql(MY_NOTICES);
    const official = (present(mine.data?.viewer).notices.edges ?? []).map((e) => e.node);
    expect(official).toEqual([
      {
        __typename: "OfficialAnnouncementNotice",
        message: "你完成了寫作挑戰的每一個階段，獲得大滿貫徽章，快來看看。",
        link: `/@${user.userName}?dialog=grand-badge&step=congrats`,
      },
    ]);
  });

  it("holds one nomad level: a higher one replaces a lower one, a lower one leaves a higher one", async () => {
    const { user } = await writer({ language: "en" });
    await toggle([user.id], "seed");
    await toggle([user.id], "nomad2");
    expect(await badgesOf(user.id)).toEqual(["seed", "nomad2"]);
    await toggle([user.id], "nomad4");
    expect(await profileBadges(present(user.userName))).toEqual(["seed", "nomad4"]);
    await toggle([user.id], "nomad1");
    expect(await badgesOf(user.id)).toEqual(["seed", "nomad4"]);
    const told = await officialNoticesOf(user.id);
    // seed, nomad2 and nomad4 were granted; nomad1 changed nothing and told nothing
    expect(told.map((n) => n.link)).toEqual([
      `/@${user.userName}`,
      `/@${user.userName}?dialog=nomad-badge`,
      `/@${user.userName}?dialog=nomad-badge`,
    ]);
    expect(told[2]?.message).toBe("You have earned the Nomad badge, level 4. See it on your profile.");
  });

  it("gives a badge once when two admins give it at the same moment: one badge, one notice", async () => {
    const { client: other } = await writer({ role: "admin" });
    const { user } = await writer();
    const results = await Promise.all([toggle([user.id], "architect"), toggle([user.id], "architect", true, other)]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(await badgesOf(user.id)).toEqual(["architect"]);
    expect(await officialNoticesOf(user.id)).toHaveLength(1);
  });

  it("takes a badge away and leaves the others; taking one not held changes nothing", async () => {
    const { user } = await writer();
    await toggle([user.id], "seed");
    await toggle([user.id], "nomad3");
    const taken = await toggle([user.id], "seed", false);
    expect(taken.data?.toggleUsersBadge).toEqual([
      { id: gid("User", user.id), info: { badges: [{ type: "nomad3" }] } },
    ]);
    // the nomad badge is its level: taking another level leaves it
    await toggle([user.id], "nomad1", false);
    expect(await badgesOf(user.id)).toEqual(["nomad3"]);
    await toggle([user.id], "nomad3", false);
    expect(await badgesOf(user.id)).toEqual([]);
  });

  it("gives many people a badge in one call, each named once", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const result = await admin.gql(TOGGLE, {
      input: { ids: [gid("User", a.id), gid("User", b.id), gid("User", a.id)], type: "community_watch", enabled: true },
    });
    expect(result.data?.toggleUsersBadge?.map((u) => u?.id)).toEqual([gid("User", a.id), gid("User", b.id)]);
    expect([await badgesOf(a.id), await badgesOf(b.id)]).toEqual([["community_watch"], ["community_watch"]]);
  });

  it("refuses no people, more than 50, another type's id and someone who is not there, and writes nothing", async () => {
    const user = await createUser();
    const cases: [string[], string][] = [
      [[], "BAD_USER_INPUT"],
      [Array.from({ length: 51 }, () => gid("User", user.id)), "BAD_USER_INPUT"],
      [[gid("Article", user.id)], "BAD_USER_INPUT"],
      [[gid("User", user.id), gid("User", 99_999_999)], "USER_NOT_FOUND"],
    ];
    for (const [ids, code] of cases) {
      const result = await admin.gql(TOGGLE, { input: { ids, type: "seed", enabled: true } });
      expect(codeOf(result)).toBe(code);
    }
    expect(await badgesOf(user.id)).toEqual([]);
    expect(await officialNoticesOf(user.id)).toEqual([]);
  });
});

describe("oss.badgedUsers", () => {
  it("lists the holders of a badge newest account first, page by page, and of any badge without a type", async () => {
    const people = [await createUser(), await createUser(), await createUser()];
    await toggle(
      people.map((p) => p.id),
      "carbon_based",
    );
    const first = await admin.gql(BADGED, { input: { type: "carbon_based", first: 2 } });
    expect(first.errors).toBeUndefined();
    const page = present(first.data?.oss.badgedUsers);
    expect(page.totalCount).toBe(3);
    expect(page.edges?.map((e) => e.node.id)).toEqual([
      gid("User", people[2]?.id ?? 0),
      gid("User", people[1]?.id ?? 0),
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await admin.gql(BADGED, {
      input: { type: "carbon_based", first: 2, after: page.pageInfo.endCursor },
    });
    expect(present(second.data?.oss.badgedUsers).edges?.map((e) => e.node.id)).toEqual([
      gid("User", people[0]?.id ?? 0),
    ]);

    const any = present((await admin.gql(BADGED, { input: { first: 50 } })).data?.oss.badgedUsers);
    expect(any.edges?.map((e) => e.node.id)).toEqual(expect.arrayContaining(people.map((p) => gid("User", p.id))));
  });

  it("is for admins alone", async () => {
    const { client } = await writer();
    expect(codeOf(await client.gql(BADGED, { input: {} }))).toBe("FORBIDDEN");
  });
});

/** A two-stage challenge open for writing, and a person who applied in time (or late). */
async function twoStageChallenge(late = false) {
  const { channel, campaign, stage } = await insertChallenge("active", {
    applicationStart: NOW - 10 * DAY,
    applicationEnd: NOW + 5 * DAY,
    writingStart: NOW - 5 * DAY,
    writingEnd: NOW + 20 * DAY,
  });
  const second = present(
    (
      await db()
        .insert(campaignStages)
        .values({ campaignId: campaign.id, nameEn: "Week 2", nameZhHant: "第二週", nameZhHans: "第二周", order: 2 })
        .returning()
    )[0],
  );
  const { user, client } = await writer({ language: "en" });
  await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: user.id, late });
  return { channel, campaign, stages: [stage, second], user, client };
}

/** Publishes an entry for the stage, through the real draft and publish mutations. */
async function enter(client: Client, channelId: number, stageId: number) {
  const drafted = await client.gql(PUT, {
    input: {
      title: "Entry",
      content: "<p>An entry for the stage</p>",
      campaigns: [{ campaign: gid("WritingChallenge", channelId), stage: gid("CampaignStage", stageId) }],
    },
  });
  expect(drafted.errors).toBeUndefined();
  const published = await inNewWindow(client).gql(PUBLISH, { id: present(drafted.data?.putDraft).id });
  expect(published.errors).toBeUndefined();
  return present(published.data?.publishArticle.article).id;
}

describe("the grand slam", () => {
  it("comes with the entry that completes every stage, with its notice, and not before", async () => {
    const { channel, stages, user, client } = await twoStageChallenge();
    await enter(client, channel.id, present(stages[0]).id);
    expect(await badgesOf(user.id)).toEqual([]);
    await enter(client, channel.id, present(stages[1]).id);
    expect(await profileBadges(present(user.userName))).toEqual(["grand_slam"]);
    expect(await officialNoticesOf(user.id)).toEqual([
      {
        message: "You wrote for every stage of a writing challenge and earned the Grand Slam badge. Come and see it.",
        link: `/@${user.userName}?dialog=grand-badge&step=congrats`,
      },
    ]);
  });

  it("never comes to a late applicant", async () => {
    const { channel, stages, user, client } = await twoStageChallenge(true);
    await enter(client, channel.id, present(stages[0]).id);
    await enter(client, channel.id, present(stages[1]).id);
    expect(await badgesOf(user.id)).toEqual([]);
    expect(await officialNoticesOf(user.id)).toEqual([]);
  });

  it("does not count an entry made outside the writing period", async () => {
    const { channel, campaign, stages, user, client } = await twoStageChallenge();
    const early = await insertArticle(user.id);
    await db()
      .insert(campaignArticles)
      .values({
        campaignId: campaign.id,
        articleId: early.id,
        stageId: present(stages[0]).id,
        createdAt: NOW - 6 * DAY,
      });
    await enter(client, channel.id, present(stages[1]).id);
    expect(await badgesOf(user.id)).toEqual([]);
  });

  it("comes once when the last stage's entries are published at the same moment: one badge, one notice", async () => {
    const { channel, stages, user, client } = await twoStageChallenge();
    await enter(client, channel.id, present(stages[0]).id);
    await Promise.all([
      enter(client, channel.id, present(stages[1]).id),
      enter(client, channel.id, present(stages[1]).id),
    ]);
    expect(await badgesOf(user.id)).toEqual(["grand_slam"]);
    expect(await officialNoticesOf(user.id)).toHaveLength(1);
  });

  it("does not count an entry the challenge's managers banned", async () => {
    const { channel, campaign, stages, user, client } = await twoStageChallenge();
    const first = await enter(client, channel.id, present(stages[0]).id);
    await db()
      .update(campaignArticles)
      .set({ banned: true })
      .where(and(eq(campaignArticles.campaignId, campaign.id), eq(campaignArticles.articleId, dbId(first))));
    await enter(client, channel.id, present(stages[1]).id);
    expect(await badgesOf(user.id)).toEqual([]);
    expect(await officialNoticesOf(user.id)).toEqual([]);
  });

  it("comes when an edit moves an entry into the missing stage", async () => {
    const { channel, stages, user, client } = await twoStageChallenge();
    await enter(client, channel.id, present(stages[0]).id);
    const second = await enter(client, channel.id, present(stages[0]).id);
    expect(await badgesOf(user.id)).toEqual([]);
    const moved = await client.gql(EDIT, {
      input: {
        id: second,
        campaigns: [
          { campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", present(stages[1]).id) },
        ],
      },
    });
    expect(moved.errors).toBeUndefined();
    expect(await badgesOf(user.id)).toEqual(["grand_slam"]);
  });
});

describe("the golden motor", () => {
  const PAYMENT_PASSWORD = "135790";

  async function supporter() {
    const user = await createUser({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
    await runBatch(
      db(),
      recordStatements(
        db(),
        { uid: crypto.randomUUID(), recipientId: user.id, amount: 10_000, currency: "HKD", purpose: "addCredit" },
        [
          { account: "processor", amount: -10_000 },
          { account: userAccount(user.id), amount: 10_000 },
        ],
      ),
    );
    return signIn(user.email as string);
  }

  /**
   * `count` supports from `senderId` to `recipientId` made before, straight in the database (in
   * USDT: supports on chain, which move nothing in the site's ledger).
   */
  async function supportsBefore(recipientId: number, count: number, senderId?: number) {
    const sender = senderId ?? (await createUser()).id;
    await db().run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
      INSERT INTO transactions (sender_id, recipient_id, amount, currency, purpose, state)
      SELECT ${sender}, ${recipientId}, 1000000, 'USDT', 'donation', 'succeeded' FROM n`);
  }

  const support = (client: Client, authorId: number) =>
    client.gql(PAY, {
      input: {
        amount: 1,
        currency: "HKD",
        purpose: "donation",
        password: PAYMENT_PASSWORD,
        recipientId: gid("User", authorId),
      },
    });

  beforeAll(async () => {
    await db()
      .insert(features)
      .values({ name: "payment", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
  });

  it("comes with the 100th support received, with its notice, and not with the 99th", async () => {
    const author = await createUser({ language: "zh_hans" });
    await supportsBefore(author.id, 98);
    const fan = await supporter();
    expect((await support(fan, author.id)).errors).toBeUndefined();
    expect(await badgesOf(author.id)).toEqual([]);
    expect((await support(await supporter(), author.id)).errors).toBeUndefined();
    expect(await profileBadges(present(author.userName))).toEqual(["golden_motor"]);
    expect(await officialNoticesOf(author.id)).toEqual([
      {
        message: "你的作品已获得 100 次支持，金色马达徽章是你的了，到个人页看看吧。",
        link: `/@${author.userName}`,
      },
    ]);
  });

  it("comes once when supports past the 100th arrive at the same moment: one badge, one notice", async () => {
    const author = await createUser();
    await supportsBefore(author.id, 99);
    const fans = await Promise.all([supporter(), supporter(), supporter()]);
    const results = await Promise.all(fans.map((fan) => support(fan, author.id)));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(await badgesOf(author.id)).toEqual(["golden_motor"]);
    expect(await officialNoticesOf(author.id)).toHaveLength(1);
  });

  it("does not count supports the person gave", async () => {
    const giver = await createUser();
    await supportsBefore((await createUser()).id, 100, giver.id);
    expect((await support(await supporter(), giver.id)).errors).toBeUndefined();
    expect(await badgesOf(giver.id)).toEqual([]);
  });
});
