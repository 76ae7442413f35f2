import "server-only";
import DataLoader from "dataloader";
import { assetPath } from "@/lib/media/paths";
import { type ArticleRow, authorArticlePage } from "@/server/db/queries/articles";
import {
  authorCollectionCount,
  authorCollectionPage,
  type CollectionBound,
  type CollectionRow,
  collectionArticleCounts,
  collectionArticlePage,
  collectionFirstPages,
  collectionsContaining,
  collectionsOfArticles,
  likedAmong,
  pinnedWorks,
} from "@/server/db/queries/collections";
import { MAX_BATCH_SIZE } from "../batching";
import { asksForNone, countOnly, decodeNumberCursor, encodeCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { CollectionArticlesInput, Resolvers } from "../generated/resolvers";
import { idOf, toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import { requireViewer } from "../rules/auth";
import {
  addCollectionsArticles,
  deleteCollectionArticles,
  deleteCollections,
  putCollection,
  reorderCollectionArticles,
  setCollectionLike,
} from "../services/collections";

/** An article shows at most this many of the collections it is in. */
const ARTICLE_COLLECTIONS = 20;
/** User.latestWorks: as many as a profile's "latest" strip shows. */
const LATEST_WORKS = 3;

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

// What a list shows of each collection, and the collections of each article of a list, read
// for the whole list at once. The viewer's likes are kept for the request; the rest are read
// afresh on each call, so an answer read after a write (adding to a collection) is not stale.
const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createCollectionLoaders>>();

function createCollectionLoaders(ctx: Context) {
  const options = { maxBatchSize: MAX_BATCH_SIZE, cache: false };
  const firstPages = new Map<string, DataLoader<number, Awaited<ReturnType<typeof collectionArticlePage>>>>();
  const ofArticles = new Map<number, DataLoader<number, CollectionRow[]>>();
  const containing = new Map<number, DataLoader<number, boolean>>();
  const viewerId = ctx.viewer.id;
  return {
    /** The viewer's likes of the collections a request lists. */
    liked: new DataLoader<number, boolean>(
      async (ids) => {
        const liked = viewerId === null ? new Set<number>() : await likedAmong(ctx.db, viewerId, ids);
        return ids.map((id) => liked.has(id));
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    articleCount: new DataLoader<number, number>(async (ids) => {
      const counts = await collectionArticleCounts(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }, options),
    /** The first page of many collections' articles, one loader per page size and order. */
    firstPage(limit: number, reversed: boolean) {
      const key = `${limit}:${reversed}`;
      let loader = firstPages.get(key);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const pages = await collectionFirstPages(ctx.db, ids, limit, reversed);
          return ids.map((id) => pages.get(id) ?? []);
        }, options);
        firstPages.set(key, loader);
      }
      return loader;
    },
    /** The collections an article is in (at most `limit`), for many articles at once. */
    ofArticle(limit: number) {
      let loader = ofArticles.get(limit);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const found = await collectionsOfArticles(ctx.db, ids, limit);
          return ids.map((id) => found.get(id) ?? []);
        }, options);
        ofArticles.set(limit, loader);
      }
      return loader;
    },
    /** Whether each of many collections holds one article. */
    contains(articleId: number) {
      let loader = containing.get(articleId);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const holding = await collectionsContaining(ctx.db, ids, articleId);
          return ids.map((id) => holding.has(id));
        }, options);
        containing.set(articleId, loader);
      }
      return loader;
    },
  };
}

function collectionLoaders(ctx: Context) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createCollectionLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

const bound = (cursor: string | null | undefined, inclusive: boolean): CollectionBound | undefined =>
  cursor ? { place: decodeNumberCursor(cursor, 2), inclusive } : undefined;

/**
 * A page of a collection's articles, forward from `after` or back from `before` (`last`). The
 * first page forward, and the count, are read for every collection of a list at once.
 */
async function articlePage(ctx: Context, collectionId: number, input: CollectionArticlesInput) {
  const loaders = collectionLoaders(ctx);
  if (asksForNone(input)) return countOnly<ArticleRow>(await loaders.articleCount.load(collectionId));
  const after = bound(input.after, input.includeAfter ?? false);
  const before = bound(input.before, input.includeBefore ?? false);
  const fromEnd = input.last != null && input.first == null;
  const limit = pageSize(fromEnd ? input.last : input.first);
  const reversed = input.reversed ?? true;
  const rows =
    after || before || fromEnd
      ? await collectionArticlePage(ctx.db, collectionId, limit, { after, before, reversed, fromEnd })
      : await loaders.firstPage(limit, reversed).load(collectionId);
  for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
  const totalCount = () => loaders.articleCount.load(collectionId);
  if (!fromEnd) {
    const connection = toConnection(rows, limit, (r) => [r.order, r.article.id], {
      totalCount,
      hasPrevious: Boolean(after),
      toNode: (r) => r.article,
    });
    // first and last together: the last of the first
    if (input.last != null && connection.edges.length > input.last) {
      connection.edges = connection.edges.slice(connection.edges.length - input.last);
      connection.pageInfo.startCursor = connection.edges[0]?.cursor ?? null;
      connection.pageInfo.hasPreviousPage = true;
    }
    // the article `before` names, at least, lies beyond
    if (before) connection.pageInfo.hasNextPage = true;
    return connection;
  }
  // read from the end of the range, answered in list order
  const page = rows.slice(0, limit).reverse();
  const edges = page.map((r) => ({ cursor: encodeCursor([r.order, r.article.id]), node: r.article }));
  return {
    totalCount,
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: Boolean(before),
      hasPreviousPage: rows.length > limit,
    },
  };
}

export const resolvers = {
  User: {
    collections: async (u, { input }, ctx) => {
      if ("visitor" in u || u.state === "archived") return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await authorCollectionPage(ctx.db, u.id, limit, after);
      return toConnection(rows, limit, (r) => [r.updatedAt, r.id], {
        totalCount: () => authorCollectionCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
      });
    },
    latestWorks: async (u, _a, ctx) => {
      if ("visitor" in u || u.state === "archived") return [];
      const [articles, collections] = await Promise.all([
        authorArticlePage(ctx.db, u.id, "active", LATEST_WORKS),
        authorCollectionPage(ctx.db, u.id, LATEST_WORKS),
      ]);
      const works = [
        ...articles.map(({ article }) => ({ time: article.createdAt, work: article as ArticleRow | CollectionRow })),
        ...collections.map((c) => ({ time: c.updatedAt, work: c as ArticleRow | CollectionRow })),
      ];
      return works
        .sort((a, b) => b.time - a.time || b.work.id - a.work.id)
        .slice(0, LATEST_WORKS)
        .map((w) => w.work);
    },
    pinnedWorks: async (u, _a, ctx) => {
      if ("visitor" in u || u.state === "archived") return [];
      const { pinnedArticles, pinnedCollections } = await pinnedWorks(ctx.db, u.id);
      return [...pinnedArticles, ...pinnedCollections];
    },
  },

  Article: {
    collections: async (a, { input }, ctx) => {
      const limit = Math.min(pageSize(input.first), ARTICLE_COLLECTIONS);
      const rows = await collectionLoaders(ctx).ofArticle(limit).load(a.id);
      return toConnection(rows, limit, (r) => [r.updatedAt, r.id], { totalCount: rows.length, hasPrevious: false });
    },
  },

  Mutation: {
    putCollection: (_p, { input }, ctx) => putCollection(ctx, requireViewer(ctx), input),
    deleteCollections: (_p, { input }, ctx) => deleteCollections(ctx, requireViewer(ctx), input.ids),
    addCollectionsArticles: (_p, { input }, ctx) => addCollectionsArticles(ctx, requireViewer(ctx), input),
    deleteCollectionArticles: (_p, { input }, ctx) => deleteCollectionArticles(ctx, requireViewer(ctx), input),
    reorderCollectionArticles: (_p, { input }, ctx) => reorderCollectionArticles(ctx, requireViewer(ctx), input),
    likeCollection: (_p, { input }, ctx) => setCollectionLike(ctx, requireViewer(ctx), input.id, true),
    unlikeCollection: (_p, { input }, ctx) => setCollectionLike(ctx, requireViewer(ctx), input.id, false),
  },

  // Only articles count their readers.
  PinnableWork: {
    __resolveType: (work) => ("readCount" in work ? "Article" : "Collection"),
  },

  Collection: {
    id: (c) => toGlobalId("Collection", c.id),
    author: (c, _a, ctx) => mustLoad(ctx.loaders.user, c.authorId),
    // stored as its asset's path (an upload's key): readers get the address it is served at
    cover: (c) => (c.cover ? assetPath(c.cover) : null),
    updatedAt: (c) => new Date(c.updatedAt),
    articles: (c, { input }, ctx) => articlePage(ctx, c.id, input),
    liked: (c, _a, ctx) => (ctx.viewer.id === null ? false : collectionLoaders(ctx).liked.load(c.id)),
    contains: (c, { input }, ctx) => collectionLoaders(ctx).contains(idOf(input.id, "Article")).load(c.id),
  },
} satisfies Resolvers;
