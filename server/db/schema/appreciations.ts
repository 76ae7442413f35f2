import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const appreciations = sqliteTable(
  "appreciations",
  {
    id: id(),
    senderId: integer("sender_id").references(() => users.id),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id").references(() => articles.id),
    amount: integer("amount").notNull(),
    purpose: text("purpose", { enum: ["appreciate", "superLike", "systemSubsidy"] })
      .notNull()
      .default("appreciate"),
    createdAt: createdAt(),
  },
  (t) => [
    index("appreciations_article_idx").on(t.articleId, t.createdAt, t.purpose),
    index("appreciations_sender_idx").on(t.senderId, t.createdAt),
    index("appreciations_recipient_idx").on(t.recipientId, t.createdAt),
    // what one reader gave one article: the per-reader limit is summed from it
    index("appreciations_sender_article_idx").on(t.senderId, t.articleId, t.purpose),
  ],
);
