import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { campaigns } from "./campaigns.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A writing challenge's quote wall: excerpts of its entries that readers put up (the contract's
 * Quote). The challenge is the one the article was entered in when quoted. The unique key holds
 * one quote of the same words of an article per person, however many calls arrive at once.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quotes_user_article_content_unique").on(t.userId, t.articleId, t.content),
    index("quotes_campaign_idx").on(t.campaignId, t.createdAt),
  ],
);
