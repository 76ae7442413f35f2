import "server-only";
import { and, asc, count, desc, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import {
  assetMap,
  assets,
  comments,
  follows,
  momentArticles,
  momentLikes,
  moments,
  momentTags,
  tags,
  users,
} from "../schema";

export type MomentRow = typeof moments.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

export async function momentByShortHash(db: Db, shortHash: string) {
  const [row] = await db.select().from(moments).where(eq(moments.shortHash, shortHash)).limit(1);
  return row;
}

export function momentsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(moments)
    .where(inArray(moments.id, [...ids]));
}

export function assetsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(assets)
    .where(inArray(assets.id, [...ids]));
}

/** Which of `momentIds` `userId` liked: one lookup on the (moment_id, user_id) key for a whole list. */
export async function likedAmong(db: Db, userId: number, momentIds: readonly number[]) {
  const rows = await db
    .select({ id: momentLikes.momentId })
    .from(momentLikes)
    .where(and(eq(momentLikes.userId, userId), inArray(momentLikes.momentId, [...momentIds])));
  return new Set(rows.map((r) => r.id));
}

/** A person's active moments, newest first. Walks moments_author_state_created_idx. */
export function authorMomentPage(db: Db, authorId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(moments)
    .where(
      and(
        eq(moments.authorId, authorId),
        eq(moments.state, "active"),
        after
          ? or(lt(moments.createdAt, after[0]), and(eq(moments.createdAt, after[0]), lt(moments.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(moments.createdAt), desc(moments.id))
    .limit(limit + 1);
}

// ---- a tag's moments ----

/** The tags of each of `momentIds`, in their authors' order. */
export async function tagsOfMoments(db: Db, momentIds: readonly number[]) {
  const rows = await db
    .select({ momentId: momentTags.momentId, tag: tags })
    .from(momentTags)
    .innerJoin(tags, eq(tags.id, momentTags.tagId))
    .where(inArray(momentTags.momentId, [...momentIds]))
    .orderBy(asc(momentTags.order));
  const byMoment = new Map<number, TagRow[]>();
  for (const { momentId, tag } of rows) byMoment.set(momentId, [...(byMoment.get(momentId) ?? []), tag]);
  return byMoment;
}

/** The articles each of `momentIds` links, by id, in their authors' order. */
export async function articlesOfMoments(db: Db, momentIds: readonly number[]) {
  const rows = await db
    .select({ momentId: momentArticles.momentId, articleId: momentArticles.articleId })
    .from(momentArticles)
    .where(inArray(momentArticles.momentId, [...momentIds]))
    .orderBy(asc(momentArticles.order));
  const byMoment = new Map<number, number[]>();
  for (const { momentId, articleId } of rows) byMoment.set(momentId, [...(byMoment.get(momentId) ?? []), articleId]);
  return byMoment;
}

/** A tag's active moments, newest first (`limit + 1` rows). Walks moment_tags_tag_created_idx. */
export function tagMomentPage(db: Db, tagId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ moment: moments })
    .from(momentTags)
    .innerJoin(moments, eq(moments.id, momentTags.momentId))
    .where(
      and(
        eq(momentTags.tagId, tagId),
        eq(moments.state, "active"),
        after
          ? or(
              lt(momentTags.createdAt, after[0]),
              and(eq(momentTags.createdAt, after[0]), lt(momentTags.momentId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(momentTags.createdAt), desc(momentTags.momentId))
    .limit(limit + 1)
    .then((rows) => rows.map((r) => r.moment));
}

/** How many active moments carry the tag. */
export async function tagMomentCount(db: Db, tagId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(momentTags)
    .innerJoin(moments, eq(moments.id, momentTags.momentId))
    .where(and(eq(momentTags.tagId, tagId), eq(moments.state, "active")));
  return row?.n ?? 0;
}

/**
 * People `viewerId` follows who commented on each of `momentIds` (visible comments), first
 * commenters first, at most `limit` a moment: one statement for a list of moments.
 */
export async function commentedFollowees(db: Db, momentIds: readonly number[], viewerId: number, limit: number) {
  const ranked = db
    .select({
      momentId: comments.targetId,
      userId: comments.authorId,
      rank: sql<number>`row_number() over (partition by ${comments.targetId} order by min(${comments.createdAt}), ${comments.authorId})`.as(
        "rank",
      ),
    })
    .from(comments)
    .innerJoin(follows, and(eq(follows.followerId, viewerId), eq(follows.followeeId, comments.authorId)))
    .where(and(eq(comments.type, "moment"), inArray(comments.targetId, [...momentIds]), eq(comments.state, "active")))
    .groupBy(comments.targetId, comments.authorId)
    .as("ranked");
  const rows = await db
    .select({ momentId: ranked.momentId, userId: ranked.userId })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.momentId), asc(ranked.rank));
  const byMoment = new Map<number, number[]>();
  for (const { momentId, userId } of rows) byMoment.set(momentId, [...(byMoment.get(momentId) ?? []), userId]);
  return byMoment;
}

// ---- writing ----

export const momentIdOf = (shortHash: string): SQL<number> =>
  sql<number>`(SELECT ${moments.id} FROM ${moments} WHERE ${moments.shortHash} = ${shortHash})`;

export type NewMoment = { shortHash: string; authorId: number; content: string; assets: number[] };

/**
 * A new moment and everything it names, for one batch: its row, its tags (by content: new
 * ones are made by earlier statements of the batch), the articles it links, and its images,
 * which stop waiting for a moment (an upload for `moment` before there is one is filed under
 * entity 0) and become this one's.
 */
export function createMomentStatements(
  db: Db,
  moment: NewMoment,
  links: { tags: readonly string[]; articles: readonly number[] },
  now: number,
): Statement[] {
  const id = momentIdOf(moment.shortHash);
  const statements: Statement[] = [
    db.insert(moments).values({ ...moment, createdAt: now }),
    ...links.tags.map((content, order) =>
      db
        .insert(momentTags)
        .select(
          sql`SELECT ${id}, ${tags.id}, ${order}, ${now} FROM ${tags} WHERE lower(${tags.content}) = lower(${content})`,
        ),
    ),
    ...links.articles.map((articleId, order) => db.insert(momentArticles).values({ momentId: id, articleId, order })),
  ];
  if (moment.assets.length > 0) {
    statements.push(
      db
        .insert(assetMap)
        .select(
          sql`SELECT ${assets.id}, 'moment', ${id}, ${now} FROM ${assets} WHERE ${inArray(assets.id, moment.assets)}`,
        )
        .onConflictDoNothing(),
      db
        .delete(assetMap)
        .where(
          and(inArray(assetMap.assetId, moment.assets), eq(assetMap.entityType, "moment"), eq(assetMap.entityId, 0)),
        ),
    );
  }
  return statements;
}

/** The author's moment taken down (deleteMoment): from active to archived, once. */
export async function archiveMoment(db: Db, id: number) {
  const [row] = await db
    .update(moments)
    .set({ state: "archived" })
    .where(and(eq(moments.id, id), eq(moments.state, "active")))
    .returning();
  return row;
}

// The like count is counted again from the likes in the same batch as the like itself: however
// many likes and unlikes race, each batch leaves the count equal to the rows.
const recountLikes = (db: Db, momentId: number) =>
  db
    .update(moments)
    .set({
      likeCount: sql`(SELECT count(*) FROM ${momentLikes} WHERE ${momentLikes.momentId} = ${momentId})`,
    })
    .where(eq(moments.id, momentId))
    .returning();

/** Likes the moment once, however often asked; answers the moment with its count. */
export async function likeMoment(db: Db, momentId: number, userId: number, now: number) {
  const [, updated] = await db.batch([
    db.insert(momentLikes).values({ momentId, userId, createdAt: now }).onConflictDoNothing(),
    recountLikes(db, momentId),
  ]);
  return updated[0];
}

export async function unlikeMoment(db: Db, momentId: number, userId: number) {
  const [, updated] = await db.batch([
    db.delete(momentLikes).where(and(eq(momentLikes.momentId, momentId), eq(momentLikes.userId, userId))),
    recountLikes(db, momentId),
  ]);
  return updated[0];
}

/** Recommendation.hottestMoments looks back this far from the ranking's instant. */
export const HOT_MOMENT_WINDOW = 14 * 86_400_000;

/**
 * A moment's hotness: its likes and comments, weighed as the article ranking weighs an
 * appreciation (2) and a comment (3) (server/db/queries/hottest.ts). Moments keep no stored score:
 * their window is short, so the ranking sorts the window's moments when asked.
 */
const momentHotness = sql<number>`(${moments.likeCount} * 2 + ${moments.commentCount} * 3)`;

/**
 * The active moments of active authors posted in the window before `asOf` (joined to users),
 * none an admin judged spam or an advertisement.
 */
const hotWindow = (asOf: number) =>
  and(
    eq(moments.state, "active"),
    sql`${moments.isSpam} IS NOT 1 AND ${moments.isAd} IS NOT 1`,
    sql`${moments.createdAt} > ${asOf - HOT_MOMENT_WINDOW} AND ${moments.createdAt} <= ${asOf}`,
    eq(users.state, "active"),
  );

/**
 * A page of the active moments of active authors posted in the window before `asOf`, hottest
 * first, keyed (score, id). Reads the window's range of moments_state_created_idx.
 */
export function hottestMomentPage(db: Db, asOf: number, limit: number, after?: readonly [score: number, id: number]) {
  return db
    .select({ moment: moments, score: momentHotness.mapWith(Number) })
    .from(moments)
    .innerJoin(users, eq(users.id, moments.authorId))
    .where(
      and(hotWindow(asOf), after ? sql`(${momentHotness}, ${moments.id}) < (${after[0]}, ${after[1]})` : undefined),
    )
    .orderBy(desc(momentHotness), desc(moments.id))
    .limit(limit + 1);
}

export async function hottestMomentCount(db: Db, asOf: number) {
  const [row] = await db
    .select({ n: count() })
    .from(moments)
    .innerJoin(users, eq(users.id, moments.authorId))
    .where(hotWindow(asOf));
  return row?.n ?? 0;
}
