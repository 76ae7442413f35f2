import "server-only";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articleBookmarks, articles, blocks, follows, tagBookmarks, tags, users } from "../schema";

// Follows, blocks and bookmarks: each write is one idempotent statement keyed by the pair's
// primary key (INSERT … ON CONFLICT DO NOTHING, or a DELETE), so twenty identical requests at
// once leave one row. A count kept on a row (articles.bookmark_count) is counted again from the
// rows in the same batch, never incremented, so it cannot drift whatever runs beside it.

type Key = readonly [number, number];

/** Keyset condition on (created_at, other id), newest first. */
const before = (time: Parameters<typeof lt>[0], other: Parameters<typeof lt>[0], after: Key | undefined) =>
  after ? or(lt(time, after[0]), and(eq(time, after[0]), lt(other, after[1]))) : undefined;

// ---- blocks ----

/** Whether a block stands between two people, whichever blocked whom. */
const blockBetween = (a: number, b: number) =>
  sql`exists (select 1 from ${blocks} where (${blocks.userId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.userId} = ${b} and ${blocks.blockedId} = ${a}))`;

export const block = (db: Db, userId: number, blockedId: number, now: number) =>
  db.insert(blocks).values({ userId, blockedId, createdAt: now }).onConflictDoNothing();

export const unblock = (db: Db, userId: number, blockedId: number) =>
  db.delete(blocks).where(and(eq(blocks.userId, userId), eq(blocks.blockedId, blockedId)));

/** For `userId`, which of `ids` they blocked. */
export async function blockedAmong(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), inArray(blocks.blockedId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Of `ids`, who blocked `userId`. */
export async function blockersAmong(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: blocks.userId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, userId), inArray(blocks.userId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The people `userId` blocked, last blocked first (blocks_user_created_idx). */
export function blockPage(db: Db, userId: number, limit: number, after?: Key) {
  return db
    .select({ userId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), before(blocks.createdAt, blocks.blockedId, after)))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit + 1);
}

export async function blockCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(blocks).where(eq(blocks.userId, userId));
  return row?.n ?? 0;
}

// ---- follows ----

/**
 * Follows, unless a block stands between the two: checked in the statement, so a block made
 * meanwhile holds. (The SELECT gives every column of follows in the table's order.)
 */
export const follow = (db: Db, followerId: number, followeeId: number, now: number) =>
  db
    .insert(follows)
    .select(sql`select ${followerId}, ${followeeId}, ${now} where not ${blockBetween(followerId, followeeId)}`)
    .onConflictDoNothing();

export const unfollow = (db: Db, followerId: number, followeeId: number) =>
  db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));

/** Both follows between two people, whichever way (a block ends them). */
export const unfollowBothWays = (db: Db, a: number, b: number) =>
  db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    );

// ---- article bookmarks ----

export const bookmarkArticle = (db: Db, userId: number, articleId: number, now: number) =>
  db.insert(articleBookmarks).values({ userId, articleId, createdAt: now }).onConflictDoNothing();

export const unbookmarkArticle = (db: Db, userId: number, articleId: number) =>
  db
    .delete(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), eq(articleBookmarks.articleId, articleId)));

/** The article's bookmark count, from its rows (article_bookmarks_article_idx). */
export const recountArticleBookmarks = (db: Db, articleId: number) =>
  db
    .update(articles)
    .set({
      bookmarkCount: sql`(select count(*) from ${articleBookmarks} where ${articleBookmarks.articleId} = ${articleId})`,
    })
    .where(eq(articles.id, articleId));

// Bookmarks of articles that can no longer be read (archived, banned, or by an archived or
// banned author) are kept, but neither listed nor counted.
const readableArticle = and(
  eq(articles.state, "active"),
  sql`exists (select 1 from ${users} where ${users.id} = ${articles.authorId} and ${users.state} in ('active', 'frozen'))`,
);

/** A user's bookmarked articles, last bookmarked first (article_bookmarks_user_created_idx). */
export function bookmarkedArticlePage(db: Db, userId: number, limit: number, after?: Key) {
  return db
    .select({ article: articles, bookmarkedAt: articleBookmarks.createdAt })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(
      and(
        eq(articleBookmarks.userId, userId),
        readableArticle,
        before(articleBookmarks.createdAt, articleBookmarks.articleId, after),
      ),
    )
    .orderBy(desc(articleBookmarks.createdAt), desc(articleBookmarks.articleId))
    .limit(limit + 1);
}

export async function bookmarkedArticleCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(and(eq(articleBookmarks.userId, userId), readableArticle));
  return row?.n ?? 0;
}

// ---- tag bookmarks ----

export const bookmarkTag = (db: Db, userId: number, tagId: number, now: number) =>
  db.insert(tagBookmarks).values({ userId, tagId, createdAt: now }).onConflictDoNothing();

export const unbookmarkTag = (db: Db, userId: number, tagId: number) =>
  db.delete(tagBookmarks).where(and(eq(tagBookmarks.userId, userId), eq(tagBookmarks.tagId, tagId)));

/** A user's bookmarked tags, last bookmarked first. */
export function bookmarkedTagPage(db: Db, userId: number, limit: number, after?: Key) {
  return db
    .select({ tag: tags, bookmarkedAt: tagBookmarks.createdAt })
    .from(tagBookmarks)
    .innerJoin(tags, eq(tags.id, tagBookmarks.tagId))
    .where(and(eq(tagBookmarks.userId, userId), before(tagBookmarks.createdAt, tagBookmarks.tagId, after)))
    .orderBy(desc(tagBookmarks.createdAt), desc(tagBookmarks.tagId))
    .limit(limit + 1);
}

export async function bookmarkedTagCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(tagBookmarks).where(eq(tagBookmarks.userId, userId));
  return row?.n ?? 0;
}
