import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description"),
    cover: text("cover"),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    // kept equal to the rows of collection_likes by each like's own batch (a recount, not +1)
    likeCount: integer("like_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("collections_author_updated_idx").on(t.authorId, t.updatedAt)],
);

export const collectionLikes = sqliteTable(
  "collection_likes",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.userId] })],
);

export const collectionArticles = sqliteTable(
  "collection_articles",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    order: real("order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.articleId] }),
    index("collection_articles_article_idx").on(t.articleId),
    index("collection_articles_order_idx").on(t.collectionId, t.order),
  ],
);
