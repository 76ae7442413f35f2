import "server-only";
import type { ArticleRow } from "@/lib/db/queries/articles";
import {
  authorCollectionCount,
  authorCollectionPage,
  type CollectionRow,
  collectionArticleCount,
  collectionArticlePage,
  collectionsOfArticle,
  pinnedWorks,
} from "@/lib/db/queries/collections";
import type { UserRow } from "@/lib/db/queries/users";
import { type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "../connections";
import { toGlobalId } from "../ids";
import type { TypeResolvers } from "./types";

/** An article shows at most this many of the collections it is in. */
const ARTICLE_COLLECTIONS = 20;

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

export const User: TypeResolvers<UserRow | { visitor: true }> = {
  collections: async (u, { input }: { input: ConnectionArgs }, ctx) => {
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
};

export const Article: TypeResolvers<ArticleRow> = {
  collections: async (a, { input }: { input: ConnectionArgs }, ctx) => {
    const limit = Math.min(pageSize(input.first), ARTICLE_COLLECTIONS);
    const rows = (await collectionsOfArticle(ctx.db, a.id, limit)).map((r) => r.collection);
    return toConnection(rows, limit, (r) => [r.updatedAt, r.id], { totalCount: rows.length, hasPrevious: false });
  },
};

export const Collection: TypeResolvers<CollectionRow> = {
  id: (c) => toGlobalId("Collection", c.id),
  author: (c, _a, ctx) => ctx.loaders.user.load(c.authorId),
  updatedAt: (c) => new Date(c.updatedAt),
  articles: async (c, { input }: { input: ConnectionArgs & { reversed?: boolean } }, ctx) => {
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
};
