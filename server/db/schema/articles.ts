import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { LANGUAGES, users } from "./users.ts";

export const ARTICLE_STATES = ["active", "archived", "banned"] as const;
export const ARTICLE_ACCESS = ["public", "paywall"] as const;
export const LICENSES = ["cc_0", "cc_by_nc_nd_2", "cc_by_nc_nd_4", "arr"] as const;
export const TRANSLATION_MODELS = [
  "google_translation_v2",
  "google_gemini_2_5_flash",
  "google_gemini_2_0_flash",
  "opencc",
] as const;

export const articles = sqliteTable(
  "articles",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    shortHash: text("short_hash").notNull(),
    state: text("state", { enum: ARTICLE_STATES }).notNull().default("active"),
    // denormalised from the latest version so lists read one table
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    cover: text("cover"),
    wordCount: integer("word_count").notNull().default(0),
    language: text("language"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    sensitiveByAdmin: integer("sensitive_by_admin", { mode: "boolean" }).notNull().default(false),
    // admins' switches (toggleArticleRecommend): off keeps the article out of the site's hottest
    // ranking and the hottest of its tags, out of Latest and its tags' newest, out of search
    inHottest: integer("in_hottest", { mode: "boolean" }).notNull().default(true),
    inNewest: integer("in_newest", { mode: "boolean" }).notNull().default(true),
    inSearch: integer("in_search", { mode: "boolean" }).notNull().default(true),
    // admins' boost (setBoost): the factor its hottest standing was last scaled by (1: none);
    // server/db/queries/article-moderation.ts says how hot_score carries it
    boost: real("boost").notNull().default(1),
    // admins' judgement (setSpamStatus, setAdStatus; null: never judged): spam keeps the article
    // out of Latest, hottest, channels, related articles and search; an advertisement out of
    // hottest and channels. Its page stays, for whoever has the link.
    isSpam: integer("is_spam", { mode: "boolean" }),
    isAd: integer("is_ad", { mode: "boolean" }),
    revisionCount: integer("revision_count").notNull().default(0),
    readCount: integer("read_count").notNull().default(0),
    appreciationTotal: integer("appreciation_total").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    // the hottest ranking's stored score and the time of the latest event in it, kept by the
    // triggers of drizzle/0022_hottest_score.sql (server/db/queries/hottest.ts says what they mean)
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
    revisedAt: integer("revised_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_short_hash_unique").on(t.shortHash),
    index("articles_state_created_idx").on(t.state, t.createdAt),
    index("articles_author_state_created_idx").on(t.authorId, t.state, t.createdAt),
    // Recommendation.hottest: the site's ranking as server/db/queries/hottest.ts reads a tag's
    index("articles_hot_idx").on(t.hotScore, t.id, t.hotAt),
    index("articles_hot_at_idx").on(t.hotAt),
    // search's count leaves out the few articles admins kept out of search, read from here
    index("articles_out_of_search_idx").on(t.id).where(sql`${t.inSearch} = 0`),
    // and the few judged spam
    index("articles_spam_idx").on(t.id).where(sql`${t.isSpam} = 1`),
  ],
);

export const articleVersions = sqliteTable(
  "article_versions",
  {
    id: id(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    summaryCustomized: integer("summary_customized", { mode: "boolean" }).notNull().default(false),
    // The body lives in R2 (CONTENTS) under its data_hash (server/db/article-bodies.ts); a row
    // from before that keeps it here until the backfill moves it: NULL means "in R2".
    content: text("content"),
    cover: text("cover"),
    wordCount: integer("word_count").notNull(),
    // SHA-256 of the content: the key of the body in R2, so identical bodies are stored once
    dataHash: text("data_hash").notNull(),
    // The version's IPFS address (lib/ipfs/cid.ts): a CIDv1 of its self-contained HTML document,
    // whose bytes are kept in R2 under it (server/db/ipfs-blocks.ts). NULL for a paywalled
    // version (none is ever made: its text is the circle's) and for one from before CIDs until
    // the backfill gives it one. Article.dataHash/mediaHash answer it, else data_hash.
    cid: text("cid"),
    license: text("license", { enum: LICENSES }).notNull().default("cc_by_nc_nd_4"),
    access: text("access", { enum: ARTICLE_ACCESS }).notNull().default("public"),
    canComment: integer("can_comment", { mode: "boolean" }).notNull().default(true),
    sensitiveByAuthor: integer("sensitive_by_author", { mode: "boolean" }).notNull().default(false),
    requestForDonation: text("request_for_donation"),
    replyToDonator: text("reply_to_donator"),
    circleId: integer("circle_id"),
    description: text("description"),
    // how the text is set: paragraphs open with an indent (as Chinese prose often is)
    indentFirstLine: integer("indent_first_line", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("article_versions_article_created_idx").on(t.articleId, t.createdAt),
    // the rows whose body the backfill has yet to move: empty once it is done, so the cron
    // round that looks for more reads nothing
    index("article_versions_body_in_d1_idx").on(t.id).where(sql`${t.content} IS NOT NULL`),
    // Query.article by mediaHash (ArticleInput.mediaHash): the article a version's hash names
    index("article_versions_data_hash_idx").on(t.dataHash, t.createdAt),
    // /ipfs/<cid> and Query.article by a CID
    index("article_versions_cid_idx").on(t.cid),
    // the versions the CID backfill has yet to reach: empty once it is done
    index("article_versions_cid_missing_idx").on(t.id).where(sql`${t.cid} IS NULL AND ${t.access} = 'public'`),
  ],
);

// A version's title, summary and body in another language or script, made once by one model
// and read from here ever after. A version never changes, so neither does its translation.
export const articleTranslations = sqliteTable(
  "article_translations",
  {
    versionId: integer("version_id")
      .notNull()
      .references(() => articleVersions.id),
    language: text("language", { enum: LANGUAGES }).notNull(),
    model: text("model", { enum: TRANSLATION_MODELS }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    // The translated body lives in R2 beside the versions' bodies, under content_hash; a row
    // from before that (migration 0026) keeps it here until the backfill moves it: NULL means
    // "in R2". One of the two is always there.
    content: text("content"),
    contentHash: text("content_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.language, t.model] }),
    // the rows whose body the backfill has yet to move (empty once it is done)
    index("article_translations_body_in_d1_idx")
      .on(t.versionId, t.language, t.model)
      .where(sql`${t.content} IS NOT NULL`),
    check("article_translations_body_kept", sql`content IS NOT NULL OR content_hash IS NOT NULL`),
  ],
);

// Articles an author links from one of theirs ("related articles" they chose), in their order.
export const articleConnections = sqliteTable(
  "article_connections",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    connectionId: integer("connection_id")
      .notNull()
      .references(() => articles.id),
    order: integer("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.connectionId] }),
    index("article_connections_connection_idx").on(t.connectionId, t.createdAt),
  ],
);
