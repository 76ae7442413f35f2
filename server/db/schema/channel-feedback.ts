import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const TOPIC_CHANNEL_FEEDBACK_TYPES = ["positive", "negative"] as const;
export const TOPIC_CHANNEL_FEEDBACK_STATES = ["pending", "accepted", "rejected", "resolved"] as const;

/**
 * An author's word on the topic channels their article is filed under: positive (they fit, no
 * review needed: resolved at once) or negative (they do not; `channels` are the ones the author
 * thinks fit, pending until an admin accepts or rejects). One row per article, the author's
 * latest word: a new submission rewrites it (the unique index makes two at once one row), so an
 * article never has two pending feedbacks. Reviews are kept in the audit log.
 */
export const topicChannelFeedbacks = sqliteTable(
  "topic_channel_feedbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: TOPIC_CHANNEL_FEEDBACK_TYPES }).notNull(),
    // the topic channel ids the author asks for (negative feedback), a JSON array
    channels: text("channels", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    state: text("state", { enum: TOPIC_CHANNEL_FEEDBACK_STATES }).notNull(),
    reviewerId: integer("reviewer_id").references(() => users.id),
    reviewedAt: integer("reviewed_at"),
    // when the author last submitted it: the queue is newest first
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("topic_channel_feedbacks_article_unique").on(t.articleId),
    // the queue, newest first: whole or by state
    index("topic_channel_feedbacks_created_idx").on(t.createdAt, t.id),
    index("topic_channel_feedbacks_queue_idx").on(t.state, t.createdAt, t.id),
  ],
);
