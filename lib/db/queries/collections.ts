import "server-only";
import { and, asc, count, desc, eq, gt, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { articles, collectionArticles, collections } from "../schema";

export type CollectionRow = typeof collections.$inferSelect;

export function collectionsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(collections)
    .where(inArray(collections.id, [...ids]));
}

/** A person's collections, most recently updated first. Walks collections_author_updated_idx. */
export function authorCollectionPage(db: Db, authorId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.authorId, authorId),
        after
          ? or(
              lt(collections.updatedAt, after[0]),
              and(eq(collections.updatedAt, after[0]), lt(collections.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(limit + 1);
}

export async function authorCollectionCount(db: Db, authorId: number) {
  const [row] = await db.select({ n: count() }).from(collections).where(eq(collections.authorId, authorId));
  return row?.n ?? 0;
}

/**
 * A collection's active articles in the author's order (`reversed`: last added first, the
 * contract's default). Keyset on (order, articleId) via collection_articles_order_idx.
 */
export function collectionArticlePage(
  db: Db,
  collectionId: number,
  limit: number,
  { after, reversed }: { after?: readonly [number, number]; reversed: boolean },
) {
  const before = reversed ? lt : gt;
  return db
    .select({ article: articles, order: collectionArticles.order })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(
      and(
        eq(collectionArticles.collectionId, collectionId),
        eq(articles.state, "active"),
        after
          ? or(
              before(collectionArticles.order, after[0]),
              and(eq(collectionArticles.order, after[0]), before(collectionArticles.articleId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(
      ...(reversed
        ? [desc(collectionArticles.order), desc(collectionArticles.articleId)]
        : [asc(collectionArticles.order), asc(collectionArticles.articleId)]),
    )
    .limit(limit + 1);
}

export async function collectionArticleCount(db: Db, collectionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(and(eq(collectionArticles.collectionId, collectionId), eq(articles.state, "active")));
  return row?.n ?? 0;
}

/** The collections an article is in, most recently updated first. */
export function collectionsOfArticle(db: Db, articleId: number, limit: number) {
  return db
    .select({ collection: collections })
    .from(collectionArticles)
    .innerJoin(collections, eq(collections.id, collectionArticles.collectionId))
    .where(eq(collectionArticles.articleId, articleId))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(limit);
}

/** Pinned works of a person: pinned articles and collections, newest first. */
export async function pinnedWorks(db: Db, authorId: number) {
  const [pinnedArticles, pinnedCollections] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(and(eq(articles.authorId, authorId), eq(articles.state, "active"), eq(articles.pinned, true)))
      .orderBy(desc(articles.createdAt)),
    db
      .select()
      .from(collections)
      .where(and(eq(collections.authorId, authorId), eq(collections.pinned, true)))
      .orderBy(desc(collections.updatedAt)),
  ]);
  return { pinnedArticles, pinnedCollections };
}
