import "server-only";
import { clearRecentSearches, RECENT_SEARCHES_KEPT, recentSearchPage } from "@/lib/db/queries/search";
import { type ConnectionArgs, decodeOffset, pageSize, toConnection } from "../connections";
import { requireViewer } from "../rules/auth";
import { type SearchInput, search } from "../services/search";
import type { TypeResolvers } from "./types";

type Owner = { id: number };

export const Query: TypeResolvers<unknown> = {
  search: (_p, { input }: { input: SearchInput }, ctx) => search(ctx, input),
};

export const Mutation: TypeResolvers<unknown> = {
  clearSearchHistory: async (_p, _a, ctx) => {
    await clearRecentSearches(ctx.db, requireViewer(ctx).id);
    return true;
  },
};

export const User: TypeResolvers<Owner> = {
  // the visitor's viewer (id 0) has an activity with nothing in it
  activity: (user) => ({ userId: user.id }),
};

export const UserActivity: TypeResolvers<{ userId: number }> = {
  recentSearches: async ({ userId }, { input }: { input: ConnectionArgs }, ctx) => {
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
};
