import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";
import { tags } from "./tags.ts";
import { users } from "./users.ts";

export const moments = sqliteTable(
  "moments",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    shortHash: text("short_hash").notNull(),
    content: text("content").notNull(),
    // JSON array of asset ids
    assets: text("assets", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    state: text("state", { enum: ["active", "archived", "banned"] })
      .notNull()
      .default("active"),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    // admins' judgement (setSpamStatus, setWritingAdStatus; null: never judged): either keeps the
    // moment out of the moments feed; its page stays
    isSpam: integer("is_spam", { mode: "boolean" }),
    isAd: integer("is_ad", { mode: "boolean" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moments_short_hash_unique").on(t.shortHash),
    index("moments_author_state_created_idx").on(t.authorId, t.state, t.createdAt),
    index("moments_state_created_idx").on(t.state, t.createdAt),
  ],
);

export const momentLikes = sqliteTable(
  "moment_likes",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.userId] })],
);

/** A moment's tags, in the author's order; `created_at` is the moment's, so a tag lists its moments newest first. */
export const momentTags = sqliteTable(
  "moment_tags",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    order: integer("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.momentId, t.tagId] }),
    // with moment_id: a tag's moments, newest first, read from the index alone
    index("moment_tags_tag_created_idx").on(t.tagId, t.createdAt, t.momentId),
  ],
);

/** Published articles a moment links, in the author's order. */
export const momentArticles = sqliteTable(
  "moment_articles",
  {
    momentId: integer("moment_id")
      .notNull()
      .references(() => moments.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    order: integer("order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.articleId] })],
);
