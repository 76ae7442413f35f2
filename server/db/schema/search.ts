import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const recentSearches = sqliteTable(
  "recent_searches",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    searchKey: text("search_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.searchKey] }),
    index("recent_searches_user_created_idx").on(t.userId, t.createdAt),
  ],
);
