import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Typed handles on the FTS5 virtual tables of drizzle/0001_search_index.sql and 0023, so index writes
// are query builders that go into a db.batch() with the write they follow. Kept out of
// schema/ on purpose: drizzle-kit must not try to create them as ordinary tables.

export const searchUsersTable = sqliteTable("search_users", {
  rowid: integer("rowid").notNull(),
  userName: text("user_name").notNull(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull(),
});

export const searchArticlesTable = sqliteTable("search_articles", {
  rowid: integer("rowid").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  content: text("content").notNull(),
});

// The titles alone, for the ranking's title pool (drizzle/0023_contentless_search.sql).
export const searchArticleTitlesTable = sqliteTable("search_article_titles", {
  rowid: integer("rowid").notNull(),
  title: text("title").notNull(),
});

export const searchTagsTable = sqliteTable("search_tags", {
  rowid: integer("rowid").notNull(),
  content: text("content").notNull(),
});
