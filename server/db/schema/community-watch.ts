import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { comments } from "./comments.ts";
import { users } from "./users.ts";

export const COMMUNITY_WATCH_REASONS = ["porn_ad", "spam_ad"] as const;
export const COMMUNITY_WATCH_ACTION_STATES = ["active", "restored", "voided"] as const;
export const COMMUNITY_WATCH_APPEAL_STATES = ["none", "received", "resolved"] as const;
export const COMMUNITY_WATCH_REVIEW_STATES = ["pending", "upheld", "reversed", "reason_adjusted"] as const;

/**
 * A comment removed by a community watcher (people with the communityWatch flag): the comment
 * is banned at once and its words move here (`originalContent`) for admins to review, until an
 * admin restores them or clears the copy. At most one active action per comment (the partial
 * unique index), so two watchers removing one comment at once make one action.
 */
export const communityWatchActions = sqliteTable(
  "community_watch_actions",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason", { enum: COMMUNITY_WATCH_REASONS }).notNull(),
    // the comment's state before the removal (active or collapsed), given back by a restore
    previousState: text("previous_state").notNull(),
    actionState: text("action_state", { enum: COMMUNITY_WATCH_ACTION_STATES }).notNull().default("active"),
    appealState: text("appeal_state", { enum: COMMUNITY_WATCH_APPEAL_STATES }).notNull().default("none"),
    reviewState: text("review_state", { enum: COMMUNITY_WATCH_REVIEW_STATES }).notNull().default("pending"),
    // the removed words, null once an admin cleared them
    originalContent: text("original_content"),
    contentHash: text("content_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("community_watch_actions_uuid_unique").on(t.uuid),
    uniqueIndex("community_watch_actions_one_active").on(t.commentId).where(sql`action_state = 'active'`),
    index("community_watch_actions_comment_idx").on(t.commentId, t.id),
  ],
);

export const MOMENT_FEED_STATES = ["pending", "approved", "rejected", "revoked"] as const;
export const MOMENT_FEED_REVIEWERS = ["admin", "system", "seed"] as const;

/** A person's application to have their moments in the hottest-moments feed, one per person. */
export const momentFeedApplications = sqliteTable(
  "moment_feed_applications",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    state: text("state", { enum: MOMENT_FEED_STATES }).notNull(),
    reviewedBy: text("reviewed_by", { enum: MOMENT_FEED_REVIEWERS }),
    reviewerId: integer("reviewer_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("moment_feed_applications_state_idx").on(t.state, t.updatedAt)],
);
