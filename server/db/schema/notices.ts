import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A notice to one reader (the contract's Notice). `type` is the contract's enum value
 * (UserNewFollower, CommentNewReply …), which also says which Notice type it is. `target_id`
 * is the type's target (a user, article, moment, comment, collection, transaction);
 * `entity_id` the second thing some types name (the reply of a CommentCommentNotice, the new
 * article of an ArticleArticleNotice). Who did it is in notice_actors.
 *
 * Grouping: a notice that gathers actors ("Ana and 3 others liked …") holds `open_key` while
 * it is unread and younger than the window; the unique index on (recipient, open_key) makes
 * concurrent likes land in the same row (INSERT … ON CONFLICT), and reading the notice or the
 * window passing clears the key, so the next like starts a new notice.
 */
export const notices = sqliteTable(
  "notices",
  {
    id: id(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    targetId: integer("target_id"),
    entityId: integer("entity_id"),
    // official announcements: their words and link
    message: text("message"),
    link: text("link"),
    openKey: text("open_key"),
    unread: integer("unread", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    // the last actor's time: lists are in this order, so a grown group comes back to the top
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notices_recipient_updated_idx").on(t.recipientId, t.updatedAt),
    index("notices_recipient_unread_idx").on(t.recipientId, t.unread),
    uniqueIndex("notices_recipient_open_key_idx").on(t.recipientId, t.openKey),
  ],
);

/** Who did what a notice tells, once each: the key keeps concurrent likes from doubling. */
export const noticeActors = sqliteTable(
  "notice_actors",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.actorId] })],
);

/**
 * A reader's notification switches (the contract's NotificationSetting), one row per switch
 * changed from its default: a missing row is the default (everything on, email off).
 */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * My Page's dot (UserStatus.unreadFollowing): when the reader last opened their follow feed,
 * and since when someone they follow has new work they have not seen (null: nothing new).
 * Publishing sets `unread_since` for every follower through the notice queue; opening the
 * feed clears it.
 */
export const followFeedVisits = sqliteTable("follow_feed_visits", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  seenAt: integer("seen_at").notNull().default(0),
  unreadSince: integer("unread_since"),
});
