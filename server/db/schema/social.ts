import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const follows = sqliteTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id),
    followeeId: integer("followee_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId, t.createdAt),
    // the people someone follows, newest first (their Following list)
    index("follows_follower_created_idx").on(t.followerId, t.createdAt),
  ],
);

export const blocks = sqliteTable(
  "blocks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    // the blocker's list, newest first
    index("blocks_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const articleBookmarks = sqliteTable(
  "article_bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index("article_bookmarks_user_created_idx").on(t.userId, t.createdAt),
    // an article's bookmarks are counted again in the batch of every change to them
    index("article_bookmarks_article_idx").on(t.articleId),
  ],
);
