import "server-only";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { articles, channelArticles, channels, topicChannelFeedbacks as f, notices } from "../schema";
import { auditWhile } from "./admin-audit";

// Authors' feedback on their articles' topic channels, and the admins' review of it. An article
// has one feedback row (unique article_id): a submission is one INSERT … ON CONFLICT DO UPDATE,
// so two at once leave one row. A review is one batch whose every statement is conditional on
// the feedback being pending as it runs: the audit row and the state change under that
// condition, then (accepting) the article's channels and the author's notice under "this admin
// has just accepted it", so of two admins reviewing at once one changes anything.

export type FeedbackRow = typeof f.$inferSelect;
export type FeedbackType = FeedbackRow["type"];
export type FeedbackState = FeedbackRow["state"];

export async function feedbackById(db: Db, id: number) {
  return (await db.select().from(f).where(eq(f.id, id)))[0] ?? null;
}

export async function feedbackOfArticle(db: Db, articleId: number) {
  return (await db.select().from(f).where(eq(f.articleId, articleId)))[0] ?? null;
}

/** The author's feedback, replacing the article's earlier one (its review undone). */
export async function saveFeedback(
  db: Db,
  row: { articleId: number; authorId: number; type: FeedbackType; channels: number[]; state: FeedbackState },
  now: number,
) {
  const [saved] = await db
    .insert(f)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: f.articleId,
      set: {
        authorId: sql`excluded.author_id`,
        type: sql`excluded.type`,
        channels: sql`excluded.channels`,
        state: sql`excluded.state`,
        reviewerId: null,
        reviewedAt: null,
        createdAt: sql`excluded.created_at`,
      },
    })
    .returning();
  if (!saved) throw new Error("submitTopicChannelFeedback wrote no row.");
  return saved;
}

/** The topic channels an article is filed under, with the channel rows. */
export function topicChannelsFiled(db: Db, articleId: number) {
  return db
    .select({
      channel: channels,
      pinned: channelArticles.pinned,
      score: channelArticles.score,
      at: channelArticles.createdAt,
    })
    .from(channelArticles)
    .innerJoin(channels, eq(channels.id, channelArticles.channelId))
    .where(and(eq(channelArticles.articleId, articleId), eq(channels.type, "topic")))
    .orderBy(asc(channels.navbarOrder), asc(channels.id));
}

/** Which of these ids are enabled topic channels. */
export async function enabledTopicChannels(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(inArray(channels.id, [...ids]), eq(channels.type, "topic"), eq(channels.enabled, true)));
  return rows.map((r) => r.id);
}

/** The ids in a feedback's `channels` (a JSON array), for a subquery. */
const askedChannels = (feedbackId: number) =>
  sql`(SELECT value FROM json_each((SELECT channels FROM topic_channel_feedbacks WHERE id = ${feedbackId})))`;

export type Review = {
  feedbackId: number;
  articleId: number;
  accept: boolean;
  reviewerId: number;
  now: number;
  /** The article's topic channels as the admin saw them (the audit row's "before"). */
  before: readonly number[];
};

/**
 * Accepts or rejects a pending feedback; answers the row as it is now, or null when it was no
 * longer pending (nothing written). Accepting negative feedback files the article under exactly
 * the channels it asks for (read from the row as the batch runs) and tells the author.
 */
export async function reviewFeedback(db: Db, r: Review) {
  const state = r.accept ? "accepted" : "rejected";
  const pending = and(eq(f.id, r.feedbackId), eq(f.state, "pending"));
  const justAccepted = sql`EXISTS (SELECT 1 FROM topic_channel_feedbacks WHERE id = ${r.feedbackId}
    AND state = 'accepted' AND type = 'negative' AND reviewer_id = ${r.reviewerId} AND reviewed_at = ${r.now})`;
  const before = JSON.stringify(r.before);
  const audit = auditWhile(
    db,
    {
      actorId: r.reviewerId,
      action: "reviewTopicChannelFeedback",
      targetType: "Article",
      targetId: f.articleId,
      before: sql`json_object('feedback', 'pending', 'channels', json(${before}))`,
      after: sql`json_object('feedback', ${state}, 'channels',
          json(iif(${r.accept ? 1 : 0} = 1 AND ${f.type} = 'negative', ${f.channels}, ${before})))`,
      now: r.now,
    },
    f,
    pending,
  );
  const update = db.update(f).set({ state, reviewerId: r.reviewerId, reviewedAt: r.now }).where(pending).returning();
  const statements: Statement[] = [audit, update];
  if (r.accept) statements.push(...acceptedChannels(db, r, justAccepted));
  const [, updated] = (await db.batch(statements as [Statement, ...Statement[]])) as [unknown, FeedbackRow[]];
  return updated[0] ?? null;
}

/** The article filed under the feedback's channels, and the author's notice, if just accepted. */
function acceptedChannels(db: Db, r: Review, justAccepted: SQL): Statement[] {
  const topicIds = db.select({ id: channels.id }).from(channels).where(eq(channels.type, "topic"));
  return [
    db
      .delete(channelArticles)
      .where(
        and(
          eq(channelArticles.articleId, r.articleId),
          inArray(channelArticles.channelId, topicIds),
          sql`${channelArticles.channelId} NOT IN ${askedChannels(r.feedbackId)}`,
          justAccepted,
        ),
      ),
    db
      .insert(channelArticles)
      .select(
        db
          .select({
            channelId: channels.id,
            articleId: sql`${r.articleId}`.as("article_id"),
            pinned: sql`0`.as("pinned"),
            score: sql`NULL`.as("score"),
            createdAt: sql`${r.now}`.as("created_at"),
            // the insert trigger copies the article's hotness
            hotScore: sql`0`.as("hot_score"),
            hotAt: sql`0`.as("hot_at"),
          })
          .from(channels)
          .where(and(eq(channels.type, "topic"), sql`${channels.id} IN ${askedChannels(r.feedbackId)}`, justAccepted)),
      )
      .onConflictDoNothing(),
    db.insert(notices).select(
      db
        .select({
          id: sql`NULL`.as("id"),
          recipientId: f.authorId,
          type: sql`'TopicChannelFeedbackAccepted'`.as("type"),
          targetId: f.articleId,
          entityId: sql`NULL`.as("entity_id"),
          message: sql`NULL`.as("message"),
          link: sql`NULL`.as("link"),
          openKey: sql`NULL`.as("open_key"),
          unread: sql`1`.as("unread"),
          createdAt: sql`${r.now}`.as("created_at"),
          updatedAt: sql`${r.now}`.as("updated_at"),
        })
        .from(f)
        .where(and(eq(f.id, r.feedbackId), justAccepted)),
    ),
  ];
}

export type FeedbackFilter = { state: FeedbackState | null; type: FeedbackType | null; spam: boolean | null };

function filtered(filter: FeedbackFilter): SQL | undefined {
  return and(
    filter.state ? eq(f.state, filter.state) : undefined,
    filter.type ? eq(f.type, filter.type) : undefined,
    filter.spam == null
      ? undefined
      : filter.spam
        ? eq(articles.isSpam, true)
        : sql`coalesce(${articles.isSpam}, 0) = 0`,
  );
}

/** A page of feedback, the latest submitted first, after the cursor [createdAt, id]. */
export function feedbackPage(db: Db, filter: FeedbackFilter, after: readonly [number, number] | null, limit: number) {
  const cursor = after
    ? or(sql`${f.createdAt} < ${after[0]}`, and(eq(f.createdAt, after[0]), sql`${f.id} < ${after[1]}`))
    : undefined;
  return db
    .select({ feedback: f })
    .from(f)
    .innerJoin(articles, eq(articles.id, f.articleId))
    .where(and(filtered(filter), cursor))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(limit);
}

export async function feedbackCount(db: Db, filter: FeedbackFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(f)
    .innerJoin(articles, eq(articles.id, f.articleId))
    .where(filtered(filter));
  return row?.n ?? 0;
}
