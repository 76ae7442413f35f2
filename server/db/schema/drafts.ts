import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ARTICLE_ACCESS, articles, LICENSES } from "./articles.ts";
import { circles } from "./circles.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const drafts = sqliteTable(
  "drafts",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title"),
    summary: text("summary"),
    content: text("content"),
    cover: text("cover"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    license: text("license", { enum: LICENSES }).notNull().default("cc_by_nc_nd_4"),
    access: text("access", { enum: ARTICLE_ACCESS }).notNull().default("public"),
    canComment: integer("can_comment", { mode: "boolean" }).notNull().default(true),
    // pending → published, or error; the article it became, once published
    publishState: text("publish_state", {
      enum: ["unpublished", "pending", "published", "error"],
    })
      .notNull()
      .default("unpublished"),
    articleId: integer("article_id").references(() => articles.id),
    // Optimistic concurrency: a save names the version it edited; a mismatch is DRAFT_VERSION_CONFLICT.
    version: integer("version").notNull().default(1),
    summaryCustomized: integer("summary_customized", { mode: "boolean" }).notNull().default(false),
    wordCount: integer("word_count").notNull().default(0),
    sensitiveByAuthor: integer("sensitive_by_author", { mode: "boolean" }).notNull().default(false),
    requestForDonation: text("request_for_donation"),
    replyToDonator: text("reply_to_donator"),
    iscnPublish: integer("iscn_publish", { mode: "boolean" }),
    indentFirstLine: integer("indent_first_line", { mode: "boolean" }).notNull().default(false),
    circleId: integer("circle_id").references(() => circles.id),
    publishAt: integer("publish_at"),
    // Chosen while writing, applied when published; JSON arrays of ids, read whole.
    collections: text("collections", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    connections: text("connections", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    campaigns: text("campaigns", { mode: "json" })
      .$type<{ campaign: number; stage: number | null }[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("drafts_author_updated_idx").on(t.authorId, t.updatedAt)],
);
