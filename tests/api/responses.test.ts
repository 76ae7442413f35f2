import { describe, expect, it } from "vitest";
import { articleConnections, comments } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { ResponsesInput } from "./generated/graphql";

// Article.responses and responseCount: the article's top-level comments and the active articles
// that link it, one list by time (a comment's, or when the link was made).

const RESPONSES = graphql(`
  query Responses($shortHash: String!, $input: ResponsesInput!) {
    article(input: { shortHash: $shortHash }) {
      responseCount
      responses(input: $input) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        edges {
          cursor
          node {
            __typename
            ... on Article {
              id
            }
            ... on Comment {
              id
            }
          }
        }
      }
    }
  }
`);

const COUNTS = graphql(`
  query ResponseCounts($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 10 }) {
        edges {
          node {
            id
            responseCount
          }
        }
      }
    }
  }
`);

async function comment(
  targetId: number,
  authorId: number,
  createdAt: number,
  extra: Partial<typeof comments.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(comments)
    .values({ type: "article", targetId, authorId, content: "<p>Hi</p>", createdAt, ...extra })
    .returning();
  return present(row);
}

async function link(fromId: number, toId: number, createdAt: number) {
  await db().insert(articleConnections).values({ articleId: fromId, connectionId: toId, order: 0, createdAt });
}

/** An article with, in time order: comment c1 (1000), linking article l1 (2000), c2 and l2 (both 3000), c3 (4000). */
async function discussed() {
  const author = await createUser();
  const reader = await createUser();
  const target = await insertArticle(author.id);
  const c1 = await comment(target.id, reader.id, 1_000);
  const c2 = await comment(target.id, reader.id, 3_000);
  const c3 = await comment(target.id, author.id, 4_000);
  const l1 = await insertArticle(reader.id);
  const l2 = await insertArticle(reader.id);
  await link(l1.id, target.id, 2_000);
  await link(l2.id, target.id, 3_000);
  // not responses: a reply, a deleted comment without replies, an archived linking article,
  // a comment on another article
  await comment(target.id, author.id, 1_500, { parentCommentId: c1.id, replyToId: c1.id });
  await comment(target.id, reader.id, 2_500, { state: "archived" });
  const gone = await insertArticle(reader.id, "archived");
  await link(gone.id, target.id, 2_600);
  await comment(l1.id, reader.id, 2_700);
  const ids = {
    c1: gid("Comment", c1.id),
    c2: gid("Comment", c2.id),
    c3: gid("Comment", c3.id),
    l1: gid("Article", l1.id),
    l2: gid("Article", l2.id),
  };
  return { author, target, ids };
}

async function page(shortHash: string, input: ResponsesInput) {
  const result = await new Client().gql(RESPONSES, { shortHash, input });
  expect(result.errors).toBeUndefined();
  const article = present(result.data?.article);
  return {
    ...article.responses,
    responseCount: article.responseCount,
    ids: article.responses.edges?.map((e) => e.node.id),
  };
}

describe("Article.responses", () => {
  it("merges the comments and the linking articles by time, newest first unless sorted oldest", async () => {
    const { target, ids } = await discussed();
    const newest = await page(target.shortHash, {});
    expect(newest.ids).toEqual([ids.c3, ids.l2, ids.c2, ids.l1, ids.c1]);
    expect(newest.totalCount).toBe(5);
    expect(newest.responseCount).toBe(5);
    expect(newest.edges?.map((e) => e.node.__typename)).toEqual([
      "Comment",
      "Article",
      "Comment",
      "Article",
      "Comment",
    ]);

    const oldest = await page(target.shortHash, { sort: "oldest" });
    expect(oldest.ids).toEqual([ids.c1, ids.l1, ids.c2, ids.l2, ids.c3]);

    const articlesOnly = await page(target.shortHash, { articleOnly: true });
    expect(articlesOnly.ids).toEqual([ids.l2, ids.l1]);
    expect(articlesOnly.totalCount).toBe(2);
  });

  it("pages after and before a cursor, with the cursor's own response when asked", async () => {
    const { target, ids } = await discussed();
    const first = await page(target.shortHash, { sort: "oldest", first: 2 });
    expect(first.ids).toEqual([ids.c1, ids.l1]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page(target.shortHash, { sort: "oldest", first: 2, after: first.pageInfo.endCursor });
    expect(second.ids).toEqual([ids.c2, ids.l2]);
    const third = await page(target.shortHash, { sort: "oldest", first: 2, after: second.pageInfo.endCursor });
    expect(third.ids).toEqual([ids.c3]);
    expect(third.pageInfo.hasNextPage).toBe(false);

    const again = await page(target.shortHash, {
      sort: "oldest",
      first: 2,
      after: second.pageInfo.startCursor,
      includeAfter: true,
    });
    expect(again.ids).toEqual([ids.c2, ids.l2]);

    const before = await page(target.shortHash, { sort: "oldest", first: 2, before: third.pageInfo.startCursor });
    expect(before.ids).toEqual([ids.c2, ids.l2]);
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const upTo = await page(target.shortHash, {
      sort: "oldest",
      first: 3,
      before: third.pageInfo.startCursor,
      includeBefore: true,
    });
    expect(upTo.ids).toEqual([ids.c2, ids.l2, ids.c3]);
    const start = await page(target.shortHash, { sort: "oldest", first: 5, before: second.pageInfo.startCursor });
    expect(start.ids).toEqual([ids.c1, ids.l1]);
    expect(start.pageInfo.hasPreviousPage).toBe(false);
  });

  it("refuses both after and before, and a cursor that is not one of its own", async () => {
    const { target } = await discussed();
    const first = await page(target.shortHash, { first: 1 });
    const cursor = present(first.pageInfo.endCursor);
    const client = new Client();
    const both = await client.gql(RESPONSES, { shortHash: target.shortHash, input: { after: cursor, before: cursor } });
    expect(codeOf(both)).toBe("BAD_USER_INPUT");
    const foreign = await client.gql(RESPONSES, { shortHash: target.shortHash, input: { after: btoa("[1,2]") } });
    expect(codeOf(foreign)).toBe("BAD_USER_INPUT");
  });
});

describe("Article.responseCount", () => {
  it("counts each article of a list, none for one nobody answered", async () => {
    const { author, target } = await discussed();
    const quiet = await insertArticle(author.id);
    const result = await new Client().gql(COUNTS, { userName: present(author.userName) });
    expect(result.errors).toBeUndefined();
    const counts = new Map(result.data?.user?.articles.edges?.map((e) => [e.node.id, e.node.responseCount]));
    expect(counts.get(gid("Article", target.id))).toBe(5);
    expect(counts.get(gid("Article", quiet.id))).toBe(0);
  });
});
