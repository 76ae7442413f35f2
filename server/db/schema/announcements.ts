import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { channels } from "./channels.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { LANGUAGES } from "./users.ts";

export const ANNOUNCEMENT_TYPES = ["community", "product", "seminar"] as const;

/**
 * Notices from the team (the contract's Announcement). Title, content and link here are the
 * default wording; announcement_translations holds them in each language that differs.
 * `visible` off is a draft; past `expired_at` it is no longer shown.
 */
export const announcements = sqliteTable(
  "announcements",
  {
    id: id(),
    title: text("title"),
    content: text("content"),
    link: text("link"),
    cover: text("cover"),
    type: text("type", { enum: ANNOUNCEMENT_TYPES }).notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(false),
    // `order` is an SQL keyword
    order: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiredAt: integer("expired_at"),
  },
  (t) => [index("announcements_visible_idx").on(t.visible, t.order)],
);

export const announcementTranslations = sqliteTable(
  "announcement_translations",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    language: text("language", { enum: LANGUAGES }).notNull(),
    title: text("title"),
    content: text("content"),
    link: text("link"),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);

/** The channels an announcement is shown in, each with its own order and switch (AnnouncementChannel). */
export const announcementChannels = sqliteTable(
  "announcement_channels",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    order: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.channelId] }),
    index("announcement_channels_channel_idx").on(t.channelId, t.visible),
  ],
);
