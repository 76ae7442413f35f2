import "server-only";
import { and, asc, count, desc, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { limitRefused, withinLimit } from "../batch-limits";
import type { Db } from "../client";
import { articles, assetMap, collectionArticles, collectionLikes, collections, drafts } from "../schema";

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

/** A place in a collection's list: an article's order and id, as cursors carry it. */
export type CollectionPlace = readonly [number, number];
export type CollectionBound = { place: CollectionPlace; inclusive: boolean };

/**
 * A collection's active articles in the author's order (`reversed`: last added first, the
 * contract's default), between `after` and `before` in that order; `fromEnd` takes the page
 * from the end of that range (the contract's `last`), still answered in list order. Keyset on
 * (order, articleId) via collection_articles_order_idx.
 */
export async function collectionArticlePage(
  db: Db,
  collectionId: number,
  limit: number,
  options: { after?: CollectionBound; before?: CollectionBound; reversed: boolean; fromEnd?: boolean },
) {
  const { after, before, reversed, fromEnd = false } = options;
  const place = sql`(${collectionArticles.order}, ${collectionArticles.articleId})`;
  // "later in the list" is a lower order when the list runs from the last added
  const beyond = (bound: CollectionBound, later: boolean) => {
    const op = (later === reversed ? "<" : ">") + (bound.inclusive ? "=" : "");
    return sql`${place} ${sql.raw(op)} (${bound.place[0]}, ${bound.place[1]})`;
  };
  const descending = reversed !== fromEnd;
  const rows = await db
    .select({ article: articles, order: collectionArticles.order })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(
      and(
        eq(collectionArticles.collectionId, collectionId),
        eq(articles.state, "active"),
        after ? beyond(after, true) : undefined,
        before ? beyond(before, false) : undefined,
      ),
    )
    .orderBy(
      ...(descending
        ? [desc(collectionArticles.order), desc(collectionArticles.articleId)]
        : [asc(collectionArticles.order), asc(collectionArticles.articleId)]),
    )
    .limit(limit + 1);
  return rows;
}

export async function collectionArticleCount(db: Db, collectionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(and(eq(collectionArticles.collectionId, collectionId), eq(articles.state, "active")));
  return row?.n ?? 0;
}

/** collectionArticleCount of many collections in one statement; a missing one holds none. */
export async function collectionArticleCounts(db: Db, collectionIds: readonly number[]) {
  const rows = await db
    .select({ id: collectionArticles.collectionId, n: count() })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(and(inArray(collectionArticles.collectionId, [...collectionIds]), eq(articles.state, "active")))
    .groupBy(collectionArticles.collectionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The first page (`limit + 1` rows, as collectionArticlePage reads it without cursors) of
 * each of `collectionIds`, in one statement: a window over collection_articles_order_idx
 * numbers each collection's active articles in the list's order.
 */
export async function collectionFirstPages(db: Db, collectionIds: readonly number[], limit: number, reversed: boolean) {
  const dir = reversed ? sql`desc` : sql`asc`;
  const ranked = db
    .select({
      collectionId: collectionArticles.collectionId,
      articleId: collectionArticles.articleId,
      order: collectionArticles.order,
      rank: sql<number>`row_number() over (partition by ${collectionArticles.collectionId} order by ${collectionArticles.order} ${dir}, ${collectionArticles.articleId} ${dir})`.as(
        "rank",
      ),
    })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(and(inArray(collectionArticles.collectionId, [...collectionIds]), eq(articles.state, "active")))
    .as("ranked");
  const rows = await db
    .select({ collectionId: ranked.collectionId, order: ranked.order, article: articles })
    .from(ranked)
    .innerJoin(articles, eq(articles.id, ranked.articleId))
    .where(lte(ranked.rank, limit + 1))
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
  const byCollection = new Map<number, { article: typeof articles.$inferSelect; order: number }[]>();
  for (const { collectionId, ...row } of rows) {
    byCollection.set(collectionId, [...(byCollection.get(collectionId) ?? []), row]);
  }
  return byCollection;
}

/**
 * The collections each of `articleIds` is in, most recently updated first, at most `limit`
 * an article, in one statement (a window over collection_articles_article_idx's rows).
 */
export async function collectionsOfArticles(db: Db, articleIds: readonly number[], limit: number) {
  const ranked = db
    .select({
      articleId: collectionArticles.articleId,
      collectionId: collectionArticles.collectionId,
      rank: sql<number>`row_number() over (partition by ${collectionArticles.articleId} order by ${collections.updatedAt} desc, ${collections.id} desc)`.as(
        "rank",
      ),
    })
    .from(collectionArticles)
    .innerJoin(collections, eq(collections.id, collectionArticles.collectionId))
    .where(inArray(collectionArticles.articleId, [...articleIds]))
    .as("ranked");
  const rows = await db
    .select({ articleId: ranked.articleId, collection: collections })
    .from(ranked)
    .innerJoin(collections, eq(collections.id, ranked.collectionId))
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.articleId), asc(ranked.rank));
  const byArticle = new Map<number, CollectionRow[]>();
  for (const { articleId, collection } of rows) {
    byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), collection]);
  }
  return byArticle;
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

// ---- writing: the statements of the collection mutations (server/api/services/collections.ts) ----

/**
 * Whether the author may pin one more work: pinned articles (active) and collections together
 * under `max`. Asked inside the statement that pins, so two pins at once cannot both pass.
 */
export const pinRoom = (authorId: number, max: number) =>
  sql`((SELECT count(*) FROM ${articles} WHERE ${articles.authorId} = ${authorId} AND ${articles.state} = 'active' AND ${articles.pinned} = 1)
    + (SELECT count(*) FROM ${collections} WHERE ${collections.authorId} = ${authorId} AND ${collections.pinned} = 1)) < ${max}`;

export type NewCollection = {
  authorId: number;
  title: string;
  description: string | null;
  cover: string | null;
  pinned: boolean;
};

/**
 * A new collection, pinned if asked and there is room (`room`): one statement, so a collection
 * is made only when it can be made as asked. Null when there was no room to pin it.
 */
export async function insertCollection(db: Db, c: NewCollection, room: SQL, now: number) {
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO ${collections} (author_id, title, description, cover, pinned, like_count, created_at, updated_at)
    SELECT ${c.authorId}, ${c.title}, ${c.description}, ${c.cover}, ${c.pinned ? 1 : 0}, 0, ${now}, ${now}
    WHERE ${c.pinned ? room : sql`1`}
    RETURNING id`);
  return row?.id ?? null;
}

/**
 * A collection's fields changed, `pin` (true) only where there is room: one statement, so a
 * refused pin changes nothing else either. False when it was refused.
 */
export async function updateCollection(
  db: Db,
  id: number,
  set: Partial<Pick<CollectionRow, "title" | "description" | "cover" | "pinned">>,
  room: SQL | null,
  now: number,
) {
  const rows = await db
    .update(collections)
    .set({ ...set, updatedAt: now })
    .where(and(eq(collections.id, id), room ?? undefined))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** How many articles each collection holds, readable or not (what the capacity counts). */
export async function collectionSizes(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ id: collectionArticles.collectionId, n: count() })
    .from(collectionArticles)
    .where(inArray(collectionArticles.collectionId, [...ids]))
    .groupBy(collectionArticles.collectionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Which of the articles each of the collections already holds. */
export async function membersAmong(db: Db, collectionIds: readonly number[], articleIds: readonly number[]) {
  const rows = await db
    .select({ collectionId: collectionArticles.collectionId, articleId: collectionArticles.articleId })
    .from(collectionArticles)
    .where(
      and(
        inArray(collectionArticles.collectionId, [...collectionIds]),
        inArray(collectionArticles.articleId, [...articleIds]),
      ),
    );
  return new Set(rows.map((r) => `${r.collectionId}:${r.articleId}`));
}

/** Every article of a collection with its place, readable or not, in the default order (last added first). */
export function collectionMembers(db: Db, collectionId: number) {
  return db
    .select({ articleId: collectionArticles.articleId, order: collectionArticles.order, state: articles.state })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(eq(collectionArticles.collectionId, collectionId))
    .orderBy(desc(collectionArticles.order), desc(collectionArticles.articleId));
}

/** The place after the collection's last article, worked out when the statement runs. */
/**
 * The place after a collection's last article, judged as the row is written: NULL (the write
 * fails, collectionFull) when the collection already holds `max` articles and not this one, so
 * articles added at once from several requests never make it hold more.
 */
export const placeAtEnd = (collectionId: number, articleId: number | SQL, max: number) =>
  withinLimit(
    sql`(SELECT count(*) FROM ${collectionArticles} WHERE ${collectionArticles.collectionId} = ${collectionId}) < ${max}
      OR EXISTS (SELECT 1 FROM ${collectionArticles} WHERE ${collectionArticles.collectionId} = ${collectionId} AND ${collectionArticles.articleId} = ${articleId})`,
    sql`(SELECT coalesce(max(${collectionArticles.order}), 0) + 1 FROM ${collectionArticles} WHERE ${collectionArticles.collectionId} = ${collectionId})`,
  );

/** Whether a write failed because placeAtEnd found its collection full. */
export const collectionFull = (error: unknown) => limitRefused(error, "collection_articles.order");

/**
 * Articles added at the end of a collection, in the order given; one already there stays where
 * it is. The batch fails (collectionFull) when they would make it hold more than `max`.
 */
export function addArticlesStatements(
  db: Db,
  collectionId: number,
  articleIds: readonly number[],
  max: number,
  now: number,
) {
  return [
    ...articleIds.map((articleId) =>
      db
        .insert(collectionArticles)
        .values({ collectionId, articleId, order: placeAtEnd(collectionId, articleId, max), createdAt: now })
        .onConflictDoNothing(),
    ),
    db.update(collections).set({ updatedAt: now }).where(eq(collections.id, collectionId)),
  ];
}

export function removeArticlesStatements(db: Db, collectionId: number, articleIds: readonly number[], now: number) {
  return [
    db
      .delete(collectionArticles)
      .where(
        and(eq(collectionArticles.collectionId, collectionId), inArray(collectionArticles.articleId, [...articleIds])),
      ),
    db.update(collections).set({ updatedAt: now }).where(eq(collections.id, collectionId)),
  ];
}

/** New places of some articles of a collection. */
export function reorderStatements(
  db: Db,
  collectionId: number,
  places: readonly { articleId: number; order: number }[],
  now: number,
) {
  return [
    ...places.map(({ articleId, order }) =>
      db
        .update(collectionArticles)
        .set({ order })
        .where(and(eq(collectionArticles.collectionId, collectionId), eq(collectionArticles.articleId, articleId))),
    ),
    db.update(collections).set({ updatedAt: now }).where(eq(collections.id, collectionId)),
  ];
}

/**
 * Collections of an author deleted with what hangs on them: their lists, likes and upload
 * records, and their ids in the author's drafts (which would otherwise fail to publish).
 */
export function deleteCollectionsStatements(db: Db, authorId: number, ids: readonly number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return [
    db.delete(collectionLikes).where(inArray(collectionLikes.collectionId, [...ids])),
    db.delete(collectionArticles).where(inArray(collectionArticles.collectionId, [...ids])),
    db.delete(assetMap).where(and(eq(assetMap.entityType, "collection"), inArray(assetMap.entityId, [...ids]))),
    db
      .update(drafts)
      .set({
        collections: sql`(SELECT json_group_array(value) FROM json_each(${drafts.collections}) WHERE value NOT IN (${list}))`,
      })
      .where(
        and(
          eq(drafts.authorId, authorId),
          sql`EXISTS (SELECT 1 FROM json_each(${drafts.collections}) WHERE value IN (${list}))`,
        ),
      ),
    db.delete(collections).where(and(inArray(collections.id, [...ids]), eq(collections.authorId, authorId))),
  ];
}

/** The like count as the likes stand once the batch's own change is made: a recount, so repeats and races agree. */
const recountLikes = (db: Db, collectionId: number) =>
  db
    .update(collections)
    .set({
      likeCount: sql`(SELECT count(*) FROM ${collectionLikes} WHERE ${collectionLikes.collectionId} = ${collectionId})`,
    })
    .where(eq(collections.id, collectionId));

export const likeStatements = (db: Db, collectionId: number, userId: number, now: number) =>
  [
    db.insert(collectionLikes).values({ collectionId, userId, createdAt: now }).onConflictDoNothing(),
    recountLikes(db, collectionId),
  ] as const;

export const unlikeStatements = (db: Db, collectionId: number, userId: number) =>
  [
    db
      .delete(collectionLikes)
      .where(and(eq(collectionLikes.collectionId, collectionId), eq(collectionLikes.userId, userId))),
    recountLikes(db, collectionId),
  ] as const;

/** Which of the collections the person liked. */
export async function likedAmong(db: Db, userId: number, collectionIds: readonly number[]) {
  const rows = await db
    .select({ id: collectionLikes.collectionId })
    .from(collectionLikes)
    .where(and(eq(collectionLikes.userId, userId), inArray(collectionLikes.collectionId, [...collectionIds])));
  return new Set(rows.map((r) => r.id));
}

/** Which of `collectionIds` hold the article, when it is readable: one statement for a list of collections. */
export async function collectionsContaining(db: Db, collectionIds: readonly number[], articleId: number) {
  const rows = await db
    .select({ id: collectionArticles.collectionId })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(
      and(
        inArray(collectionArticles.collectionId, [...collectionIds]),
        eq(collectionArticles.articleId, articleId),
        eq(articles.state, "active"),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
