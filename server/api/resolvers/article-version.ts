import { versionHash } from "../services/version-hash";
import "server-only";
import { versionCount, versionsByIds, versionsPage } from "@/server/db/queries/article-versions";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { readsArticleBody } from "../rules/paywall";
import { versionBody } from "../services/article-body";
import { canSeeArticle } from "./article";

// Versions are read through their article: Article.versions (the article was already checked
// by whoever returned it) or node(id), which checks the article here.

/** A version by its db id for node(id): null unless the viewer may see its article. */
export async function loadArticleVersion(ctx: Context, id: number) {
  const [version] = await versionsByIds(ctx.db, [id]);
  if (!version) return null;
  const article = await ctx.loaders.article.load(version.articleId);
  return article && canSeeArticle(ctx, article) ? version : null;
}

export const resolvers = {
  Article: {
    versions: async (a, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await versionsPage(ctx.db, a.id, limit, after);
      return toConnection(rows, limit, (v) => [v.createdAt, v.id], {
        totalCount: () => versionCount(ctx.db, a.id),
        hasPrevious: Boolean(after),
      });
    },
  },

  ArticleVersion: {
    id: (v) => toGlobalId("ArticleVersion", v.id),
    dataHash: (v) => versionHash(v),
    mediaHash: (v) => versionHash(v),
    // a history page asks for a few versions' bodies at once: one parallel round of R2 reads
    // (the article's present access decides: work made paywalled keeps its history in the circle)
    contents: async (v, _x, ctx) => {
      const article = await ctx.loaders.article.load(v.articleId);
      const readable = article !== undefined && (await readsArticleBody(ctx, article));
      return { html: readable ? await versionBody(ctx, v) : "" };
    },
    createdAt: (v) => new Date(v.createdAt),
  },
} satisfies Resolvers;
