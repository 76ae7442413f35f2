import "server-only";
import { clearRecentSearches, RECENT_SEARCHES_KEPT, recentSearchPage } from "@/server/db/queries/search";
import { decodeOffset, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { search } from "../services/search";

export const resolvers = {
  Query: {
    search: (_p, { input }, ctx) => search(ctx, input),
  },

  Mutation: {
    clearSearchHistory: async (_p, _a, ctx) => {
      await clearRecentSearches(ctx.db, requireViewer(ctx).id);
      return true;
    },
  },

  UserActivity: {
    recentSearches: async ({ userId }, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const rows = userId ? await recentSearchPage(ctx.db, userId, limit + 1, offset) : [];
      const keys = rows.map((row, i) => ({ key: row.key, position: offset + i + 1 }));
      return toConnection(keys, limit, (row) => [row.position], {
        hasPrevious: offset > 0,
        // at most RECENT_SEARCHES_KEPT are kept, so counting is cheap; a page holds up to 50
        totalCount: async () => (userId ? (await recentSearchPage(ctx.db, userId, RECENT_SEARCHES_KEPT, 0)).length : 0),
        toNode: (row) => row.key,
      });
    },
  },
} satisfies Resolvers;
