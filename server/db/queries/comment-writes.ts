import "server-only";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articles, comments, commentVotes, moments, transactions } from "../schema";
import type { CommentRow, CommentTargetType } from "./comments";

// Writing comments and their votes. Every count a comment changes (the article's or moment's
// commentCount, a comment's upvotes and downvotes) is recounted from the rows in the same
// batch as the write, so concurrent writes cannot leave a count that disagrees with them.

export type CommentVote = (typeof commentVotes.$inferSelect)["vote"];
export type NewComment = {
  type: CommentTargetType;
  targetId: number;
  authorId: number;
  parentCommentId: number | null;
  replyToId: number | null;
  content: string;
};

/**
 * The number shown as an article's or moment's commentCount: its active comments, replies
 * included. A circle and a writing challenge keep no count column (their counts are read from
 * the rows): nothing to do.
 */
export function recountTarget(db: Db, type: CommentTargetType, targetId: number) {
  if (type === "circleDiscussion" || type === "circleBroadcast" || type === "campaignDiscussion") return undefined;
  const counted = sql`(SELECT count(*) FROM ${comments} WHERE ${comments.type} = ${type} AND ${comments.targetId} = ${targetId} AND ${comments.state} = 'active')`;
  return type === "moment"
    ? db.update(moments).set({ commentCount: counted }).where(eq(moments.id, targetId))
    : db.update(articles).set({ commentCount: counted }).where(eq(articles.id, targetId));
}

export async function createComment(db: Db, values: NewComment, now: number): Promise<CommentRow> {
  const recount = recountTarget(db, values.type, values.targetId);
  const insert = db
    .insert(comments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  const [inserted] = recount ? await db.batch([insert, recount]) : [await insert];
  const row = inserted[0];
  if (!row) throw new Error("The comment was not written.");
  return row;
}

/** Replaces the author's words of a comment still shown (active or collapsed); undefined otherwise. */
export async function editComment(db: Db, id: number, authorId: number, content: string, now: number) {
  const [row] = await db
    .update(comments)
    .set({ content, updatedAt: now })
    .where(and(eq(comments.id, id), eq(comments.authorId, authorId), inArray(comments.state, ["active", "collapsed"])))
    .returning();
  return row;
}

/** The author's delete: archived and unpinned, and the count recounted; undefined when already archived. */
export async function archiveComment(db: Db, comment: CommentRow, now: number) {
  const recount = recountTarget(db, comment.type, comment.targetId);
  const archive = db
    .update(comments)
    .set({ state: "archived", pinned: false, updatedAt: now })
    .where(and(eq(comments.id, comment.id), ne(comments.state, "archived")))
    .returning();
  const [updated] = recount ? await db.batch([archive, recount]) : [await archive];
  return updated[0];
}

/** Pinned top-level comments still shown on an article or moment. */
const pinnedOf = (type: CommentTargetType, targetId: number) =>
  and(
    eq(comments.type, type),
    eq(comments.targetId, targetId),
    isNull(comments.parentCommentId),
    eq(comments.pinned, true),
    ne(comments.state, "archived"),
  );

/**
 * Pins a comment while fewer than `limit` are pinned on its article or moment: the count is
 * read inside the UPDATE, so two pins at once cannot both take the last place. Undefined when
 * nothing changed (pinned already, or the limit is reached).
 */
export async function pinComment(db: Db, comment: CommentRow, limit: number, now: number) {
  const pinnedCount = sql`(SELECT count(*) FROM ${comments} WHERE ${pinnedOf(comment.type, comment.targetId)})`;
  const [row] = await db
    .update(comments)
    .set({ pinned: true, updatedAt: now })
    .where(and(eq(comments.id, comment.id), eq(comments.pinned, false), sql`${pinnedCount} < ${limit}`))
    .returning();
  return row;
}

export async function unpinComment(db: Db, id: number, now: number) {
  const [row] = await db
    .update(comments)
    .set({ pinned: false, updatedAt: now })
    .where(and(eq(comments.id, id), eq(comments.pinned, true)))
    .returning();
  return row;
}

export async function pinnedCount(db: Db, type: CommentTargetType, targetId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(comments).where(pinnedOf(type, targetId));
  return row?.n ?? 0;
}

/** pinnedCount of many articles or moments in one statement, by target. */
export async function pinnedCounts(db: Db, type: CommentTargetType, targetIds: readonly number[]) {
  const rows = await db
    .select({ id: comments.targetId, n: sql<number>`count(*)` })
    .from(comments)
    .where(
      and(
        eq(comments.type, type),
        inArray(comments.targetId, [...targetIds]),
        isNull(comments.parentCommentId),
        eq(comments.pinned, true),
        ne(comments.state, "archived"),
      ),
    )
    .groupBy(comments.targetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function pinnedComments(db: Db, type: CommentTargetType, targetId: number) {
  return db.select().from(comments).where(pinnedOf(type, targetId)).orderBy(comments.updatedAt, comments.id);
}

const recountVotes = (db: Db, commentId: number) => {
  const counted = (vote: CommentVote) =>
    sql`(SELECT count(*) FROM ${commentVotes} WHERE ${commentVotes.commentId} = ${commentId} AND ${commentVotes.vote} = ${vote})`;
  return db
    .update(comments)
    .set({ upvotes: counted("up"), downvotes: counted("down") })
    .where(eq(comments.id, commentId))
    .returning();
};

/** The person's one vote on a comment (a new one replaces the old), and the comment recounted. */
export async function voteComment(db: Db, commentId: number, userId: number, vote: CommentVote, now: number) {
  const [, updated] = await db.batch([
    db
      .insert(commentVotes)
      .values({ commentId, userId, vote, createdAt: now })
      .onConflictDoUpdate({ target: [commentVotes.commentId, commentVotes.userId], set: { vote } }),
    recountVotes(db, commentId),
  ]);
  return updated[0];
}

export async function unvoteComment(db: Db, commentId: number, userId: number) {
  const [, updated] = await db.batch([
    db.delete(commentVotes).where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId))),
    recountVotes(db, commentId),
  ]);
  return updated[0];
}

/** The person's votes among `commentIds`. */
export async function votesAmong(db: Db, userId: number, commentIds: readonly number[]) {
  const rows = await db
    .select({ commentId: commentVotes.commentId, vote: commentVotes.vote })
    .from(commentVotes)
    .where(and(eq(commentVotes.userId, userId), inArray(commentVotes.commentId, [...commentIds])));
  return new Map(rows.map((r) => [r.commentId, r.vote]));
}

/** Which of `senderIds` made a succeeded donation to which of `articleIds`, as `articleId:senderId` keys. */
export async function donationsAmong(db: Db, articleIds: readonly number[], senderIds: readonly number[]) {
  const rows = await db
    .selectDistinct({ articleId: transactions.targetId, senderId: transactions.senderId })
    .from(transactions)
    .where(
      and(
        eq(transactions.targetType, "Article"),
        inArray(transactions.targetId, [...articleIds]),
        eq(transactions.purpose, "donation"),
        eq(transactions.state, "succeeded"),
        inArray(transactions.senderId, [...senderIds]),
      ),
    );
  return new Set(rows.map((r) => `${r.articleId}:${r.senderId}`));
}
