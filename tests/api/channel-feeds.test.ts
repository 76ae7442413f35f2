import { beforeAll, describe, expect, it } from "vitest";
import {
  articles,
  campaignArticles,
  campaignStages,
  campaigns,
  channelArticles,
  channels,
  readHistory,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db } from "../support/api";
import { graphql } from "./generated/gql";

// What a channel lists: topic and curation channels pin articles above a hotness ranking;
// a writing challenge lists its entries by stage, the featured ones and its announcements.

const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const NOW = Date.now();
const HOUR = 3_600_000;
let seq = 0;
const hash = () => `ch${seq++}x${Math.floor(Math.random() * 1e9)}`;

type UserRow = Awaited<ReturnType<typeof createUser>>;
async function article(author: UserRow, createdAt: number, state: "active" | "banned" = "active") {
  const [row] = await db()
    .insert(articles)
    .values({ authorId: author.id, shortHash: hash(), title: `A${seq}`, summary: "s", state, createdAt })
    .returning();
  if (!row) throw new Error("no article");
  return row;
}

async function channel(type: "topic" | "curation" | "writing_challenge", pinAmount = 3) {
  const [row] = await db()
    .insert(channels)
    .values({ type, shortHash: hash(), nameEn: "C", nameZhHant: "頻", nameZhHans: "频", pinAmount })
    .returning();
  if (!row) throw new Error("no channel");
  return row;
}

const CHANNEL = graphql(`
  query ChannelFeedsPinned($hash: String!, $after: String, $sort: ArticlesSort) {
    channel(input: { shortHash: $hash }) {
      ... on TopicChannel {
        articles(input: { first: 2, after: $after, sort: $sort }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            pinned
            node {
              id
            }
          }
        }
      }
      ... on CurationChannel {
        articles(input: { first: 2, after: $after, sort: $sort }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            pinned
            node {
              id
            }
          }
        }
      }
    }
  }
`);

describe("topic and curation channels", () => {
  it("lead with their pinned articles, then rank the rest by recent reading, in pages", async () => {
    const author = await createUser();
    const readers = await Promise.all([1, 2, 3, 4].map(() => createUser()));
    const c = await channel("curation", 1);
    const [pinOld, pinNew, hot, warm, cold, banned] = [
      await article(author, NOW - 50 * HOUR),
      await article(author, NOW - 40 * HOUR),
      await article(author, NOW - 30 * HOUR),
      await article(author, NOW - 20 * HOUR),
      await article(author, NOW - 10 * HOUR),
      await article(author, NOW - 5 * HOUR, "banned"),
    ];
    if (!pinOld || !pinNew || !hot || !warm || !cold || !banned) throw new Error("setup");
    await db()
      .insert(channelArticles)
      .values([
        { channelId: c.id, articleId: pinOld.id, pinned: true, createdAt: NOW - 50 * HOUR },
        { channelId: c.id, articleId: pinNew.id, pinned: true, createdAt: NOW - 40 * HOUR },
        { channelId: c.id, articleId: hot.id, createdAt: NOW - 30 * HOUR },
        { channelId: c.id, articleId: warm.id, createdAt: NOW - 20 * HOUR },
        { channelId: c.id, articleId: cold.id, createdAt: NOW - 10 * HOUR },
        { channelId: c.id, articleId: banned.id, createdAt: NOW - 5 * HOUR },
      ]);
    await db()
      .insert(readHistory)
      .values([
        ...readers.map((r) => ({ userId: r.id, articleId: hot.id, readAt: NOW - HOUR })),
        ...readers.slice(0, 2).map((r) => ({ userId: r.id, articleId: warm.id, readAt: NOW - HOUR })),
      ]);
    const client = new Client();
    const first = (await client.gql(CHANNEL, { hash: c.shortHash })).data?.channel?.articles;
    // a curation channel pins at most pinAmount: the newest pin
    expect(first?.edges).toEqual([
      { pinned: true, node: { id: gid("Article", pinNew.id) } },
      { pinned: false, node: { id: gid("Article", hot.id) } },
      { pinned: false, node: { id: gid("Article", warm.id) } },
    ]);
    const rest = (await client.gql(CHANNEL, { hash: c.shortHash, after: first?.pageInfo.endCursor })).data?.channel
      ?.articles;
    // the unread ones follow, newest first; the pin past pinAmount is ranked like any other, the
    // shown pin is not repeated, banned work never shows
    expect(rest?.edges?.map((e) => e.node.id)).toEqual([gid("Article", cold.id)]);
    const last = (await client.gql(CHANNEL, { hash: c.shortHash, after: rest?.pageInfo.endCursor })).data?.channel
      ?.articles;
    expect(last?.edges?.map((e) => e.node.id)).toEqual([gid("Article", pinOld.id)]);
    expect(last?.pageInfo.hasNextPage).toBe(false);
  });

  it("list newest first when asked, and refuse a cursor of the wrong shape", async () => {
    const author = await createUser();
    const c = await channel("topic");
    const a = await article(author, NOW - 3 * HOUR);
    const b = await article(author, NOW - 2 * HOUR);
    await db()
      .insert(channelArticles)
      .values([
        { channelId: c.id, articleId: a.id, createdAt: NOW - 3 * HOUR },
        { channelId: c.id, articleId: b.id, pinned: true, createdAt: NOW - 2 * HOUR },
      ]);
    const client = new Client();
    const page = (await client.gql(CHANNEL, { hash: c.shortHash, sort: "newest" })).data?.channel?.articles;
    expect(page?.edges).toEqual([
      { pinned: false, node: { id: gid("Article", b.id) } },
      { pinned: false, node: { id: gid("Article", a.id) } },
    ]);
    expect(codeOf(await client.gql(CHANNEL, { hash: c.shortHash, after: page?.pageInfo.endCursor }))).toBe(
      "BAD_USER_INPUT",
    );
  });
});

describe("writing challenges", () => {
  let challengeHash = "";
  let stageId = 0;
  let ids: Record<string, number> = {};
  beforeAll(async () => {
    const author = await createUser();
    const c = await channel("writing_challenge");
    challengeHash = c.shortHash;
    const [campaign] = await db().insert(campaigns).values({ channelId: c.id, state: "active" }).returning();
    const [stage] = await db()
      .insert(campaignStages)
      .values({ campaignId: campaign?.id ?? 0, nameEn: "Week 1", nameZhHant: "第一週", nameZhHans: "第一周", order: 1 })
      .returning();
    stageId = stage?.id ?? 0;
    const [inStage, featured, other, news] = [
      await article(author, NOW - 4 * HOUR),
      await article(author, NOW - 3 * HOUR),
      await article(author, NOW - 2 * HOUR),
      await article(author, NOW - HOUR),
    ];
    const campaignId = campaign?.id ?? 0;
    await db()
      .insert(campaignArticles)
      .values([
        { campaignId, articleId: inStage.id, stageId, createdAt: NOW - 4 * HOUR },
        { campaignId, articleId: featured.id, featured: true, createdAt: NOW - 3 * HOUR },
        { campaignId, articleId: other.id, createdAt: NOW - 2 * HOUR },
        { campaignId, articleId: news.id, announcement: true, createdAt: NOW - HOUR },
      ]);
    ids = { inStage: inStage.id, featured: featured.id, other: other.id, news: news.id };
  });

  const QUERY = graphql(`
    query ChannelFeedsChallenge($hash: String!, $stage: ID, $featured: Boolean) {
      channel(input: { shortHash: $hash }) {
        ... on WritingChallenge {
          announcements {
            id
          }
          articles(input: { first: 10, filter: { stage: $stage, featured: $featured } }) {
            totalCount
            edges {
              featured
              announcement
              node {
                id
              }
            }
          }
        }
      }
    }
  `);

  it("lists every entry newest first, a stage's entries, the featured ones and the announcements", async () => {
    const client = new Client();
    const all = (await client.gql(QUERY, { hash: challengeHash })).data?.channel;
    expect(all?.articles.edges.map((e) => e.node.id)).toEqual(
      [ids.news, ids.other, ids.featured, ids.inStage].map((id) => gid("Article", id ?? 0)),
    );
    expect(all?.announcements).toEqual([{ id: gid("Article", ids.news ?? 0) }]);
    const stage = (await client.gql(QUERY, { hash: challengeHash, stage: gid("CampaignStage", stageId) })).data
      ?.channel;
    expect(stage?.articles.edges.map((e) => e.node.id)).toEqual([gid("Article", ids.inStage ?? 0)]);
    const featured = (await client.gql(QUERY, { hash: challengeHash, featured: true })).data?.channel;
    expect(featured?.articles.edges).toEqual([
      { featured: true, announcement: false, node: { id: gid("Article", ids.featured ?? 0) } },
    ]);
  });

  it("refuses a stage filter that is not a stage", async () => {
    const result = await new Client().gql(QUERY, { hash: challengeHash, stage: gid("Article", 1) });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });
});
