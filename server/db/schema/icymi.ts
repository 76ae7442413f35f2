import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import type { LANGUAGES } from "./users.ts";

export const ICYMI_TOPIC_STATES = ["editing", "published", "archived"] as const;
/** The sizes of the home page's ICYMI section the contract knows (PutIcymiTopicInput.pinAmount). */
export const ICYMI_PIN_AMOUNTS = [3, 6] as const;

/** A title or note in each language it was written in. */
export type Wording = Partial<Record<(typeof LANGUAGES)[number], string>>;

/**
 * The editors' ICYMI topics (the contract's IcymiTopic): a titled set of articles, in order,
 * with a note, shown on the home page while published. Title and note hold their wording in
 * each language; the articles are their ids in the editors' order (a handful, read whole).
 * At most one topic is published: publishing one archives the one before in the same batch,
 * and the partial unique index refuses a second published row whatever a writer does.
 */
export const icymiTopics = sqliteTable(
  "icymi_topics",
  {
    id: id(),
    title: text("title", { mode: "json" }).$type<Wording>().notNull(),
    note: text("note", { mode: "json" }).$type<Wording>(),
    articleIds: text("article_ids", { mode: "json" }).$type<number[]>().notNull(),
    pinAmount: integer("pin_amount").notNull().default(3),
    state: text("state", { enum: ICYMI_TOPIC_STATES }).notNull().default("editing"),
    publishedAt: integer("published_at"),
    archivedAt: integer("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("icymi_topics_one_published").on(t.state).where(sql`state = 'published'`),
    index("icymi_topics_state_idx").on(t.state, t.id),
  ],
);
