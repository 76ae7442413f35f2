import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { handleGraphQL, PREFLIGHT_HEADER } from "@/server/api/handler";
import { firstRepliesQuery, replyPage, topLevelPage } from "@/server/db/queries/comments";
import { articles, articleVersions, blocks, comments, moments } from "@/server/db/schema";
import { Client, createUser, db, type GqlResult, PASSWORD, present } from "../support/api";
import { graphql } from "./generated/gql";
import type { CommentsRepliesQuery } from "./generated/graphql";

// Comments on moments and articles: order and keyset paging of top-level comments, replies
// one level deep, which states a list shows, hidden content of banned comments, and that
// the list queries walk the comment indexes.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.8.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

const gid = (type: string, id: number) => btoa(`${type}:${id}`);

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("fixture insert returned nothing");
  return row;
}

type CommentRow = typeof comments.$inferSelect;
const run = Math.floor(Math.random() * 1e6);
const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

let momentId: number;
let momentHash: string;
let articleHash: string;
/** Top-level comments on the moment that a list shows, oldest first. */
let shownTop: CommentRow[];
let threadParent: CommentRow;
let replies: CommentRow[];
let bannedTop: CommentRow;
let deletedWithReplies: CommentRow;
let deletedAlone: CommentRow;
let collapsedTop: CommentRow;

async function insertComment(values: Partial<typeof comments.$inferInsert> & { authorId: number; targetId: number }) {
  return must(
    (
      await db()
        .insert(comments)
        .values({ type: "moment", content: "…", ...values })
        .returning()
    )[0],
  );
}

beforeAll(async () => {
  const author = await createUser();
  const readers = await Promise.all([createUser(), createUser(), createUser()]);
  const moment = must(
    (
      await db()
        .insert(moments)
        .values({ authorId: author.id, shortHash: `cm${run}`, content: "Talk to me", commentCount: 30 })
        .returning()
    )[0],
  );
  momentId = moment.id;
  momentHash = moment.shortHash;

  shownTop = [];
  // 25 plain comments a minute apart, then the special ones
  for (let i = 0; i < 25; i++) {
    shownTop.push(
      await insertComment({
        targetId: momentId,
        authorId: readers[i % 3]?.id ?? author.id,
        content: `Comment ${i}`,
        createdAt: T0 + i * MINUTE,
        upvotes: i,
        pinned: i === 0,
      }),
    );
  }
  bannedTop = await insertComment({
    targetId: momentId,
    authorId: author.id,
    content: "Forbidden words",
    state: "banned",
    createdAt: T0 + 30 * MINUTE,
  });
  collapsedTop = await insertComment({
    targetId: momentId,
    authorId: author.id,
    content: "Folded by the author",
    state: "collapsed",
    createdAt: T0 + 31 * MINUTE,
  });
  deletedAlone = await insertComment({
    targetId: momentId,
    authorId: author.id,
    content: "Deleted, nobody answered",
    state: "archived",
    createdAt: T0 + 32 * MINUTE,
  });
  deletedWithReplies = await insertComment({
    targetId: momentId,
    authorId: author.id,
    content: "Deleted, but answered",
    state: "archived",
    createdAt: T0 + 33 * MINUTE,
  });
  await insertComment({
    targetId: momentId,
    authorId: readers[0]?.id ?? 0,
    parentCommentId: deletedWithReplies.id,
    replyToId: deletedWithReplies.id,
    content: "An answer",
    createdAt: T0 + 34 * MINUTE,
  });
  shownTop.push(bannedTop, collapsedTop, deletedWithReplies);

  // a thread of 7 replies under comment 3; one reply deleted (left out of lists)
  threadParent = shownTop[3] as CommentRow;
  replies = [];
  for (let i = 0; i < 7; i++) {
    replies.push(
      await insertComment({
        targetId: momentId,
        authorId: readers[(i + 1) % 3]?.id ?? 0,
        parentCommentId: threadParent.id,
        replyToId: i === 0 ? threadParent.id : (replies[i - 1]?.id ?? threadParent.id),
        content: `Reply ${i}`,
        createdAt: T0 + (40 + i) * MINUTE,
      }),
    );
  }
  await insertComment({
    targetId: momentId,
    authorId: author.id,
    parentCommentId: threadParent.id,
    replyToId: threadParent.id,
    content: "Deleted reply",
    state: "archived",
    createdAt: T0 + 50 * MINUTE,
  });

  const article = must(
    (
      await db()
        .insert(articles)
        .values({ authorId: author.id, shortHash: `ca${run}`, title: "Commented", summary: "s", commentCount: 2 })
        .returning()
    )[0],
  );
  articleHash = article.shortHash;
  await db().insert(articleVersions).values({
    articleId: article.id,
    title: "Commented",
    summary: "s",
    content: "<p>x</p>",
    wordCount: 1,
    dataHash: "h",
  });
  const onArticle = await insertComment({
    type: "article",
    targetId: article.id,
    authorId: readers[0]?.id ?? 0,
    content: "On the article",
    createdAt: T0,
  });
  await insertComment({
    type: "article",
    targetId: article.id,
    authorId: readers[1]?.id ?? 0,
    parentCommentId: onArticle.id,
    replyToId: onArticle.id,
    content: "Reply on the article",
    createdAt: T0 + MINUTE,
  });
  // a moment comment whose target id is the article's (both tables start at 1 in this file's
  // database): it belongs to the moment's list, never to the article's
  const sameId = await insertComment({
    targetId: article.id,
    authorId: author.id,
    content: "On a moment with the article's id",
    createdAt: T0 + 35 * MINUTE,
  });
  if (article.id === momentId) shownTop.push(sameId);
});

const COMMENTS = graphql(`
  query CommentsMoment($shortHash: String!, $first: Int, $after: String, $sort: CommentSort) {
    moment(input: { shortHash: $shortHash }) {
      commentCount
      comments(input: { first: $first, after: $after, sort: $sort }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
          hasPreviousPage
        }
        edges {
          cursor
          node {
            id
            state
            type
            content
            pinned
            upvotes
            parentComment {
              id
            }
            comments(input: { first: 3 }) {
              totalCount
              pageInfo {
                endCursor
                hasNextPage
              }
              edges {
                node {
                  id
                  content
                  parentComment {
                    id
                  }
                  replyTo {
                    id
                  }
                  node {
                    id
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

async function page(variables: { first?: number; after?: string | null; sort?: "newest" | "oldest" }) {
  const result = await client().gql(COMMENTS, { shortHash: momentHash, ...variables });
  expect(result.errors).toBeUndefined();
  return present(result.data?.moment);
}

describe("Moment.comments", () => {
  it("lists top-level comments newest first and pages through all of them without overlap", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const { comments: c } = await page({ first: 10, after });
      expect(c.totalCount).toBe(shownTop.length);
      expect(c.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...present(c.edges).map((e) => e.node.id));
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    const expected = shownTop
      .toSorted((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((c) => gid("Comment", c.id));
    expect(seen).toEqual(expected);
  });

  it("sorts oldest first on request", async () => {
    const { comments: c } = await page({ first: 3, sort: "oldest" });
    expect(c.edges?.map((e) => e.node.content)).toEqual(["Comment 0", "Comment 1", "Comment 2"]);
    expect(c.edges?.[0]?.node).toMatchObject({ pinned: true, upvotes: 0, type: "moment", parentComment: null });
  });

  it("shows banned comments without their content, collapsed ones with it", async () => {
    const { comments: c } = await page({ first: 5 });
    const byId = new Map(present(c.edges).map((e) => [e.node.id, e.node]));
    expect(byId.get(gid("Comment", bannedTop.id))).toMatchObject({ state: "banned", content: null });
    expect(byId.get(gid("Comment", collapsedTop.id))).toMatchObject({
      state: "collapsed",
      content: "Folded by the author",
    });
  });

  it("keeps a deleted comment only while it has replies, without its words", async () => {
    const { comments: c } = await page({ first: 50 });
    const edges = present(c.edges);
    const ids = edges.map((e) => e.node.id);
    expect(ids).not.toContain(gid("Comment", deletedAlone.id));
    const kept = edges.find((e) => e.node.id === gid("Comment", deletedWithReplies.id))?.node;
    expect(kept).toMatchObject({ state: "archived", content: null });
    expect(kept?.comments.edges?.map((e) => e.node.content)).toEqual(["An answer"]);
  });

  it("hangs replies under their comment, oldest first, with their parent, reply target and node", async () => {
    const { comments: c } = await page({ first: 50, sort: "oldest" });
    const edges = present(c.edges);
    const thread = edges.find((e) => e.node.id === gid("Comment", threadParent.id))?.node;
    expect(thread?.comments.totalCount).toBe(7);
    expect(thread?.comments.pageInfo.hasNextPage).toBe(true);
    expect(thread?.comments.edges?.map((e) => e.node)).toEqual(
      replies.slice(0, 3).map((r, i) => ({
        id: gid("Comment", r.id),
        content: `Reply ${i}`,
        parentComment: { id: gid("Comment", threadParent.id) },
        replyTo: { id: gid("Comment", i === 0 ? threadParent.id : (replies[i - 1]?.id ?? 0)) },
        node: { id: gid("Moment", momentId) },
      })),
    );
    // other threads have no replies
    expect(edges.find((e) => e.node.content === "Comment 4")?.node.comments).toMatchObject({
      totalCount: 0,
      edges: [],
    });
  });

  it("pages through one comment's replies, leaving out a deleted reply", async () => {
    const query = graphql(`
      query CommentsReplies($id: ID!, $after: String) {
        node(input: { id: $id }) {
          ... on Comment {
            comments(input: { first: 3, after: $after }) {
              totalCount
              pageInfo {
                endCursor
                hasNextPage
              }
              edges {
                node {
                  content
                }
              }
            }
          }
        }
      }
    `);
    const seen: (string | null)[] = [];
    let after: string | null = null;
    for (let i = 0; i < 4; i++) {
      const result: GqlResult<CommentsRepliesQuery> = await client().gql(query, {
        id: gid("Comment", threadParent.id),
        after,
      });
      const conn = must(result.data?.node?.comments);
      expect(conn.totalCount).toBe(7);
      seen.push(...present(conn.edges).map((e) => e.node.content));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(replies.map((_, i) => `Reply ${i}`));
  });

  it("gives replies no replies of their own", async () => {
    const result = await client().gql(
      graphql(`
        query CommentsRepliesOfReply($id: ID!) {
          node(input: { id: $id }) {
            ... on Comment {
              comments(input: {}) {
                totalCount
                edges {
                  cursor
                }
              }
            }
          }
        }
      `),
      { id: gid("Comment", replies[0]?.id ?? 0) },
    );
    expect(result.data?.node?.comments).toEqual({ totalCount: 0, edges: [] });
  });

  it("rejects a malformed cursor", async () => {
    const result = await client().gql(COMMENTS, { shortHash: momentHash, after: "not-a-cursor" });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("comments by people the viewer blocked", () => {
  it("are listed like others, with the author's isBlocking set for the client to fold them", async () => {
    const blocker = await createUser();
    const blockedId = shownTop[0]?.authorId ?? 0;
    await db().insert(blocks).values({ userId: blocker.id, blockedId });
    const c = client();
    await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
      input: { email: blocker.email, passwordOrCode: PASSWORD },
    });
    const result = await c.gql(
      graphql(`
        query CommentsBlocked($shortHash: String!) {
          moment(input: { shortHash: $shortHash }) {
            comments(input: { first: 50, sort: oldest }) {
              totalCount
              edges {
                node {
                  content
                  author {
                    isBlocking
                  }
                }
              }
            }
          }
        }
      `),
      { shortHash: momentHash },
    );
    expect(result.errors).toBeUndefined();
    const list = result.data?.moment?.comments;
    expect(list?.totalCount).toBe(shownTop.length);
    expect(list?.edges?.[0]?.node).toEqual({ content: "Comment 0", author: { isBlocking: true } });
    expect(list?.edges?.filter((e) => e.node.author.isBlocking).length).toBeGreaterThan(1);
  });
});

describe("Article.comments", () => {
  it("lists the article's comments and their replies, and its comment count", async () => {
    const result = await client().gql(
      graphql(`
        query CommentsArticle($shortHash: String) {
          article(input: { shortHash: $shortHash }) {
            commentCount
            comments(input: { first: 10 }) {
              totalCount
              edges {
                node {
                  content
                  node {
                    __typename
                    ... on Article {
                      shortHash
                    }
                  }
                  comments(input: { first: 5 }) {
                    edges {
                      node {
                        content
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `),
      { shortHash: articleHash },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.article).toEqual({
      commentCount: 2,
      comments: {
        totalCount: 1,
        edges: [
          {
            node: {
              content: "On the article",
              node: { __typename: "Article", shortHash: articleHash },
              comments: { edges: [{ node: { content: "Reply on the article" } }] },
            },
          },
        ],
      },
    });
  });
});

describe("comment list queries", () => {
  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
    const { sql, params } = query.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((r) => r.detail).join("\n");
  }

  it("walk the comment indexes", async () => {
    const top = await plan(topLevelPage(db(), "moment", momentId, 20, "newest", [T0, 5]));
    expect(top).toContain("comments_target_idx");
    expect(top).not.toContain("TEMP B-TREE");
    expect(await plan(replyPage(db(), threadParent.id, 20, "oldest", [T0, 5]))).toContain("comments_parent_idx");
    expect(await plan(firstRepliesQuery(db(), [1, 2, 3], 20, "oldest"))).toContain("comments_parent_idx");
  });
});

describe("comment lists without N+1", () => {
  /** Runs `query` as a visitor against a database binding that counts the statements prepared. */
  async function statements(query: string, variables: Record<string, unknown>) {
    let prepared = 0;
    const DB = new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare") {
          return (sqlText: string) => {
            prepared += 1;
            return target.prepare(sqlText);
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const response = await handleGraphQL(
      new Request("http://127.0.0.1:8787/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", [PREFLIGHT_HEADER]: "true", "cf-connecting-ip": "10.8.250.1" },
        body: JSON.stringify({ query, variables }),
      }),
      { ...env, DB },
    );
    const body = (await response.json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
    return prepared;
  }

  it("read a page of threads with replies, authors and counts in as many statements for 2 threads as for 29", async () => {
    const query = `query($shortHash: String!, $first: Int) { moment(input: { shortHash: $shortHash }) {
      author { userName }
      comments(input: { first: $first }) { totalCount edges { node {
        content author { userName displayName }
        comments(input: { first: 5 }) { totalCount edges { node {
          content author { userName } replyTo { author { userName } } parentComment { id } node { id }
        } } }
      } } }
    } }`;
    const small = await statements(query, { shortHash: momentHash, first: 2 });
    const large = await statements(query, { shortHash: momentHash, first: 50 });
    expect(large).toBe(small);
    // the moment, the page, its total, the replies, their totals, and the people: one statement each
    expect(large).toBeLessThanOrEqual(7);
  });
});
