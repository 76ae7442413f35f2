import { beforeAll, describe, expect, it } from "vitest";
import { hottestCount, hottestPage } from "@/server/db/queries/hottest";
import {
  appreciations,
  articles,
  articleTags,
  articleVersions,
  channelArticles,
  channels,
  comments,
  readHistory,
  tagBookmarks,
  tags,
  transactions,
  userRestrictions,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { graphql } from "./generated/gql";
import type { TagArticlesSortBy, TagsArticlesByDefaultQuery } from "./generated/graphql";

// A tag's articles (hottest and latest), its authors and bookmark count, and the tag list.
// Fixtures go straight into this file's own database; times are relative to the clock.

const DAY = 86_400_000;
const NOW = Date.now();
const run = Math.floor(Math.random() * 1e6);
const gid = (type: string, id: number) => btoa(`${type}:${id}`);

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("fixture insert returned nothing");
  return row;
}

type UserRow = Awaited<ReturnType<typeof createUser>>;
type ArticleRow = typeof articles.$inferSelect;
type TagRow = typeof tags.$inferSelect;

let writer: UserRow;
let other: UserRow;
let bannedAuthor: UserRow;
let archivedAuthor: UserRow;
let restricted: UserRow;
let readers: UserRow[];
let tag: TagRow;
let small: TagRow;
let empty: TagRow;
const a: Record<string, ArticleRow> = {};
let hashSeq = 0;

async function article(
  key: string,
  author: UserRow,
  ageDays: number,
  state: ArticleRow["state"] = "active",
  tagRow: TagRow = tag,
) {
  hashSeq += 1;
  const createdAt = NOW - ageDays * DAY;
  const row = must(
    (
      await db()
        .insert(articles)
        .values({
          authorId: author.id,
          shortHash: `t${run}x${hashSeq}`,
          state,
          title: `${key} ${run}`,
          summary: `${key} in brief`,
          wordCount: 100,
          createdAt,
        })
        .returning()
    )[0],
  );
  await db()
    .insert(articleVersions)
    .values({
      articleId: row.id,
      title: row.title,
      summary: row.summary,
      content: "<p>x</p>",
      wordCount: 100,
      dataHash: `h${row.id}`,
    });
  await db().insert(articleTags).values({ articleId: row.id, tagId: tagRow.id, createdAt });
  a[key] = row;
  return row;
}

/** `n` reads of the article by distinct readers, `ageDays` ago. */
async function reads(row: ArticleRow, n: number, ageDays: number) {
  await db()
    .insert(readHistory)
    .values(readers.slice(0, n).map((r) => ({ userId: r.id, articleId: row.id, readAt: NOW - ageDays * DAY })));
}

async function comment(row: ArticleRow, ageDays: number) {
  const authorId = readers[0]?.id ?? 0;
  await db()
    .insert(comments)
    .values({ type: "article", targetId: row.id, authorId, content: "hi", createdAt: NOW - ageDays * DAY });
}

beforeAll(async () => {
  writer = await createUser({ displayName: "Writer" });
  other = await createUser({ displayName: "Other" });
  bannedAuthor = await createUser({ state: "banned" });
  archivedAuthor = await createUser({ state: "archived" });
  restricted = await createUser();
  readers = [];
  for (let i = 0; i < 6; i++) readers.push(await createUser());
  await db()
    .insert(userRestrictions)
    .values([
      { userId: restricted.id, type: "articleHottest" },
      { userId: restricted.id, type: "articleNewest" },
    ]);

  tag = must(
    (
      await db()
        .insert(tags)
        .values({ content: `Hot${run}`, slug: `hot${run}`, shortHash: `th${run}`, numArticles: 30 })
        .returning()
    )[0],
  );
  small = must(
    (
      await db()
        .insert(tags)
        .values({ content: `Small${run}`, slug: `small${run}`, shortHash: `ts${run}`, numArticles: 2 })
        .returning()
    )[0],
  );
  empty = must(
    (
      await db()
        .insert(tags)
        .values({ content: `Empty${run}`, slug: `empty${run}`, shortHash: `te${run}`, numArticles: 0 })
        .returning()
    )[0],
  );

  // in id order (ids are the tie-break among articles without recent activity)
  await article("quietOld", writer, 200);
  await article("outOfWindow", writer, 100);
  await article("warm", other, 40);
  await article("hot", writer, 60);
  await article("donated", other, 50);
  await article("subsidized", writer, 30);
  await article("banned", writer, 20, "banned");
  await article("archived", writer, 20, "archived");
  await article("byBanned", bannedAuthor, 20);
  await article("byArchived", archivedAuthor, 20);
  await article("byRestricted", restricted, 20);
  await article("fresh", writer, 1);
  await article("elsewhere", writer, 1, "active", small);

  // hot: three reads and a comment yesterday. warm: the same, six days ago (decayed to a quarter).
  await reads(must(a.hot), 3, 1);
  await comment(must(a.hot), 1);
  await reads(must(a.warm), 3, 6);
  await comment(must(a.warm), 6);
  // one donation yesterday outweighs three reads: 5 against 3 (before the same decay)
  await db()
    .insert(transactions)
    .values({
      senderId: readers[1]?.id,
      recipientId: other.id,
      amount: 10,
      currency: "HKD",
      purpose: "donation",
      state: "succeeded",
      targetType: "Article",
      targetId: must(a.donated).id,
      createdAt: NOW - 1 * DAY,
    });
  await db()
    .insert(appreciations)
    .values({
      senderId: readers[2]?.id,
      recipientId: other.id,
      articleId: must(a.donated).id,
      amount: 3,
      createdAt: NOW - 2 * DAY,
    });
  // a crowd, but a month ago: outside the window
  await reads(must(a.outOfWindow), 6, 30);
  // appreciations the system gave are no reader's doing
  await db()
    .insert(appreciations)
    .values({
      recipientId: writer.id,
      articleId: must(a.subsidized).id,
      amount: 5,
      purpose: "systemSubsidy",
      createdAt: NOW - DAY / 2,
    });
  // the hidden ones are the most active of all
  for (const key of ["banned", "archived", "byBanned", "byArchived", "byRestricted"]) {
    await reads(must(a[key]), 6, 0.5);
    await comment(must(a[key]), 0.5);
  }

  await db()
    .insert(tagBookmarks)
    .values([
      { userId: readers[0]?.id ?? 0, tagId: tag.id },
      { userId: readers[1]?.id ?? 0, tagId: tag.id },
      { userId: readers[2]?.id ?? 0, tagId: small.id },
    ]);
});

const ARTICLES = graphql(`
  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {
    node(input: { id: $id }) {
      ... on Tag {
        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {
          totalCount
          edges {
            cursor
            pinned
            node {
              id
              title
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

async function tagArticles(sortBy: TagArticlesSortBy, first = 20, after: string | null = null, tagRow = tag) {
  const result = await client().gql(ARTICLES, {
    id: gid("Tag", tagRow.id),
    sortBy,
    first,
    after,
  });
  expect(result.errors).toBeUndefined();
  return must(result.data?.node?.articles);
}

type Page = Awaited<ReturnType<typeof tagArticles>>;
/** The tag's articles in their default order (its own document: that order is what is tested). */
type DefaultPage = Extract<TagsArticlesByDefaultQuery["node"], { articles: unknown }>["articles"];

/** The fixture keys of a page's articles, in its order. */
const keysOf = (page: Pick<Page | DefaultPage, "edges">) =>
  present(page.edges).map((e) => Object.keys(a).find((k) => gid("Article", must(a[k]).id) === e.node.id));

async function allPages(sortBy: TagArticlesSortBy, first: number) {
  const seen: NonNullable<Page["edges"]> = [];
  let after: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page = await tagArticles(sortBy, first, after);
    seen.push(...present(page.edges));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error("paging did not end");
}

describe("Tag.articles byHottestDesc", () => {
  it("ranks by decayed activity, then the quiet ones newest first, leaving out hidden work", async () => {
    const page = await tagArticles("byHottestDesc");
    expect(keysOf(page)).toEqual(["donated", "hot", "warm", "fresh", "subsidized", "outOfWindow", "quietOld"]);
    expect(page.totalCount).toBe(7);
    expect(page.edges?.every((e) => e.pinned === false)).toBe(true);
  });

  it("pages without duplicates or gaps", async () => {
    const whole = keysOf(await tagArticles("byHottestDesc", 50));
    for (const first of [1, 2, 3]) {
      const paged = await allPages("byHottestDesc", first);
      expect(keysOf({ edges: paged })).toEqual(whole);
    }
  });

  it("ranks later pages as of the first page, so new activity does not reshuffle them", async () => {
    const first = await tagArticles("byHottestDesc", 3);
    expect(keysOf(first)).toEqual(["donated", "hot", "warm"]);
    // quietOld becomes the hottest of all (1 + 2 × 3 > 5.2) after the first page was read
    const latecomer = await createUser();
    const later = Date.now() + 1;
    await db()
      .insert(readHistory)
      .values({ userId: latecomer.id, articleId: must(a.quietOld).id, readAt: later });
    await db()
      .insert(comments)
      .values(
        [1, 2].map(() => ({
          type: "article" as const,
          targetId: must(a.quietOld).id,
          authorId: latecomer.id,
          content: "!",
          createdAt: later,
        })),
      );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rest = await tagArticles("byHottestDesc", 10, first.pageInfo.endCursor);
    expect(keysOf(rest)).toEqual(["fresh", "subsidized", "outOfWindow", "quietOld"]);
    // a fresh first page sees it
    expect(keysOf(await tagArticles("byHottestDesc", 1))).toEqual(["quietOld"]);
  });

  it("refuses a cursor of the other order", async () => {
    const latest = await tagArticles("byCreatedAtDesc", 1);
    const result = await client().gql(ARTICLES, {
      id: gid("Tag", tag.id),
      sortBy: "byHottestDesc",
      first: 1,
      after: latest.pageInfo.endCursor,
    });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });
});

describe("Tag.articles byCreatedAtDesc", () => {
  it("lists the tag's visible articles newest first, by default", async () => {
    const result = await client().gql(
      graphql(`
        query TagsArticlesByDefault($id: ID!) {
          node(input: { id: $id }) {
            ... on Tag {
              articles(input: {}) {
                totalCount
                edges {
                  node {
                    id
                    title
                  }
                }
              }
            }
          }
        }
      `),
      { id: gid("Tag", tag.id) },
    );
    expect(result.errors).toBeUndefined();
    const page = must(result.data?.node?.articles);
    expect(keysOf(page)).toEqual(["fresh", "subsidized", "warm", "donated", "hot", "outOfWindow", "quietOld"]);
    expect(page.totalCount).toBe(7);
  });

  it("pages without duplicates or gaps", async () => {
    const whole = keysOf(await tagArticles("byCreatedAtDesc", 50));
    const paged = await allPages("byCreatedAtDesc", 2);
    expect(keysOf({ edges: paged })).toEqual(whole);
  });

  it("keeps to its own tag", async () => {
    expect(keysOf(await tagArticles("byCreatedAtDesc", 20, null, small))).toEqual(["elsewhere"]);
    expect((await tagArticles("byHottestDesc", 20, null, empty)).edges).toEqual([]);
  });
});

describe("Tag authors and bookmarks", () => {
  it("lists the most active visible authors first, paged by position", async () => {
    const AUTHORS = graphql(`
      query TagsRecommendedAuthors($id: ID!, $after: String) {
        node(input: { id: $id }) {
          ... on Tag {
            recommendedAuthors(input: { first: 1, after: $after }) {
              totalCount
              edges {
                node {
                  id
                }
              }
              pageInfo {
                endCursor
                hasNextPage
              }
            }
          }
        }
      }
    `);
    const first = await client().gql(AUTHORS, { id: gid("Tag", tag.id) });
    expect(first.errors).toBeUndefined();
    const page1 = must(first.data?.node?.recommendedAuthors);
    expect(page1.totalCount).toBe(2);
    expect(page1.edges?.map((e) => e.node.id)).toEqual([gid("User", writer.id)]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await client().gql(AUTHORS, { id: gid("Tag", tag.id), after: page1.pageInfo.endCursor });
    const page2 = must(second.data?.node?.recommendedAuthors);
    expect(page2.edges?.map((e) => e.node.id)).toEqual([gid("User", other.id)]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it("counts the users who bookmarked the tag", async () => {
    const result = await client().gql<{ a: { numFollowers: number }; b: { numFollowers: number } }>(
      `query($a: ID!, $b: ID!) {
        a: node(input: { id: $a }) { ... on Tag { numFollowers } }
        b: node(input: { id: $b }) { ... on Tag { numFollowers } }
      }`,
      { a: gid("Tag", tag.id), b: gid("Tag", empty.id) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.a.numFollowers).toBe(2);
    expect(result.data?.b.numFollowers).toBe(0);
  });
});

describe("Recommendation.tags", () => {
  const TAGS = graphql(`
    query TagsRecommended($after: String, $first: Int) {
      viewer {
        recommendation {
          tags(input: { first: $first, after: $after }) {
            totalCount
            edges {
              node {
                id
                content
                numArticles
              }
            }
            pageInfo {
              endCursor
              hasNextPage
            }
          }
        }
      }
    }
  `);

  it("orders tags with articles by article count, and pages", async () => {
    const result = await client().gql(TAGS, { first: 1 });
    expect(result.errors).toBeUndefined();
    const page1 = must(result.data?.viewer?.recommendation.tags);
    expect(page1.totalCount).toBe(2);
    expect(page1.edges?.map((e) => e.node.id)).toEqual([gid("Tag", tag.id)]);
    const next = await client().gql(TAGS, { first: 5, after: page1.pageInfo.endCursor });
    const page2 = must(next.data?.viewer?.recommendation.tags);
    expect(page2.edges?.map((e) => e.node.id)).toEqual([gid("Tag", small.id)]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

describe("hottestPage over a channel", () => {
  it("ranks a channel's articles with the same function", async () => {
    const channel = must(
      (
        await db()
          .insert(channels)
          .values({ type: "topic", shortHash: `ch${run}`, nameEn: "C", nameZhHant: "C", nameZhHans: "C" })
          .returning()
      )[0],
    );
    await db()
      .insert(channelArticles)
      .values(
        ["quietOld", "hot", "warm", "banned"].map((key) => ({ channelId: channel.id, articleId: must(a[key]).id })),
      );
    const { asOf, rows } = await hottestPage(db(), { channelId: channel.id }, 10, undefined, NOW);
    expect(asOf).toBe(NOW);
    expect(rows.map((r) => r.id)).toEqual([must(a.hot).id, must(a.warm).id, must(a.quietOld).id]);
    expect(rows[0]?.score).toBeGreaterThan(rows[1]?.score ?? 0);
    expect(rows[2]?.score).toBe(0);
    expect(await hottestCount(db(), { channelId: channel.id })).toBe(3);
  });
});
