import { index, integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";

// Editor picks for the Featured feed.
export const featuredArticles = sqliteTable(
  "featured_articles",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id),
    pickedAt: integer("picked_at").notNull(),
  },
  (t) => [index("featured_articles_picked_idx").on(t.pickedAt)],
);
