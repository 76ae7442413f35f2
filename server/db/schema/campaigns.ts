import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { channels } from "./channels.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const CAMPAIGN_STATES = ["pending", "active", "finished", "archived"] as const;

// A writing challenge is a campaign shown as a channel: it shares the channel's short hash.
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    state: text("state", { enum: CAMPAIGN_STATES }).notNull().default("pending"),
    descriptionEn: text("description_en"),
    descriptionZhHant: text("description_zh_hant"),
    descriptionZhHans: text("description_zh_hans"),
    cover: text("cover"),
    link: text("link"),
    applicationStart: integer("application_start"),
    applicationEnd: integer("application_end"),
    writingStart: integer("writing_start"),
    writingEnd: integer("writing_end"),
    creatorId: integer("creator_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("campaigns_channel_unique").on(t.channelId)],
);

export const campaignStages = sqliteTable(
  "campaign_stages",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    nameEn: text("name_en").notNull(),
    nameZhHant: text("name_zh_hant").notNull(),
    nameZhHans: text("name_zh_hans").notNull(),
    periodStart: integer("period_start"),
    periodEnd: integer("period_end"),
    order: integer("order").notNull(),
  },
  (t) => [index("campaign_stages_campaign_idx").on(t.campaignId, t.order)],
);

export const campaignParticipants = sqliteTable(
  "campaign_participants",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: ["pending", "succeeded", "rejected"] })
      .notNull()
      .default("succeeded"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

export const campaignArticles = sqliteTable(
  "campaign_articles",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    stageId: integer("stage_id").references(() => campaignStages.id),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    announcement: integer("announcement", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.articleId] }),
    index("campaign_articles_stage_idx").on(t.campaignId, t.stageId, t.createdAt),
    index("campaign_articles_featured_idx").on(t.campaignId, t.featured, t.createdAt),
  ],
);
