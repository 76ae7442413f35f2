import "server-only";
import { quoteCount, quotePage } from "@/server/db/queries/quotes";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import { requireViewer } from "../rules/auth";
import { deleteQuote, putQuote } from "../services/quotes";

export const resolvers = {
  Mutation: {
    putQuote: (_p, { input }, ctx) => putQuote(ctx, requireViewer(ctx), input),
    deleteQuote: (_p, { input }, ctx) => deleteQuote(ctx, requireViewer(ctx), input.id),
  },

  WritingChallenge: {
    quotes: async (c, { input }, ctx) => {
      const limit = pageSize(input.first);
      const campaignId = c.campaign?.id ?? 0;
      // a random page is one draw: no cursor leads on from it
      const after = input.after && !input.random ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await quotePage(ctx.db, campaignId, limit, { after, random: input.random ?? false });
      const connection = toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => quoteCount(ctx.db, campaignId),
        hasPrevious: Boolean(after),
      });
      return input.random ? { ...connection, pageInfo: { ...connection.pageInfo, hasNextPage: false } } : connection;
    },
    quoteCount: (c, _a, ctx) => (c.campaign ? quoteCount(ctx.db, c.campaign.id) : 0),
  },

  Quote: {
    id: (q) => toGlobalId("Quote", q.id),
    article: (q, _a, ctx) => mustLoad(ctx.loaders.article, q.articleId),
    poster: (q, _a, ctx) => mustLoad(ctx.loaders.user, q.userId),
    createdAt: (q) => new Date(q.createdAt),
  },
} satisfies Resolvers;
