import "server-only";
import {
  authorCollectionCount,
  authorCollectionPage,
  collectionArticleCount,
  collectionArticlePage,
  collectionsOfArticle,
  pinnedWorks,
} from "@/lib/db/queries/collections";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";

/** An article shows at most this many of the collections it is in. */
const ARTICLE_COLLECTIONS = 20;

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

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
    pinnedWorks: async (u, _a, ctx) => {
      if ("visitor" in u || u.state === "archived") return [];
      const { pinnedArticles, pinnedCollections } = await pinnedWorks(ctx.db, u.id);
      return [...pinnedArticles, ...pinnedCollections];
    },
  },

  Article: {
    collections: async (a, { input }, ctx) => {
      const limit = Math.min(pageSize(input.first), ARTICLE_COLLECTIONS);
      const rows = (await collectionsOfArticle(ctx.db, a.id, limit)).map((r) => r.collection);
      return toConnection(rows, limit, (r) => [r.updatedAt, r.id], { totalCount: rows.length, hasPrevious: false });
    },
  },

  // Only articles count their readers.
  PinnableWork: {
    __resolveType: (work) => ("readCount" in work ? "Article" : "Collection"),
  },

  Collection: {
    id: (c) => toGlobalId("Collection", c.id),
    author: (c, _a, ctx) => mustLoad(ctx.loaders.user, c.authorId),
    updatedAt: (c) => new Date(c.updatedAt),
    articles: async (c, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await collectionArticlePage(ctx.db, c.id, limit, { after, reversed: input.reversed ?? true });
      for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
      return toConnection(rows, limit, (r) => [r.order, r.article.id], {
        totalCount: () => collectionArticleCount(ctx.db, c.id),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
  },
} satisfies Resolvers;
