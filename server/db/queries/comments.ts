import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { articles, comments, moments } from "../schema";

export type CommentRow = typeof comments.$inferSelect;
export type CommentTargetType = CommentRow["type"];
export type CommentSort = "newest" | "oldest";
export type CommentKey = readonly [createdAt: number, id: number];

// Which comments a list shows. Active and collapsed ones, and banned ones (their content is
// hidden by the API, the place in the conversation is kept). A comment its author deleted
// (archived) is left out, unless it opens a thread that still has replies: then it stays as
// a marker so the replies keep their context.
const SHOWN_STATES = ["active", "collapsed", "banned"] as const;
const replies = alias(comments, "replies");
const shownReply = inArray(comments.state, [...SHOWN_STATES]);
const shownTopLevel = or(
  inArray(comments.state, [...SHOWN_STATES]),
  and(
    eq(comments.state, "archived"),
    sql`exists (select 1 from ${comments} as ${sql.identifier("replies")} where ${and(eq(replies.parentCommentId, comments.id), inArray(replies.state, [...SHOWN_STATES]))})`,
  ),
);

/** Which part of a list a page is: after its cursor (or before it), the cursor's own row or not, and any filter. */
export type PageWindow = {
  /** Rows before the cursor (`before`), nearest first: the caller turns them back into `sort` order. */
  backwards?: boolean;
  /** The cursor's own row too (`includeAfter`, `includeBefore`). */
  inclusive?: boolean;
  /** More conditions: a filter (commentFilter) or the featured ones (featuredComments). */
  where?: SQL;
};

const descending = (sort: CommentSort, backwards = false) => (sort === "newest") !== backwards;

/** Keyset condition on (created_at, id): a row value compare, so the index range starts at the cursor. */
function afterKey(sort: CommentSort, after: CommentKey | undefined, window: PageWindow = {}): SQL | undefined {
  if (!after) return undefined;
  const down = descending(sort, window.backwards);
  const op = down ? (window.inclusive ? sql`<=` : sql`<`) : window.inclusive ? sql`>=` : sql`>`;
  return sql`(${comments.createdAt}, ${comments.id}) ${op} (${after[0]}, ${after[1]})`;
}

const order = (sort: CommentSort, backwards = false) =>
  descending(sort, backwards)
    ? [desc(comments.createdAt), desc(comments.id)]
    : [asc(comments.createdAt), asc(comments.id)];

/** The contract's CommentsFilter (and CommentCommentsInput.author): by whom, in which state. */
export function commentFilter(filter: { authorId?: number; state?: CommentRow["state"] }): SQL | undefined {
  const parts = [
    filter.authorId === undefined ? undefined : eq(comments.authorId, filter.authorId),
    filter.state === undefined ? undefined : eq(comments.state, filter.state),
  ].filter((part) => part !== undefined);
  return parts.length ? and(...parts) : undefined;
}

/** Comments worth showing first (Article.featuredComments): pinned ones, and those voted up this often. */
export const FEATURED_UPVOTES = 3;
export const featuredComment = and(
  inArray(comments.state, ["active", "collapsed"]),
  or(eq(comments.pinned, true), gte(comments.upvotes, FEATURED_UPVOTES)),
);

export function commentsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(comments)
    .where(inArray(comments.id, [...ids]));
}

const topLevelOf = (type: CommentTargetType, targetId: number) =>
  and(eq(comments.type, type), eq(comments.targetId, targetId), isNull(comments.parentCommentId), shownTopLevel);

/** A page of the top-level comments on an article or moment (`limit + 1` rows). Walks comments_target_idx. */
export function topLevelPage(
  db: Db,
  type: CommentTargetType,
  targetId: number,
  limit: number,
  sort: CommentSort,
  after?: CommentKey,
  window: PageWindow = {},
) {
  return db
    .select()
    .from(comments)
    .where(and(topLevelOf(type, targetId), afterKey(sort, after, window), window.where))
    .orderBy(...order(sort, window.backwards))
    .limit(limit + 1);
}

export async function topLevelCount(db: Db, type: CommentTargetType, targetId: number, where?: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(topLevelOf(type, targetId), where));
  return row?.n ?? 0;
}

/** A page of one comment's replies after a cursor (`limit + 1` rows). Walks comments_parent_idx. */
export function replyPage(
  db: Db,
  parentId: number,
  limit: number,
  sort: CommentSort,
  after?: CommentKey,
  window: PageWindow = {},
) {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.parentCommentId, parentId), shownReply, afterKey(sort, after, window), window.where))
    .orderBy(...order(sort, window.backwards))
    .limit(limit + 1);
}

/** How many replies of one comment a filter leaves (the batched replyCounts count them all). */
export async function replyCountWhere(db: Db, parentId: number, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.parentCommentId, parentId), shownReply, where));
  return row?.n ?? 0;
}

/**
 * The first `limit + 1` replies of each of `parentIds`, in one statement: a window over
 * comments_parent_idx numbers each thread's replies, so a page of 20 comments asks once.
 */
export function firstRepliesQuery(db: Db, parentIds: readonly number[], limit: number, sort: CommentSort) {
  const dir = sort === "newest" ? sql`desc` : sql`asc`;
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.parentCommentId} order by ${comments.createdAt} ${dir}, ${comments.id} ${dir})`.as(
        "rank",
      ),
    })
    .from(comments)
    .where(and(inArray(comments.parentCommentId, [...parentIds]), shownReply))
    .as("ranked");
  return db
    .select({ comment: comments, rank: ranked.rank })
    .from(ranked)
    .innerJoin(comments, eq(comments.id, ranked.id))
    .where(lte(ranked.rank, limit + 1))
    .orderBy(asc(comments.parentCommentId), asc(ranked.rank));
}

export async function firstRepliesOf(db: Db, parentIds: readonly number[], limit: number, sort: CommentSort) {
  const byParent = new Map<number, CommentRow[]>();
  for (const { comment } of await firstRepliesQuery(db, parentIds, limit, sort)) {
    if (comment.parentCommentId === null) continue;
    const list = byParent.get(comment.parentCommentId) ?? [];
    list.push(comment);
    byParent.set(comment.parentCommentId, list);
  }
  return byParent;
}

/** How many replies each of `parentIds` shows. */
export async function replyCounts(db: Db, parentIds: readonly number[]) {
  const rows = await db
    .select({ parentId: comments.parentCommentId, n: count() })
    .from(comments)
    .where(and(inArray(comments.parentCommentId, [...parentIds]), shownReply))
    .groupBy(comments.parentCommentId);
  return new Map(rows.map((r) => [r.parentId ?? 0, r.n]));
}

// ---- a person's own comments ----

/** Shown comments on articles and moments that are still published. */
const ownShown = (authorId: number) =>
  and(
    eq(comments.authorId, authorId),
    inArray(comments.state, ["active", "collapsed"]),
    or(
      and(
        eq(comments.type, "article"),
        sql`exists (select 1 from ${articles} where ${articles.id} = ${comments.targetId} and ${articles.state} = 'active')`,
      ),
      and(
        eq(comments.type, "moment"),
        sql`exists (select 1 from ${moments} where ${moments.id} = ${comments.targetId} and ${moments.state} = 'active')`,
      ),
    ),
  );

/** A person's comments, newest first (comments_author_idx). */
export function authorCommentPage(db: Db, authorId: number, limit: number, after?: CommentKey) {
  return db
    .select()
    .from(comments)
    .where(
      and(
        ownShown(authorId),
        after
          ? or(lt(comments.createdAt, after[0]), and(eq(comments.createdAt, after[0]), lt(comments.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
}

export async function authorCommentCount(db: Db, authorId: number) {
  const [row] = await db.select({ n: count() }).from(comments).where(ownShown(authorId));
  return row?.n ?? 0;
}

/**
 * Article.responses merges the article's comments with the articles that link it, in one order
 * by (time, kind, id): kind 0 for a comment, 1 for an article, so equal times still have one
 * order and a cursor names one place in the merged list.
 */
export type ResponseKey = readonly [time: number, kind: 0 | 1, id: number];

/** The row-value compare of a response key against the cursor's, in the page's direction. */
export function responseAfter(
  sort: CommentSort,
  key: SQL,
  after: ResponseKey | undefined,
  window: PageWindow = {},
): SQL | undefined {
  if (!after) return undefined;
  const down = descending(sort, window.backwards);
  const op = down ? (window.inclusive ? sql`<=` : sql`<`) : window.inclusive ? sql`>=` : sql`>`;
  return sql`${key} ${op} (${after[0]}, ${after[1]}, ${after[2]})`;
}

/** The article's top-level comments as responses (`limit + 1`), from comments_target_idx. */
export function responseCommentPage(
  db: Db,
  articleId: number,
  limit: number,
  sort: CommentSort,
  after?: ResponseKey,
  window: PageWindow = {},
) {
  const key = sql`(${comments.createdAt}, 0, ${comments.id})`;
  return db
    .select()
    .from(comments)
    .where(and(topLevelOf("article", articleId), responseAfter(sort, key, after, window)))
    .orderBy(...order(sort, window.backwards))
    .limit(limit + 1);
}

/** How many top-level comments each article shows, in one statement. */
export async function topLevelCounts(db: Db, type: CommentTargetType, targetIds: readonly number[]) {
  const rows = await db
    .select({ id: comments.targetId, n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.type, type),
        inArray(comments.targetId, [...targetIds]),
        isNull(comments.parentCommentId),
        shownTopLevel,
      ),
    )
    .groupBy(comments.targetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * User.commentedArticles: the readable articles a person commented on (a comment that still
 * shows), the latest commented first, keyed (their last comment's time, article id). Reads the
 * person's range of comments_author_idx and groups it by article.
 */
export function commentedArticlePage(db: Db, userId: number, limit: number, after?: readonly [number, number]) {
  const last = sql<number>`max(${comments.createdAt})`;
  return db
    .select({ article: articles, commentedAt: last.mapWith(Number) })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.targetId))
    .where(commentedBy(userId))
    .groupBy(comments.targetId)
    .having(after ? sql`(${last}, ${comments.targetId}) < (${after[0]}, ${after[1]})` : undefined)
    .orderBy(desc(last), desc(comments.targetId))
    .limit(limit + 1);
}

export async function commentedArticleCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${comments.targetId})` })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.targetId))
    .where(commentedBy(userId));
  return Number(row?.n ?? 0);
}

// `+type` keeps SQLite on the person's range of comments_author_idx: without statistics it
// would otherwise take comments_target_recent_idx by type, every article comment of the site
const commentedBy = (userId: number) =>
  and(
    eq(comments.authorId, userId),
    sql`+${comments.type} = 'article'`,
    inArray(comments.state, ["active", "collapsed"]),
    eq(articles.state, "active"),
  );

/**
 * A circle's discussion counts, as upstream tells them: its active comments (discussionCount)
 * and the active ones that open a thread (discussionThreadCount).
 */
export async function circleDiscussionCounts(db: Db, circleId: number) {
  const [row] = await db
    .select({
      comments: count(),
      threads: sql<number>`coalesce(sum(${comments.parentCommentId} IS NULL), 0)`,
    })
    .from(comments)
    .where(and(eq(comments.type, "circleDiscussion"), eq(comments.targetId, circleId), eq(comments.state, "active")));
  return { comments: row?.comments ?? 0, threads: row?.threads ?? 0 };
}

/** A writing challenge's discussionCount: its comments still shown (active or collapsed), replies included. */
export async function campaignDiscussionCount(db: Db, channelId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.type, "campaignDiscussion"),
        eq(comments.targetId, channelId),
        inArray(comments.state, ["active", "collapsed"]),
      ),
    );
  return row?.n ?? 0;
}
