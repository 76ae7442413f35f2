import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { runBatch } from "@/server/db/client";
import {
  addArticlesStatements,
  type CollectionRow,
  collectionFull,
  collectionMembers,
  collectionsByIds,
  deleteCollectionsStatements,
  insertCollection,
  likeStatements,
  membersAmong,
  pinRoom,
  removeArticlesStatements,
  reorderStatements,
  unlikeStatements,
  updateCollection,
} from "@/server/db/queries/collections";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  AddCollectionsArticlesInput,
  DeleteCollectionArticlesInput,
  PutCollectionInput,
  ReorderCollectionArticlesInput,
} from "../generated/resolvers";
import { idOf } from "../ids";
import {
  COLLECTION_ARTICLES_MAX,
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_TITLE_MAX,
  COLLECTIONS_PER_CALL,
  distinctIds,
  labelBlockText,
  lineText,
  PINNED_WORKS_MAX,
} from "../rules/writing";
import { notify } from "./notices";
import { checkCollectionRoom, collectionFullError, coverPath } from "./writing-refs";

// The write side of collections. Only the author changes a collection (FORBIDDEN for anyone
// else), only with their own published articles; a collection that does not exist, or whose
// author's account is archived, is ENTITY_NOT_FOUND. Each call checks everything first, then
// writes in one statement or one batch, so a refused call leaves nothing behind.

/** Covers a collection takes: one uploaded for it, or as an article's cover. */
const COLLECTION_COVER_TYPES: ReadonlySet<string> = new Set(["collectionCover", "cover"]);

/** Collections as their global ids name them, each found (ENTITY_NOT_FOUND) and readable. */
async function loadCollections(ctx: Context, globalIds: readonly string[]): Promise<CollectionRow[]> {
  const ids = globalIds.map((id) => idOf(id, "Collection"));
  const rows = new Map((await collectionsByIds(ctx.db, ids)).map((r) => [r.id, r]));
  const found: CollectionRow[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    const author = row && (await ctx.loaders.user.load(row.authorId));
    if (!row || !author || author.state === "archived") {
      throw new ApiError("ENTITY_NOT_FOUND", "Collection not found.");
    }
    found.push(row);
  }
  return found;
}

async function ownCollections(ctx: Context, viewer: UserRow, globalIds: readonly string[]) {
  const rows = await loadCollections(ctx, globalIds);
  if (rows.some((r) => r.authorId !== viewer.id)) {
    throw new ApiError("FORBIDDEN", "Only its author changes a collection.");
  }
  return rows;
}

async function ownCollection(ctx: Context, viewer: UserRow, globalId: string) {
  const [row] = await ownCollections(ctx, viewer, [globalId]);
  if (!row) throw new ApiError("ENTITY_NOT_FOUND", "Collection not found.");
  return row;
}

async function reload(ctx: Context, id: number) {
  const [row] = await collectionsByIds(ctx.db, [id]);
  if (!row) throw new ApiError("ENTITY_NOT_FOUND", "Collection not found.");
  return row;
}

const noRoom = () => new ApiError("ACTION_LIMIT_EXCEEDED", `At most ${PINNED_WORKS_MAX} works are pinned.`);

/** The pages a pin or unpin changes: the profile's pinned works. */
const pinTags = (authorId: number) => [cacheTags.user(authorId), cacheTags.userArticles(authorId)];

export async function putCollection(ctx: Context, viewer: UserRow, input: PutCollectionInput): Promise<CollectionRow> {
  const title = input.title === undefined ? undefined : lineText(input.title, "title", COLLECTION_TITLE_MAX);
  if (title === null || (title === undefined && !input.id)) {
    throw new ApiError("BAD_USER_INPUT", "A collection needs a title.", { field: "input.title" });
  }
  const description =
    input.description === undefined
      ? undefined
      : labelBlockText(input.description, "description", COLLECTION_DESCRIPTION_MAX);
  const cover =
    input.cover === undefined || input.cover === null
      ? input.cover
      : await coverPath(ctx, viewer.id, input.cover, COLLECTION_COVER_TYPES);
  const room = pinRoom(viewer.id, PINNED_WORKS_MAX);

  if (!input.id) {
    const pinned = input.pinned ?? false;
    const id = await insertCollection(
      ctx.db,
      { authorId: viewer.id, title: title as string, description: description ?? null, cover: cover ?? null, pinned },
      room,
      ctx.now,
    );
    if (id === null) throw noRoom();
    ctx.purge([cacheTags.userCollections(viewer.id), ...(pinned ? pinTags(viewer.id) : [])]);
    return reload(ctx, id);
  }

  const collection = await ownCollection(ctx, viewer, input.id);
  const pinning = input.pinned != null && input.pinned !== collection.pinned;
  const set = {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(cover !== undefined ? { cover } : {}),
    ...(pinning ? { pinned: input.pinned as boolean } : {}),
  };
  if (Object.keys(set).length === 0) return collection;
  const done = await updateCollection(ctx.db, collection.id, set, pinning && input.pinned ? room : null, ctx.now);
  if (!done) throw noRoom();
  ctx.purge([cacheTags.collection(collection.id), ...(pinning ? pinTags(viewer.id) : [])]);
  return reload(ctx, collection.id);
}

export async function deleteCollections(ctx: Context, viewer: UserRow, globalIds: readonly string[]) {
  const unique = [...new Set(globalIds)];
  if (unique.length === 0) return false;
  distinctIds(
    unique.map((id) => idOf(id, "Collection")),
    "ids",
    COLLECTIONS_PER_CALL,
  );
  const rows = await ownCollections(ctx, viewer, unique);
  await runBatch(
    ctx.db,
    deleteCollectionsStatements(
      ctx.db,
      viewer.id,
      rows.map((r) => r.id),
    ),
  );
  ctx.purge([
    ...rows.map((r) => cacheTags.collection(r.id)),
    cacheTags.userCollections(viewer.id),
    ...(rows.some((r) => r.pinned) ? pinTags(viewer.id) : []),
  ]);
  return true;
}

/** The viewer's own published articles, each found (ARTICLE_NOT_FOUND). */
async function ownActiveArticles(ctx: Context, viewer: UserRow, ids: readonly number[]) {
  const rows = await ctx.loaders.article.loadMany(ids);
  for (const row of rows) {
    if (!row || row instanceof Error || row.state !== "active") {
      throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
    }
    if (row.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only your own articles go into your collections.");
  }
}

export async function addCollectionsArticles(ctx: Context, viewer: UserRow, input: AddCollectionsArticlesInput) {
  const collectionIds = distinctIds(
    input.collections.map((id) => idOf(id, "Collection")),
    "collections",
    COLLECTIONS_PER_CALL,
  );
  const articleIds = [...new Set(input.articles.map((id) => idOf(id, "Article")))];
  if (collectionIds.length * articleIds.length > COLLECTION_ARTICLES_MAX) {
    throw new ApiError("ACTION_LIMIT_EXCEEDED", `At most ${COLLECTION_ARTICLES_MAX} articles are added at once.`);
  }
  const collections = await ownCollections(ctx, viewer, [...new Set(input.collections)]);
  await ownActiveArticles(ctx, viewer, articleIds);
  if (articleIds.length === 0) return collections;

  const present = await membersAmong(ctx.db, collectionIds, articleIds);
  const adding = new Map(collectionIds.map((c) => [c, articleIds.filter((a) => !present.has(`${c}:${a}`))] as const));
  await checkCollectionRoom(ctx, collectionIds, new Map([...adding].map(([c, list]) => [c, list.length])));
  const statements = [...adding].flatMap(([c, list]) =>
    list.length ? addArticlesStatements(ctx.db, c, list, COLLECTION_ARTICLES_MAX, ctx.now) : [],
  );
  if (statements.length === 0) return collections;
  try {
    await runBatch(ctx.db, statements);
  } catch (error) {
    if (collectionFull(error)) throw collectionFullError();
    throw error;
  }
  // an article's page lists the collections it is in
  const added = new Set([...adding.values()].flat());
  ctx.purge([
    ...[...adding].filter(([, list]) => list.length).map(([c]) => cacheTags.collection(c)),
    ...[...added].map(cacheTags.article),
  ]);
  return collectionsByIds(ctx.db, collectionIds).then((rows) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return collectionIds.flatMap((id) => byId.get(id) ?? []);
  });
}

export async function deleteCollectionArticles(ctx: Context, viewer: UserRow, input: DeleteCollectionArticlesInput) {
  const collection = await ownCollection(ctx, viewer, input.collection);
  const articleIds = distinctIds(
    input.articles.map((id) => idOf(id, "Article")),
    "articles",
    COLLECTION_ARTICLES_MAX,
  );
  const present = await membersAmong(ctx.db, [collection.id], articleIds);
  const removing = articleIds.filter((a) => present.has(`${collection.id}:${a}`));
  if (removing.length === 0) return collection;
  await runBatch(ctx.db, removeArticlesStatements(ctx.db, collection.id, removing, ctx.now));
  ctx.purge([cacheTags.collection(collection.id)]);
  return reload(ctx, collection.id);
}

/**
 * Moves, one after another, in the list readers see by default (readable articles, the last
 * added first); articles not listed (archived, banned) keep their places among the others.
 * Every article then gets a whole-number place again, so places never run out of precision.
 */
export async function reorderCollectionArticles(ctx: Context, viewer: UserRow, input: ReorderCollectionArticlesInput) {
  const collection = await ownCollection(ctx, viewer, input.collection);
  if (input.moves.length > COLLECTION_ARTICLES_MAX) {
    throw new ApiError("BAD_USER_INPUT", `\`input.moves\` must hold at most ${COLLECTION_ARTICLES_MAX} items.`, {
      field: "input.moves",
    });
  }
  const moves = input.moves.map((m) => ({ articleId: idOf(m.item, "Article"), to: m.newPosition }));
  const members = await collectionMembers(ctx.db, collection.id);
  const listed = members.filter((m) => m.state === "active").map((m) => m.articleId);
  for (const { articleId, to } of moves) {
    const from = listed.indexOf(articleId);
    if (from === -1) throw new ApiError("ARTICLE_NOT_FOUND", "The article is not in this collection.");
    if (!Number.isInteger(to) || to < 0 || to >= listed.length) {
      throw new ApiError("BAD_USER_INPUT", `\`newPosition\` must be from 0 to ${listed.length - 1}.`, {
        field: "input.moves",
      });
    }
    listed.splice(from, 1);
    listed.splice(to, 0, articleId);
  }
  // the listed articles fill the places listed ones held, in their new order
  let next = 0;
  const arranged = members.map((m) => (m.state === "active" ? (listed[next++] as number) : m.articleId));
  const before = new Map(members.map((m) => [m.articleId, m.order]));
  const places = arranged.flatMap((articleId, index) => {
    const order = arranged.length - index;
    return before.get(articleId) === order ? [] : [{ articleId, order }];
  });
  if (places.length === 0) return collection;
  await runBatch(ctx.db, reorderStatements(ctx.db, collection.id, places, ctx.now));
  ctx.purge([cacheTags.collection(collection.id)]);
  return reload(ctx, collection.id);
}

/** Likes (or no longer likes) a collection; a repeat changes nothing and purges nothing. */
export async function setCollectionLike(ctx: Context, viewer: UserRow, globalId: string, like: boolean) {
  const [collection] = await loadCollections(ctx, [globalId]);
  if (!collection) throw new ApiError("ENTITY_NOT_FOUND", "Collection not found.");
  const [change] = await ctx.db.batch(
    like
      ? likeStatements(ctx.db, collection.id, viewer.id, ctx.now)
      : unlikeStatements(ctx.db, collection.id, viewer.id),
  );
  if (change.meta.changes > 0) ctx.purge([cacheTags.collection(collection.id)]);
  if (like && change.meta.changes > 0) {
    const key = `CollectionLiked:${collection.id}`;
    await notify(ctx, viewer, [
      { recipientId: collection.authorId, type: "CollectionLiked", targetId: collection.id, groupKey: key },
    ]);
  }
  return reload(ctx, collection.id);
}
