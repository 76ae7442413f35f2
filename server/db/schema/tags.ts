import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const tags = sqliteTable(
  "tags",
  {
    id: id(),
    content: text("content").notNull(),
    slug: text("slug").notNull(),
    shortHash: text("short_hash").notNull(),
    cover: text("cover"),
    description: text("description"),
    creatorId: integer("creator_id").references(() => users.id),
    // maintained with article_tags in the same batch; lists sort on it
    numArticles: integer("num_articles").notNull().default(0),
    numAuthors: integer("num_authors").notNull().default(0),
    // admins' boost (setBoost, type Tag; 1: none): the tag list and Discover's picks sort on
    // the score it gives, articles × boost (tags_score_idx), shown in Tag.oss
    boost: real("boost").notNull().default(1),
    // putTagChannel: a tag an admin made a channel (Tag.channelEnabled), and the navbar's
    // shorter title for it in the three languages (null: the tag's content)
    channelEnabled: integer("channel_enabled", { mode: "boolean" }).notNull().default(false),
    navbarTitleEn: text("navbar_title_en"),
    navbarTitleZhHant: text("navbar_title_zh_hant"),
    navbarTitleZhHans: text("navbar_title_zh_hans"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tags_content_unique").on(sql`lower(${t.content})`),
    uniqueIndex("tags_short_hash_unique").on(t.shortHash),
    index("tags_num_articles_idx").on(t.numArticles),
    index("tags_score_idx").on(sql`(${t.numArticles} * ${t.boost})`, t.id),
    // User.tags: the tags a person made, the latest first
    index("tags_creator_created_idx").on(t.creatorId, t.createdAt),
  ],
);

export const articleTags = sqliteTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    createdAt: createdAt(),
    // the article's hotScore and hotAt, copied by triggers so a tag's ranking is an index range
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    // with article_id: the tag's latest list reads the index only
    index("article_tags_tag_created_idx").on(t.tagId, t.createdAt, t.articleId),
    // the hottest ranking (server/db/queries/hottest.ts): scored articles by score, the quiet ones
    // by id, and those scored again since a ranking's instant (time first: only the latest
    // events' rows are read, and no query of one tag mistakes it for a tag's index)
    index("article_tags_tag_hot_idx").on(t.tagId, t.hotScore, t.articleId, t.hotAt),
    index("article_tags_tag_article_idx").on(t.tagId, t.articleId, t.hotScore, t.hotAt),
    index("article_tags_hot_at_idx").on(t.hotAt, t.tagId),
  ],
);

/**
 * Tag editors (the specification's "up to 4 per tag", TAG_EDITORS_REACH_LIMIT). Kept as data
 * only: upstream removed tag editors and adoption in 2024, the specification shows no ability
 * of theirs, and the contract has no mutation that names them, so nothing here writes the
 * table; User.tags still lists tags a person edits for rows migrated from elsewhere.
 */
export const tagEditors = sqliteTable(
  "tag_editors",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  // User.tags: the tags a person edits
  (t) => [primaryKey({ columns: [t.tagId, t.userId] }), index("tag_editors_user_idx").on(t.userId, t.tagId)],
);

export const tagBookmarks = sqliteTable(
  "tag_bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tagId] }),
    index("tag_bookmarks_tag_idx").on(t.tagId),
    // a reader's bookmarked tags, newest first
    index("tag_bookmarks_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** The tags a person features on their profile (putFeaturedTags, User.info.featuredTags), in their order. */
export const userFeaturedTags = sqliteTable(
  "user_featured_tags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
    order: integer("order").notNull(),
  },
  // mergeTags and deleteTags find a tag's rows by tag
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index("user_featured_tags_tag_idx").on(t.tagId)],
);
