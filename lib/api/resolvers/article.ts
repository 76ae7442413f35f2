import "server-only";
import {
  type ArticleRow,
  articleByShortHash,
  bookmarkedAmong,
  otherArticleIdsBy,
  relatedArticleIds,
} from "@/lib/db/queries/articles";
import { pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";

/** Related reading is one short list, never paged. */
const RELATED_MAX = 12;

/** Words a minute for the read time; CJK text counts characters as words at a similar pace. */
const READING_SPEED = 300;

/** Anyone sees active articles; the author and admins also see archived and banned ones. */
export function canSeeArticle(ctx: Context, article: ArticleRow) {
  return article.state === "active" || ctx.viewer.id === article.authorId || ctx.viewer.user?.role === "admin";
}

const version = async (a: ArticleRow, ctx: Context) => {
  const v = await ctx.loaders.articleVersion.load(a.id);
  if (!v) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  return v;
};

/** Articles by id, in the order asked; an id that no longer loads is undefined. */
export async function loadArticles(ctx: Context, ids: readonly number[]) {
  const loaded = await ctx.loaders.article.loadMany(ids);
  return loaded.map((a) => (a && !(a instanceof Error) ? a : undefined));
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

export const resolvers = {
  Query: {
    article: async (_p, { input }, ctx) => {
      if (!input.shortHash) return null;
      const article = await articleByShortHash(ctx.db, input.shortHash);
      return article && canSeeArticle(ctx, article) ? article : null;
    },
  },

  Article: {
    id: (a) => toGlobalId("Article", a.id),
    slug: (a) => slugify(a.title),
    createdAt: (a) => new Date(a.createdAt),
    revisedAt: (a) => (a.revisedAt ? new Date(a.revisedAt) : null),
    author: (a, _x, ctx) => mustLoad(ctx.loaders.user, a.authorId),
    summaryCustomized: async (a, _x, ctx) => (await version(a, ctx)).summaryCustomized,
    tags: (a, _x, ctx) => ctx.loaders.articleTags.load(a.id),
    dataHash: async (a, _x, ctx) => (await version(a, ctx)).dataHash,
    mediaHash: async (a, _x, ctx) => (await version(a, ctx)).dataHash,
    content: async (a, _x, ctx) => (await version(a, ctx)).content,
    // sanitized when published (the publish service); read as stored
    contents: async (a, _x, ctx) => ({ html: (await version(a, ctx)).content }),
    requestForDonation: async (a, _x, ctx) => (await version(a, ctx)).requestForDonation,
    relatedArticles: async (a, { input }, ctx) => {
      const limit = Math.min(pageSize(input.first), RELATED_MAX);
      let ids = await relatedArticleIds(ctx.db, a.id, limit);
      if (ids.length < limit) {
        const more = await otherArticleIdsBy(ctx.db, a.authorId, a.id, limit);
        ids = [...new Set([...ids, ...more])].slice(0, limit);
      }
      const rows = (await loadArticles(ctx, ids)).filter((r): r is ArticleRow => r !== undefined);
      return toConnection(rows, limit, (r) => [r.id], { totalCount: rows.length, hasPrevious: false });
    },
    appreciationsReceivedTotal: (a) => a.appreciationTotal,
    readerCount: (a) => a.readCount,
    bookmarked: async (a, _x, ctx) =>
      ctx.viewer.id !== null && (await bookmarkedAmong(ctx.db, ctx.viewer.id, [a.id])).has(a.id),
    readTime: (a) => Math.max(1, Math.round(a.wordCount / READING_SPEED)) * 60,
    access: async (a, _x, ctx) => ({ type: (await version(a, ctx)).access }),
    sensitiveByAuthor: async (a, _x, ctx) => (await version(a, ctx)).sensitiveByAuthor,
    license: async (a, _x, ctx) => (await version(a, ctx)).license,
    canComment: async (a, _x, ctx) => (await version(a, ctx)).canComment,
  },
} satisfies Resolvers;
