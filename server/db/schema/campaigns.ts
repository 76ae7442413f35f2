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
    // the channel's name is the challenge's; these are the navbar's shorter title (the name when unset)
    navbarTitleEn: text("navbar_title_en"),
    navbarTitleZhHant: text("navbar_title_zh_hant"),
    navbarTitleZhHans: text("navbar_title_zh_hans"),
    featuredDescriptionEn: text("featured_description_en"),
    featuredDescriptionZhHant: text("featured_description_zh_hant"),
    featuredDescriptionZhHans: text("featured_description_zh_hans"),
    cover: text("cover"),
    link: text("link"),
    applicationStart: integer("application_start"),
    applicationEnd: integer("application_end"),
    writingStart: integer("writing_start"),
    writingEnd: integer("writing_end"),
    // exclusive: its entries stay out of Latest, Hottest and topic channels
    exclusive: integer("exclusive", { mode: "boolean" }).notNull().default(false),
    enableQuoteWall: integer("enable_quote_wall", { mode: "boolean" }).notNull().default(false),
    showOther: integer("show_other", { mode: "boolean" }).notNull().default(true),
    showAd: integer("show_ad", { mode: "boolean" }).notNull().default(true),
    creatorId: integer("creator_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaigns_channel_unique").on(t.channelId),
    index("campaigns_state_idx").on(t.state, t.writingStart),
  ],
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
    // applied after the application period ended: taken, but never eligible for the grand slam
    late: integer("late", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index("campaign_participants_list_idx").on(t.campaignId, t.state, t.createdAt),
    // a person's challenges (User.campaigns), newest application first
    index("campaign_participants_user_idx").on(t.userId, t.state, t.createdAt),
  ],
);

export const CAMPAIGN_ROLES = ["organizer", "manager"] as const;

/** The people a challenge names: its organizers (shown on its page) and its managers (who feature and ban entries). */
export const campaignRoles = sqliteTable(
  "campaign_roles",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    role: text("role", { enum: CAMPAIGN_ROLES }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    // the order the editors listed them in
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.role, t.userId] }),
    index("campaign_roles_user_idx").on(t.role, t.userId),
  ],
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
    // banned by the challenge's managers: out of its lists, the article itself untouched; kept
    // (not deleted) so that editing the article cannot enter it again
    banned: integer("banned", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.articleId] }),
    index("campaign_articles_stage_idx").on(t.campaignId, t.stageId, t.createdAt),
    index("campaign_articles_featured_idx").on(t.campaignId, t.featured, t.createdAt),
    // an article's challenges: its own page, and whether an exclusive one keeps it out of the feeds
    index("campaign_articles_article_idx").on(t.articleId),
  ],
);
