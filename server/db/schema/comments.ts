import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const COMMENT_TYPES = [
  "article",
  "moment",
  "circleDiscussion",
  "circleBroadcast",
  "campaignDiscussion",
] as const;
export const COMMENT_STATES = ["active", "archived", "banned", "collapsed"] as const;

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    type: text("type", { enum: COMMENT_TYPES }).notNull(),
    // the article, moment or circle the comment belongs to, by type (a writing challenge: its channel)
    targetId: integer("target_id").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    parentCommentId: integer("parent_comment_id"),
    replyToId: integer("reply_to_id"),
    content: text("content").notNull(),
    state: text("state", { enum: COMMENT_STATES }).notNull().default("active"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    upvotes: integer("upvotes").notNull().default(0),
    downvotes: integer("downvotes").notNull().default(0),
    // admins' judgement (setSpamStatus, setWritingAdStatus; null: never judged): either hides the
    // comment's words from all but its author and the admins; its place in the thread stays
    isSpam: integer("is_spam", { mode: "boolean" }),
    isAd: integer("is_ad", { mode: "boolean" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_target_idx").on(t.type, t.targetId, t.parentCommentId, t.createdAt),
    index("comments_parent_idx").on(t.parentCommentId, t.createdAt),
    index("comments_author_idx").on(t.authorId, t.createdAt),
    // an article's recent comments, read from the index alone by the hottest ranking
    index("comments_target_recent_idx").on(t.type, t.targetId, t.createdAt, t.state),
  ],
);

export const COMMENT_VOTES = ["up", "down"] as const;

/**
 * One vote per person per comment (the key makes a repeated vote an update, never a second
 * row); the comment's upvotes and downvotes are recounted from here in the same batch.
 */
export const commentVotes = sqliteTable(
  "comment_votes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    vote: text("vote", { enum: COMMENT_VOTES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
