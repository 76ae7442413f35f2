import "server-only";
import { findArticlesCount, findArticlesPage, isFeatured } from "@/server/db/queries/article-moderation";
import { decodeIdCursor, pageSize, toConnection } from "../connections";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import {
  setBoost,
  toggleArticleRecommend,
  updateArticleSensitive,
  updateArticleState,
} from "../services/article-moderation";

// Moderating articles: the admins' mutations, what Article.oss shows of an article, and the
// admin area's search for articles (OSS.articles). All of it is admins' alone (the SDL's @auth).

export const resolvers = {
  Mutation: {
    updateArticleState: (_p, { input }, ctx) => updateArticleState(ctx, requireViewer(ctx), input),
    updateArticleSensitive: (_p, { input }, ctx) => updateArticleSensitive(ctx, requireViewer(ctx), input),
    toggleArticleRecommend: (_p, { input }, ctx) => toggleArticleRecommend(ctx, requireViewer(ctx), input),
    setBoost: (_p, { input }, ctx) => setBoost(ctx, requireViewer(ctx), input),
  },

  Article: {
    oss: (article) => article,
  },

  ArticleOSS: {
    boost: (article) => article.boost,
    score: (article) => article.hotScore,
    inRecommendIcymi: (article, _a, ctx) => isFeatured(ctx.db, article.id),
    inRecommendHottest: (article) => article.inHottest,
    inRecommendNewest: (article) => article.inNewest,
    inSearch: (article) => article.inSearch,
  },

  OSS: {
    articles: async (_p, { input }, ctx) => {
      if (input.sort && input.sort !== "newest") {
        throw new ApiError("BAD_USER_INPUT", "Articles are listed newest first here.", { field: "input.sort" });
      }
      const search = { key: input.filter?.searchKey?.trim() || null, isSpam: input.filter?.isSpam ?? null };
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await findArticlesPage(ctx.db, search, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => findArticlesCount(ctx.db, search),
        hasPrevious: beforeId != null,
      });
    },
  },
} satisfies Resolvers;
