import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";

export const CHANNEL_TYPES = ["topic", "curation", "writing_challenge"] as const;
export const CHANNEL_COLORS = ["gray", "brown", "orange", "yellow", "green", "purple", "pink", "red"] as const;

export const channels = sqliteTable(
  "channels",
  {
    id: id(),
    type: text("type", { enum: CHANNEL_TYPES }).notNull(),
    shortHash: text("short_hash").notNull(),
    nameEn: text("name_en").notNull(),
    nameZhHant: text("name_zh_hant").notNull(),
    nameZhHans: text("name_zh_hans").notNull(),
    noteEn: text("note_en"),
    noteZhHant: text("note_zh_hant"),
    noteZhHans: text("note_zh_hans"),
    // the shorter name the navigation shows, when it has one
    navbarTitleEn: text("navbar_title_en"),
    navbarTitleZhHant: text("navbar_title_zh_hant"),
    navbarTitleZhHans: text("navbar_title_zh_hans"),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    // topic channels: the classifier's name for the topic, and the channel it is a sub-channel of
    providerId: text("provider_id"),
    parentId: integer("parent_id"),
    // curation channels: pinned count, colour and the period they run
    pinAmount: integer("pin_amount").notNull().default(3),
    color: text("color", { enum: CHANNEL_COLORS }),
    activeFrom: integer("active_from"),
    activeUntil: integer("active_until"),
    // curation channels: whether the page shows recommended authors and tags beside the feed
    showRecommendation: integer("show_recommendation", { mode: "boolean" }).notNull().default(false),
    navbarOrder: integer("navbar_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("channels_short_hash_unique").on(t.shortHash),
    index("channels_nav_idx").on(t.enabled, t.navbarOrder),
    uniqueIndex("channels_provider_unique").on(t.providerId),
    index("channels_parent_idx").on(t.parentId),
  ],
);

export const channelArticles = sqliteTable(
  "channel_articles",
  {
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    score: real("score"),
    createdAt: createdAt(),
    // as on article_tags: the article's hotScore and hotAt, copied by triggers
    hotScore: integer("hot_score").notNull().default(0),
    hotAt: integer("hot_at").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.articleId] }),
    index("channel_articles_list_idx").on(t.channelId, t.pinned, t.createdAt),
    index("channel_articles_article_idx").on(t.articleId),
    index("channel_articles_channel_hot_idx").on(t.channelId, t.hotScore, t.articleId, t.hotAt),
    index("channel_articles_channel_article_idx").on(t.channelId, t.articleId, t.hotScore, t.hotAt),
    index("channel_articles_hot_at_idx").on(t.hotAt, t.channelId),
  ],
);
