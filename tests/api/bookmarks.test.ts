import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { articleBookmarks, articles, tags } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Bookmarks of articles and tags: the toggles, their idempotence and counts under concurrent
// identical requests, and the viewer's own lists (/me/bookmarks/articles and /tags read them).

const BookmarkArticle = graphql(`
  mutation BookmarksArticle($id: ID!, $enabled: Boolean) {
    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {
      id
      bookmarked
      subscribed
      bookmarkCount
    }
  }
`);

const BookmarkTag = graphql(`
  mutation BookmarksTag($id: ID!, $enabled: Boolean) {
    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {
      id
      isFollower
      numFollowers
    }
  }
`);

const MyBookmarks = graphql(`
  query BookmarksMine($first: Int, $after: String) {
    viewer {
      id
      bookmarkedArticles(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            bookmarked
          }
        }
      }
      bookmarkedTags(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            isFollower
          }
        }
      }
    }
  }
`);

const SomeonesBookmarks = graphql(`
  query BookmarksSomeone($userName: String!) {
    user(input: { userName: $userName }) {
      bookmarkedArticles(input: { first: 5 }) {
        totalCount
      }
    }
  }
`);

let tagSeq = 0;
async function insertTag() {
  tagSeq += 1;
  const key = `${Date.now()}${tagSeq}${Math.floor(Math.random() * 1e6)}`;
  return present(
    (
      await db()
        .insert(tags)
        .values({ content: `bookmark tag ${key}`, slug: "bookmark-tag", shortHash: `bt${key}` })
        .returning()
    )[0],
  );
}

const countOf = async (articleId: number) =>
  (await db().select().from(articles).where(eq(articles.id, articleId)))[0]?.bookmarkCount;

describe("toggleBookmarkArticle", () => {
  it("bookmarks and removes the bookmark, the count following, the page purged when it changed", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);
    reader.client.purged = [];
    const on = await reader.client.gql(BookmarkArticle, { id, enabled: true });
    expect(on.data?.toggleBookmarkArticle).toEqual({ id, bookmarked: true, subscribed: true, bookmarkCount: 1 });
    expect(reader.client.purged).toEqual([cacheTags.articleBookmarks(article.id)]);

    // again: nothing changes, nothing is purged
    reader.client.purged = [];
    const again = await reader.client.gql(BookmarkArticle, { id, enabled: true });
    expect(again.data?.toggleBookmarkArticle.bookmarkCount).toBe(1);
    expect(reader.client.purged).toEqual([]);

    // without enabled: the other of what is
    const off = await reader.client.gql(BookmarkArticle, { id });
    expect(off.data?.toggleBookmarkArticle).toMatchObject({ bookmarked: false, bookmarkCount: 0 });
    expect(await countOf(article.id)).toBe(0);
  });

  it("counts exactly one for 20 concurrent identical bookmarks, and none after 20 removals", async () => {
    const author = await writer();
    const reader = await writer();
    const other = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);
    await other.client.gql(BookmarkArticle, { id, enabled: true });
    const on = await Promise.all(
      Array.from({ length: 20 }, () => reader.client.gql(BookmarkArticle, { id, enabled: true })),
    );
    expect(on.map(codeOf).filter(Boolean)).toEqual([]);
    expect(await countOf(article.id)).toBe(2);
    const rows = await db()
      .select()
      .from(articleBookmarks)
      .where(and(eq(articleBookmarks.userId, reader.user.id), eq(articleBookmarks.articleId, article.id)));
    expect(rows).toHaveLength(1);
    await Promise.all(Array.from({ length: 20 }, () => reader.client.gql(BookmarkArticle, { id, enabled: false })));
    expect(await countOf(article.id)).toBe(1);
  }, 60_000);

  it("takes no new bookmark of an archived article, and lets an old one be removed", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    const id = gid("Article", article.id);
    await reader.client.gql(BookmarkArticle, { id, enabled: true });
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, article.id));
    expect(codeOf(await reader.client.gql(BookmarkArticle, { id, enabled: true }))).toBe("ARTICLE_NOT_FOUND");
    // its author sees it, and is told why
    expect(codeOf(await author.client.gql(BookmarkArticle, { id, enabled: true }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    const removed = await reader.client.gql(BookmarkArticle, { id, enabled: false });
    expect(codeOf(removed)).toBe("ARTICLE_NOT_FOUND");
    await db().update(articles).set({ state: "active" }).where(eq(articles.id, article.id));
    expect(
      (await reader.client.gql(BookmarkArticle, { id, enabled: false })).data?.toggleBookmarkArticle.bookmarked,
    ).toBe(false);
    expect(codeOf(await reader.client.gql(BookmarkArticle, { id: gid("Article", 999_999_999) }))).toBe(
      "ARTICLE_NOT_FOUND",
    );
    expect(codeOf(await reader.client.gql(BookmarkArticle, { id: gid("Tag", 1) }))).toBe("BAD_USER_INPUT");
  });
});

describe("toggleBookmarkTag", () => {
  it("bookmarks a tag and removes it, idempotent under 20 concurrent requests", async () => {
    const reader = await writer();
    const tag = await insertTag();
    const id = gid("Tag", tag.id);
    reader.client.purged = [];
    const on = await Promise.all(
      Array.from({ length: 20 }, () => reader.client.gql(BookmarkTag, { id, enabled: true })),
    );
    expect(on.map(codeOf).filter(Boolean)).toEqual([]);
    // the tag page shows how many bookmarked it: purged once, by the request that bookmarked
    expect(reader.client.purged).toEqual([cacheTags.tagBookmarks(tag.id)]);
    const read = await reader.client.gql(BookmarkTag, { id, enabled: true });
    expect(read.data?.toggleBookmarkTag).toEqual({ id, isFollower: true, numFollowers: 1 });
    const off = await reader.client.gql(BookmarkTag, { id });
    expect(off.data?.toggleBookmarkTag).toEqual({ id, isFollower: false, numFollowers: 0 });
    expect(codeOf(await reader.client.gql(BookmarkTag, { id: gid("Tag", 999_999_999) }))).toBe("TAG_NOT_FOUND");
  }, 60_000);
});

describe("the viewer's bookmarks", () => {
  it("lists articles and tags last bookmarked first, page by page, leaving out what can no longer be read", async () => {
    const author = await writer();
    const reader = await writer();
    const list = [
      await insertArticle(author.user.id),
      await insertArticle(author.user.id),
      await insertArticle(author.user.id),
    ];
    for (const a of list) await reader.client.gql(BookmarkArticle, { id: gid("Article", a.id), enabled: true });
    const tagList = [await insertTag(), await insertTag()];
    for (const t of tagList) await reader.client.gql(BookmarkTag, { id: gid("Tag", t.id), enabled: true });

    const first = await reader.client.gql(MyBookmarks, { first: 2 });
    const bookmarked = present(first.data?.viewer?.bookmarkedArticles);
    expect(bookmarked.totalCount).toBe(3);
    expect(bookmarked.edges?.map((e) => e.node)).toEqual([
      { id: gid("Article", list[2]?.id ?? 0), bookmarked: true },
      { id: gid("Article", list[1]?.id ?? 0), bookmarked: true },
    ]);
    const rest = await reader.client.gql(MyBookmarks, { first: 2, after: bookmarked.pageInfo.endCursor });
    expect(rest.data?.viewer?.bookmarkedArticles.edges?.map((e) => e.node.id)).toEqual([
      gid("Article", list[0]?.id ?? 0),
    ]);
    expect(first.data?.viewer?.bookmarkedTags.edges?.map((e) => e.node)).toEqual([
      { id: gid("Tag", tagList[1]?.id ?? 0), isFollower: true },
      { id: gid("Tag", tagList[0]?.id ?? 0), isFollower: true },
    ]);

    // an article archived since is neither listed nor counted
    await db()
      .update(articles)
      .set({ state: "archived" })
      .where(eq(articles.id, list[2]?.id ?? 0));
    const now = await reader.client.gql(MyBookmarks, { first: 20 });
    expect(now.data?.viewer?.bookmarkedArticles.totalCount).toBe(2);
  });

  it("are the viewer's alone: another user is refused, a visitor's viewer has none", async () => {
    const a = await writer();
    const b = await writer();
    expect(codeOf(await b.client.gql(SomeonesBookmarks, { userName: a.user.userName as string }))).toBe("FORBIDDEN");
    const visitor = await new Client().gql(MyBookmarks, { first: 5 });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.viewer?.bookmarkedArticles.totalCount).toBe(0);
  });
});
