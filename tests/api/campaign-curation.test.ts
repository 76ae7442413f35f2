import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignArticles, campaignParticipants, campaignRoles, notices } from "@/server/db/schema";
import { Client, codeOf, db, PASSWORD, present } from "../support/api";
import { fromNewIp, gid, insertArticle, insertChallenge, insertStage, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// A writing challenge's managers curate its entries (issue 35): they feature them, and the
// author is told once however many managers feature at once; they ban them from the
// challenge's lists, the article itself untouched. The challenge's managers and admins only.
// Admins announce to its participants, with their own password.

const FEATURE = graphql(`
  mutation CurationFeature($input: ToggleWritingChallengeFeaturedArticlesInput!) {
    toggleWritingChallengeFeaturedArticles(input: $input) {
      id
    }
  }
`);

const BAN = graphql(`
  mutation CurationBan($input: BanCampaignArticlesInput!) {
    banCampaignArticles(input: $input) {
      id
    }
  }
`);

const ENTRIES = graphql(`
  query CurationEntries($shortHash: String!, $stage: ID) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        all: articles(input: { first: 20 }) {
          totalCount
          edges {
            featured
            node {
              id
            }
          }
        }
        featured: articles(input: { first: 20, filter: { featured: true } }) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
        stage: articles(input: { first: 20, filter: { stage: $stage } }) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

const ARTICLE = graphql(`
  query CurationArticle($id: ID!) {
    node(input: { id: $id }) {
      ... on Article {
        id
        state
      }
    }
  }
`);

const NOTICES = graphql(`
  query CurationNotices {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on CampaignArticleNotice {
              type
              actors {
                id
              }
              target {
                id
                ... on WritingChallenge {
                  shortHash
                }
              }
              article {
                id
              }
            }
          }
        }
      }
    }
  }
`);

/** An active challenge with one manager and one entry in its stage, by an author of its own. */
async function curated() {
  const { channel, campaign, stage } = await insertChallenge("active");
  const manager = await writer();
  await db()
    .insert(campaignRoles)
    .values({ campaignId: campaign.id, role: "manager", userId: manager.user.id, position: 0 });
  const author = await writer();
  const entry = await enter(campaign.id, stage.id, author.user.id);
  return { channel, campaign, stage, manager, author, entry };
}

async function enter(campaignId: number, stageId: number, authorId: number) {
  const article = await insertArticle(authorId);
  await db().insert(campaignArticles).values({ campaignId, articleId: article.id, stageId });
  return article;
}

const feature = (client: Client, channelId: number, articleIds: number[], enabled = true) =>
  client.gql(FEATURE, {
    input: {
      campaign: gid("WritingChallenge", channelId),
      articles: articleIds.map((id) => gid("Article", id)),
      enabled,
    },
  });

const ban = (client: Client, channelId: number, articleIds: number[]) =>
  client.gql(BAN, {
    input: { campaign: gid("WritingChallenge", channelId), articles: articleIds.map((id) => gid("Article", id)) },
  });

type ArticleEdge = { node: { id: string } };

async function listsOf(client: Client, shortHash: string, stageId: number) {
  const result = await client.gql(ENTRIES, { shortHash, stage: gid("CampaignStage", stageId) });
  expect(result.errors).toBeUndefined();
  const c = present(present(result.data).campaign);
  if (!("all" in c)) throw new Error("not a writing challenge");
  const ids = (list: { edges: readonly ArticleEdge[] }) => list.edges.map((e) => e.node.id);
  return {
    all: ids(c.all),
    allCount: c.all.totalCount,
    featuredFlags: c.all.edges.map((e) => e.featured),
    featured: ids(c.featured),
    featuredCount: c.featured.totalCount,
    stage: ids(c.stage),
    stageCount: c.stage.totalCount,
  };
}

async function featureNotices(client: Client) {
  const result = await client.gql(NOTICES);
  expect(result.errors).toBeUndefined();
  return (present(result.data).viewer?.notices.edges ?? []).flatMap((e) =>
    e.node.__typename === "CampaignArticleNotice" ? [e.node] : [],
  );
}

describe("toggleWritingChallengeFeaturedArticles", () => {
  it("features an entry for the challenge's manager: listed as featured, and the author is told", async () => {
    const { channel, stage, manager, author, entry } = await curated();
    const result = await feature(manager.client, channel.id, [entry.id]);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).toggleWritingChallengeFeaturedArticles.id).toBe(gid("WritingChallenge", channel.id));
    const lists = await listsOf(author.client, channel.shortHash, stage.id);
    expect(lists).toMatchObject({
      all: [gid("Article", entry.id)],
      featuredFlags: [true],
      featured: [gid("Article", entry.id)],
      featuredCount: 1,
    });
    expect(await featureNotices(author.client)).toEqual([
      {
        __typename: "CampaignArticleNotice",
        type: "CampaignArticleFeatured",
        actors: [{ id: gid("User", manager.user.id) }],
        target: { id: gid("WritingChallenge", channel.id), shortHash: channel.shortHash },
        article: { id: gid("Article", entry.id) },
      },
    ]);
  });

  it("takes the feature back without telling anyone, and featuring again tells again", async () => {
    const { channel, stage, manager, author, entry } = await curated();
    await feature(manager.client, channel.id, [entry.id]);
    const off = await feature(manager.client, channel.id, [entry.id], false);
    expect(off.errors).toBeUndefined();
    const lists = await listsOf(author.client, channel.shortHash, stage.id);
    expect(lists).toMatchObject({ featuredFlags: [false], featured: [], featuredCount: 0 });
    expect(await featureNotices(author.client)).toHaveLength(1);
    await feature(manager.client, channel.id, [entry.id]);
    expect(await featureNotices(author.client)).toHaveLength(2);
  });

  it("tells the author once when two managers feature the entry at once", async () => {
    const { channel, campaign, author, entry, manager } = await curated();
    const second = await writer();
    await db()
      .insert(campaignRoles)
      .values({ campaignId: campaign.id, role: "manager", userId: second.user.id, position: 1 });
    const results = await Promise.all([
      feature(fromNewIp(manager.client), channel.id, [entry.id]),
      feature(fromNewIp(second.client), channel.id, [entry.id]),
      feature(fromNewIp(manager.client), channel.id, [entry.id]),
      feature(fromNewIp(second.client), channel.id, [entry.id]),
    ]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const rows = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.recipientId, author.user.id), eq(notices.type, "CampaignArticleFeatured")));
    expect(rows).toHaveLength(1);
  });

  it("lets an admin who is no manager feature entries", async () => {
    const { channel, stage, author, entry } = await curated();
    const admin = await writer({ role: "admin" });
    expect((await feature(admin.client, channel.id, [entry.id])).errors).toBeUndefined();
    expect((await listsOf(author.client, channel.shortHash, stage.id)).featured).toEqual([gid("Article", entry.id)]);
  });

  it("refuses anyone else, even the entry's author (FORBIDDEN), and a visitor (UNAUTHENTICATED)", async () => {
    const { channel, stage, author, entry } = await curated();
    const other = await writer();
    expect(codeOf(await feature(other.client, channel.id, [entry.id]))).toBe("FORBIDDEN");
    expect(codeOf(await feature(author.client, channel.id, [entry.id]))).toBe("FORBIDDEN");
    expect(codeOf(await feature(new Client(), channel.id, [entry.id]))).toBe("UNAUTHENTICATED");
    expect((await listsOf(author.client, channel.shortHash, stage.id)).featured).toEqual([]);
  });

  it("refuses a manager of another challenge (FORBIDDEN)", async () => {
    const { channel, author, entry } = await curated();
    const elsewhere = await curated();
    expect(codeOf(await feature(elsewhere.manager.client, channel.id, [entry.id]))).toBe("FORBIDDEN");
    expect(await featureNotices(author.client)).toEqual([]);
  });

  it("refuses an article that is not an entry of the challenge, and changes none of the others", async () => {
    const { channel, stage, manager, author, entry } = await curated();
    const stranger = await insertArticle(author.user.id);
    const result = await feature(manager.client, channel.id, [entry.id, stranger.id]);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect((await listsOf(author.client, channel.shortHash, stage.id)).featured).toEqual([]);
    expect(await featureNotices(author.client)).toEqual([]);
  });

  it("answers CAMPAIGN_NOT_FOUND for a challenge that is not there", async () => {
    const { manager, entry } = await curated();
    expect(codeOf(await feature(manager.client, 99_999_999, [entry.id]))).toBe("CAMPAIGN_NOT_FOUND");
  });
});

describe("banCampaignArticles", () => {
  it("takes an entry out of the challenge's lists (all, featured, its stage), the article untouched", async () => {
    const { channel, campaign, stage, manager, author, entry } = await curated();
    const kept = await enter(campaign.id, stage.id, author.user.id);
    await feature(manager.client, channel.id, [entry.id, kept.id]);
    const result = await ban(manager.client, channel.id, [entry.id]);
    expect(result.errors).toBeUndefined();
    expect(await listsOf(author.client, channel.shortHash, stage.id)).toEqual({
      all: [gid("Article", kept.id)],
      allCount: 1,
      featuredFlags: [true],
      featured: [gid("Article", kept.id)],
      featuredCount: 1,
      stage: [gid("Article", kept.id)],
      stageCount: 1,
    });
    const article = await author.client.gql(ARTICLE, { id: gid("Article", entry.id) });
    expect(present(article.data).node).toEqual({ id: gid("Article", entry.id), state: "active" });
  });

  it("bans again without error, and a banned entry can be featured no more (BAD_USER_INPUT)", async () => {
    const { channel, stage, manager, author, entry } = await curated();
    expect((await ban(manager.client, channel.id, [entry.id])).errors).toBeUndefined();
    expect((await ban(manager.client, channel.id, [entry.id])).errors).toBeUndefined();
    expect(codeOf(await feature(manager.client, channel.id, [entry.id]))).toBe("BAD_USER_INPUT");
    expect((await listsOf(author.client, channel.shortHash, stage.id)).all).toEqual([]);
    expect(await featureNotices(author.client)).toEqual([]);
  });

  it("lets an admin ban; refuses anyone else (FORBIDDEN) and an article not entered (BAD_USER_INPUT)", async () => {
    const { channel, stage, author, entry, manager } = await curated();
    const other = await writer();
    expect(codeOf(await ban(other.client, channel.id, [entry.id]))).toBe("FORBIDDEN");
    expect(codeOf(await ban(author.client, channel.id, [entry.id]))).toBe("FORBIDDEN");
    const stranger = await insertArticle(author.user.id);
    expect(codeOf(await ban(manager.client, channel.id, [entry.id, stranger.id]))).toBe("BAD_USER_INPUT");
    expect((await listsOf(author.client, channel.shortHash, stage.id)).all).toEqual([gid("Article", entry.id)]);
    const admin = await writer({ role: "admin" });
    expect((await ban(admin.client, channel.id, [entry.id])).errors).toBeUndefined();
    expect((await listsOf(author.client, channel.shortHash, stage.id)).all).toEqual([]);
  });
});

const EDIT = graphql(`
  mutation CurationEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
    }
  }
`);

describe("the managers' word through the author's edits", () => {
  /** The author edits the entry's challenge to `stageId`, or out of it with null. */
  const edit = (author: Client, channelId: number, articleId: number, stageId: number | null) =>
    author.gql(EDIT, {
      input: {
        id: gid("Article", articleId),
        campaigns:
          stageId === null
            ? []
            : [{ campaign: gid("WritingChallenge", channelId), stage: gid("CampaignStage", stageId) }],
      },
    });
  const flagsOf = async (campaignId: number, articleId: number) =>
    (
      await db()
        .select({
          stageId: campaignArticles.stageId,
          banned: campaignArticles.banned,
          featured: campaignArticles.featured,
        })
        .from(campaignArticles)
        .where(and(eq(campaignArticles.campaignId, campaignId), eq(campaignArticles.articleId, articleId)))
    )[0];

  it("a ban stays through an edit that keeps the entry, moves its stage, or leaves and names the challenge again", async () => {
    const { channel, campaign, stage, manager, author, entry } = await curated();
    await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: author.user.id });
    const second = await insertStage(campaign.id, 2);
    expect((await ban(manager.client, channel.id, [entry.id])).errors).toBeUndefined();

    expect((await edit(author.client, channel.id, entry.id, stage.id)).errors).toBeUndefined();
    expect(await flagsOf(campaign.id, entry.id)).toEqual({ stageId: stage.id, banned: true, featured: false });
    expect((await edit(author.client, channel.id, entry.id, second.id)).errors).toBeUndefined();
    expect(await flagsOf(campaign.id, entry.id)).toEqual({ stageId: second.id, banned: true, featured: false });
    // leaving does not wipe the ban out: naming the challenge again finds it still banned
    expect((await edit(author.client, channel.id, entry.id, null)).errors).toBeUndefined();
    expect((await edit(author.client, channel.id, entry.id, stage.id)).errors).toBeUndefined();
    expect(await flagsOf(campaign.id, entry.id)).toEqual({ stageId: stage.id, banned: true, featured: false });
    expect(await listsOf(author.client, channel.shortHash, stage.id)).toMatchObject({ all: [], stage: [] });
  });

  it("a feature stays while the entry stays in its stage, and goes when the author moves it to another", async () => {
    const { channel, campaign, stage, manager, author, entry } = await curated();
    await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: author.user.id });
    const second = await insertStage(campaign.id, 2);
    expect((await feature(manager.client, channel.id, [entry.id])).errors).toBeUndefined();

    expect((await edit(author.client, channel.id, entry.id, stage.id)).errors).toBeUndefined();
    expect(await flagsOf(campaign.id, entry.id)).toEqual({ stageId: stage.id, banned: false, featured: true });
    expect((await edit(author.client, channel.id, entry.id, second.id)).errors).toBeUndefined();
    expect(await flagsOf(campaign.id, entry.id)).toEqual({ stageId: second.id, banned: false, featured: false });
    expect(await listsOf(author.client, channel.shortHash, second.id)).toMatchObject({
      stage: [gid("Article", entry.id)],
      featured: [],
    });
  });
});

const ANNOUNCE = graphql(`
  mutation CurationAnnounce($input: SendCampaignAnnouncementInput!) {
    sendCampaignAnnouncement(input: $input)
  }
`);

const OFFICIAL = graphql(`
  query CurationOfficialNotices {
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

const announcement = [
  { language: "en" as const, text: "Stage two opens tomorrow" },
  { language: "zh_hant" as const, text: "第二階段明天開始" },
  { language: "zh_hans" as const, text: "第二阶段明天开始" },
];

describe("sendCampaignAnnouncement", () => {
  async function challengeWith(...states: ("succeeded" | "rejected")[]) {
    const { channel, campaign } = await insertChallenge("active");
    const people = [];
    for (const [i, state] of states.entries()) {
      const person = await writer({ language: (["en", "zh_hant", "zh_hans"] as const)[i % 3] });
      await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: person.user.id, state });
      people.push(person);
    }
    return { channel, people };
  }

  const announce = (client: Client, channelId: number, password = PASSWORD, link = "https://example.com/stage-2") =>
    client.gql(ANNOUNCE, {
      input: { campaign: gid("WritingChallenge", channelId), announcement, link, password },
    });

  async function officialOf(client: Client) {
    const result = await client.gql(OFFICIAL);
    expect(result.errors).toBeUndefined();
    return (present(result.data).viewer?.notices.edges ?? []).flatMap((e) =>
      e.node.__typename === "OfficialAnnouncementNotice" ? [{ message: e.node.message, link: e.node.link }] : [],
    );
  }

  it("tells every participant whose application succeeded, each in their language, with the link", async () => {
    const { channel, people } = await challengeWith("succeeded", "succeeded", "succeeded", "rejected");
    const outsider = await writer();
    const admin = await writer({ role: "admin" });
    const result = await announce(admin.client, channel.id);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).sendCampaignAnnouncement).toBe(true);
    const link = "https://example.com/stage-2";
    const [en, hant, hans, rejected] = people;
    expect(await officialOf(present(en).client)).toEqual([{ message: "Stage two opens tomorrow", link }]);
    expect(await officialOf(present(hant).client)).toEqual([{ message: "第二階段明天開始", link }]);
    expect(await officialOf(present(hans).client)).toEqual([{ message: "第二阶段明天开始", link }]);
    expect(await officialOf(present(rejected).client)).toEqual([]);
    expect(await officialOf(outsider.client)).toEqual([]);
  });

  it("refuses a wrong password (USER_PASSWORD_INVALID) and tells no one", async () => {
    const { channel, people } = await challengeWith("succeeded");
    const admin = await writer({ role: "admin" });
    expect(codeOf(await announce(admin.client, channel.id, "not-my-password-1"))).toBe("USER_PASSWORD_INVALID");
    const told = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.recipientId, present(people[0]).user.id), eq(notices.type, "OfficialAnnouncement")));
    expect(told).toEqual([]);
  });

  it("refuses anyone but an admin (FORBIDDEN), a link that is no web address (BAD_USER_INPUT), a challenge not there", async () => {
    const { channel, people } = await challengeWith("succeeded");
    const manager = present(people[0]);
    expect(codeOf(await announce(manager.client, channel.id))).toBe("FORBIDDEN");
    const admin = await writer({ role: "admin" });
    expect(codeOf(await announce(admin.client, channel.id, PASSWORD, "javascript:alert(1)"))).toBe("BAD_USER_INPUT");
    expect(codeOf(await announce(admin.client, 99_999_999))).toBe("CAMPAIGN_NOT_FOUND");
    expect(await officialOf(manager.client)).toEqual([]);
  });
});
