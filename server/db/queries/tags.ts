import "server-only";
import { and, count, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { tagBookmarks, tagEditors, tags } from "../schema";
import { listableInScope } from "./hottest";

export type TagRow = typeof tags.$inferSelect;

export function tagsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(tags)
    .where(inArray(tags.id, [...ids]));
}

export async function bookmarkedTagsAmong(db: Db, userId: number, tagIds: readonly number[]) {
  const rows = await db
    .select({ id: tagBookmarks.tagId })
    .from(tagBookmarks)
    .where(and(eq(tagBookmarks.userId, userId), inArray(tagBookmarks.tagId, [...tagIds])));
  return new Set(rows.map((r) => r.id));
}

/** How many users bookmarked the tag (tag_bookmarks_tag_idx). */
export async function tagBookmarkCount(db: Db, tagId: number) {
  const [row] = await db.select({ n: count() }).from(tagBookmarks).where(eq(tagBookmarks.tagId, tagId));
  return row?.n ?? 0;
}

/**
 * A tag's listable articles, latest first: by the time the article was tagged (its publication,
 * for tags given when publishing), then id. Walks article_tags_tag_created_idx from the top and
 * stops after `limit + 1` rows, whatever the tag's size. Authors kept out of the Latest feeds
 * (articleNewest) are left out, as newestPage does.
 */
export function tagLatestPage(db: Db, tagId: number, limit: number, after?: readonly [number, number]) {
  return db.all<{ id: number; taggedAt: number }>(sql`
    SELECT a.id AS id, s.created_at AS taggedAt
    ${listableInScope({ tagId }, "articleNewest")}
    ${after ? sql`AND (s.created_at < ${after[0]} OR (s.created_at = ${after[0]} AND s.article_id < ${after[1]}))` : sql``}
    ORDER BY s.created_at DESC, s.article_id DESC
    LIMIT ${limit + 1}
  `);
}

export async function tagLatestCount(db: Db, tagId: number) {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n ${listableInScope({ tagId }, "articleNewest")}`);
  return row?.n ?? 0;
}

/**
 * The tag's most active authors: most listable articles under the tag first, then the one who
 * wrote there last, then user id. A ranked list: paged by offset.
 */
export function tagAuthorsPage(db: Db, tagId: number, limit: number, offset: number) {
  return db.all<{ id: number }>(sql`
    SELECT a.author_id AS id
    ${listableInScope({ tagId }, "articleHottest")}
    GROUP BY a.author_id
    ORDER BY count(*) DESC, max(s.created_at) DESC, a.author_id DESC
    LIMIT ${limit + 1} OFFSET ${offset}
  `);
}

export async function tagAuthorCount(db: Db, tagId: number) {
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(DISTINCT a.author_id) AS n ${listableInScope({ tagId }, "articleHottest")}`,
  );
  return row?.n ?? 0;
}

/** A tag's standing in lists: its articles, times the admins' boost (the expression of tags_score_idx). */
export const tagScore = sql<number>`(${tags.numArticles} * ${tags.boost})`;

/** Tags that have articles, highest score first (tags_score_idx), keyset on (score, id). */
export function tagsByScore(db: Db, limit: number, after?: readonly [number, number]) {
  return db
    .select({ tag: tags, score: tagScore })
    .from(tags)
    .where(
      and(
        gt(tags.numArticles, 0),
        after
          ? sql`(${tagScore} < ${after[0]} OR (${tagScore} = ${after[0]} AND ${tags.id} < ${after[1]}))`
          : undefined,
      ),
    )
    .orderBy(desc(tagScore), desc(tags.id))
    .limit(limit + 1);
}

export async function tagsWithArticlesCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(tags).where(gt(tags.numArticles, 0));
  return row?.n ?? 0;
}

/** The tags a person looks after: those they made (the first to use them) and those they edit. */
const maintainedBy = (userId: number) =>
  or(
    eq(tags.creatorId, userId),
    inArray(tags.id, sql`(select ${tagEditors.tagId} from ${tagEditors} where ${tagEditors.userId} = ${userId})`),
  );

/** User.tags: a page of them, the latest made first (tags_creator_created_idx, tag_editors_user_idx). */
export function maintainedTagPage(db: Db, userId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(tags)
    .where(
      and(
        maintainedBy(userId),
        after ? or(lt(tags.createdAt, after[0]), and(eq(tags.createdAt, after[0]), lt(tags.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(tags.createdAt), desc(tags.id))
    .limit(limit + 1);
}

export async function maintainedTagCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(tags).where(maintainedBy(userId));
  return row?.n ?? 0;
}

/** Tag.recommended reads the tags of this many of the tag's latest articles. */
export const RELATED_TAG_SAMPLE = 200;

/**
 * Tags used with `tagId` on its latest articles (RELATED_TAG_SAMPLE of them, from
 * article_tags_tag_created_idx, each one's tags by key), the most shared first, then the more
 * used: a ranked list, paged by offset.
 */
export function relatedTagPage(db: Db, tagId: number, limit: number, offset: number) {
  return db.all<{ id: number }>(sql`
    SELECT other.tag_id AS id FROM (
      SELECT s.article_id FROM article_tags s WHERE s.tag_id = ${tagId}
      ORDER BY s.created_at DESC LIMIT ${RELATED_TAG_SAMPLE}
    ) recent
    JOIN article_tags other ON other.article_id = recent.article_id AND other.tag_id <> ${tagId}
    JOIN tags t ON t.id = other.tag_id
    GROUP BY other.tag_id
    ORDER BY count(*) DESC, t.num_articles DESC, other.tag_id DESC
    LIMIT ${limit + 1} OFFSET ${offset}
  `);
}

export async function relatedTagCount(db: Db, tagId: number) {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(DISTINCT other.tag_id) AS n FROM (
      SELECT s.article_id FROM article_tags s WHERE s.tag_id = ${tagId}
      ORDER BY s.created_at DESC LIMIT ${RELATED_TAG_SAMPLE}
    ) recent
    JOIN article_tags other ON other.article_id = recent.article_id AND other.tag_id <> ${tagId}`);
  return row?.n ?? 0;
}
