import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const readHistory = sqliteTable(
  "read_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    readAt: integer("read_at").notNull(),
    readSeconds: integer("read_seconds").notNull().default(0),
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index("read_history_user_read_idx").on(t.userId, t.readAt),
    index("read_history_article_read_idx").on(t.articleId, t.readAt),
  ],
);

/**
 * One row a counted read of an article by a signed-in reader (not its author): read history
 * keeps only each reader's latest read, while the author's analytics count reads by day. A
 * reader's reads of one article 30 minutes apart or less are one read (server/db/queries/reads.ts).
 * `author_id` is the article's, copied so an author's days are one index range.
 */
export const articleReads = sqliteTable(
  "article_reads",
  {
    id: id(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // an author's reads over a window, by day, by reader and by article: read from the index alone
    index("article_reads_author_created_idx").on(t.authorId, t.createdAt, t.articleId, t.readerId),
  ],
);
