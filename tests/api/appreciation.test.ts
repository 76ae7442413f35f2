import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { appreciations, articles, users } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// appreciateArticle: a reader gives an article at most appreciateLimit likes (5), never to
// their own work or to someone who blocked them, at most 5 calls a minute (the contract's
// rate limit); the total on the article is what the rows say, also under concurrent likes.

const Appreciate = graphql(`
  mutation AppreciationGive($id: ID!, $amount: Int!, $superLike: Boolean) {
    appreciateArticle(input: { id: $id, amount: $amount, superLike: $superLike }) {
      id
      appreciationsReceivedTotal
      appreciateLimit
      appreciateLeft
      hasAppreciate
      canSuperLike
    }
  }
`);

const ArticleLikes = graphql(`
  query AppreciationArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      appreciationsReceivedTotal
      appreciateLimit
      appreciateLeft
      hasAppreciate
      canSuperLike
      appreciationsReceived(input: { first: 10 }) {
        totalCount
        edges {
          node {
            amount
            purpose
            sender {
              id
            }
          }
        }
      }
    }
  }
`);

const BlockUser = graphql(`
  mutation AppreciationBlock($id: ID!) {
    toggleBlockUser(input: { id: $id, enabled: true }) {
      id
    }
  }
`);

const given = async (senderId: number, articleId: number) =>
  (
    await db()
      .select({ n: sql<number>`coalesce(sum(${appreciations.amount}), 0)` })
      .from(appreciations)
      .where(
        and(
          eq(appreciations.senderId, senderId),
          eq(appreciations.articleId, articleId),
          eq(appreciations.purpose, "appreciate"),
        ),
      )
  )[0]?.n ?? 0;

const totalOf = async (articleId: number) =>
  (await db().select().from(articles).where(eq(articles.id, articleId)))[0]?.appreciationTotal;

/** The same session as `client`, on its own clock: each call in a rate-limit window of its own. */
function inMinute(client: Client, minute: number) {
  const moved = new Client(client.ip);
  moved.jar = client.jar;
  // windows of 60 s start on the minute: one minute apart, never the same window
  return moved.at((Math.floor(Date.now() / 60_000) + 1 + minute) * 60_000);
}

describe("appreciateArticle", () => {
  it("gives likes, cut to what is left of the limit, and answers the article's new total", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);

    const before = await reader.client.gql(ArticleLikes, { shortHash: article.shortHash });
    expect(before.data?.article).toMatchObject({ appreciateLimit: 5, appreciateLeft: 5, hasAppreciate: false });

    reader.client.purged = [];
    const first = await reader.client.gql(Appreciate, { id, amount: 3 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.appreciateArticle).toMatchObject({
      appreciationsReceivedTotal: 3,
      appreciateLeft: 2,
      hasAppreciate: true,
    });
    // the total shows on the article's page and on every card of it
    expect(reader.client.purged).toEqual([cacheTags.article(article.id)]);

    // asking for 4 more gives the 2 left
    const second = await reader.client.gql(Appreciate, { id, amount: 4 });
    expect(second.data?.appreciateArticle).toMatchObject({ appreciationsReceivedTotal: 5, appreciateLeft: 0 });
    expect(await given(reader.user.id, article.id)).toBe(5);

    // none left: refused, nothing written, nothing purged
    reader.client.purged = [];
    const third = await reader.client.gql(Appreciate, { id, amount: 1 });
    expect(codeOf(third)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(third.errors?.[0]?.extensions?.reason).toBe("appreciateLimit");
    expect(reader.client.purged).toEqual([]);
    expect(await totalOf(article.id)).toBe(5);

    // the page reads the same: the total, and who gave
    const after = await new Client().gql(ArticleLikes, { shortHash: article.shortHash });
    expect(after.data?.article?.appreciationsReceivedTotal).toBe(5);
    expect(after.data?.article?.appreciateLeft).toBe(0);
    expect(after.data?.article?.appreciationsReceived.edges?.map((e) => e.node.sender?.id)).toEqual([
      gid("User", reader.user.id),
      gid("User", reader.user.id),
    ]);
  });

  it("never passes the limit under 20 concurrent likes, each in its own rate-limit window", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => inMinute(reader.client, i).gql(Appreciate, { id, amount: 2 })),
    );
    const codes = results.map((r) => codeOf(r) ?? "ok");
    expect(codes.filter((c) => c !== "ok" && c !== "ACTION_LIMIT_EXCEEDED")).toEqual([]);
    // 2 + 2 + 1: the third cut to what was left, then nothing
    expect(codes.filter((c) => c === "ok")).toHaveLength(3);
    expect(await given(reader.user.id, article.id)).toBe(5);
    expect(await totalOf(article.id)).toBe(5);
  }, 60_000);

  it("keeps the total right when many readers like at once", async () => {
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const readers = await Promise.all(Array.from({ length: 6 }, () => writer()));
    const id = gid("Article", article.id);
    await Promise.all(readers.map((r) => r.client.gql(Appreciate, { id, amount: 2 })));
    await Promise.all(readers.map((r) => r.client.gql(Appreciate, { id, amount: 5 })));
    expect(await totalOf(article.id)).toBe(30);
    const page = await new Client().gql(ArticleLikes, { shortHash: article.shortHash });
    expect(page.data?.article?.appreciationsReceivedTotal).toBe(30);
  }, 60_000);

  it("allows five calls a minute (the contract's rate limit), whatever the articles", async () => {
    const author = await writer();
    const reader = await writer();
    const clock = inMinute(reader.client, 100);
    const list = await Promise.all(Array.from({ length: 6 }, () => insertArticle(author.user.id)));
    const codes = [];
    for (const a of list) codes.push(codeOf(await clock.gql(Appreciate, { id: gid("Article", a.id), amount: 1 })));
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, "ACTION_LIMIT_EXCEEDED"]);
  });

  it("refuses one's own article, a blocker's, an archived one and a missing one", async () => {
    const author = await writer();
    const reader = await writer();
    const own = await insertArticle(reader.user.id);
    const archived = await insertArticle(author.user.id, "archived");
    const blocking = await insertArticle(author.user.id);
    const give = (articleId: number) => reader.client.gql(Appreciate, { id: gid("Article", articleId), amount: 1 });
    expect(codeOf(await give(own.id))).toBe("FORBIDDEN");
    expect(codeOf(await give(archived.id))).toBe("ARTICLE_NOT_FOUND");
    expect(codeOf(await give(999_999_999))).toBe("ARTICLE_NOT_FOUND");
    // the author archived their own: the author cannot like it anyway; an admin is told its state
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(Appreciate, { id: gid("Article", archived.id), amount: 1 }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    await author.client.gql(BlockUser, { id: gid("User", reader.user.id) });
    expect(codeOf(await give(blocking.id))).toBe("FORBIDDEN");
    expect(await given(reader.user.id, blocking.id)).toBe(0);
    // the amount must be at least 1
    expect(codeOf(await reader.client.gql(Appreciate, { id: gid("Article", own.id), amount: 0 }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("takes one super like from a civic liker, and none from anyone else", async () => {
    const author = await writer();
    const civic = await writer();
    await db().update(users).set({ civicLiker: true }).where(eq(users.id, civic.user.id));
    const plain = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);
    expect(codeOf(await plain.client.gql(Appreciate, { id, amount: 1, superLike: true }))).toBe("FORBIDDEN");
    const before = await civic.client.gql(ArticleLikes, { shortHash: article.shortHash });
    expect(before.data?.article?.canSuperLike).toBe(true);
    const liked = await civic.client.gql(Appreciate, { id, amount: 1, superLike: true });
    expect(liked.data?.appreciateArticle).toMatchObject({ appreciationsReceivedTotal: 1, canSuperLike: false });
    // a super like is not one of the five
    expect(liked.data?.appreciateArticle.appreciateLeft).toBe(5);
    const again = await civic.client.gql(Appreciate, { id, amount: 1, superLike: true });
    expect(codeOf(again)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(present(await totalOf(article.id))).toBe(1);
  });

  it("gives a visitor nothing to give", async () => {
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const page = await new Client().gql(ArticleLikes, { shortHash: article.shortHash });
    expect(page.data?.article).toMatchObject({ appreciateLeft: 0, hasAppreciate: false, canSuperLike: false });
  });
});
