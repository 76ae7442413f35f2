import "server-only";
import { badgedUserPage } from "@/server/db/queries/badges";
import type { UserRow } from "@/server/db/queries/users";
import { decodeOffset, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { toggleUsersBadge } from "../services/badges";

export const resolvers = {
  Query: {
    // admins alone (the SDL's @auth): its fields need no check of their own
    oss: () => ({}),
  },

  Mutation: {
    toggleUsersBadge: (_p, { input }, ctx) => toggleUsersBadge(ctx, input),
  },

  OSS: {
    badgedUsers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const { ids, total } = await badgedUserPage(ctx.db, input.type ?? null, offset, limit);
      const people = (await Promise.all(ids.map((id) => ctx.loaders.user.load(id)))).filter(
        (u): u is UserRow => u != null,
      );
      return toConnection(
        people.map((node, i) => ({ node, position: offset + i + 1 })),
        limit,
        (row) => [row.position],
        { totalCount: total, hasPrevious: offset > 0, toNode: (row) => row.node },
      );
    },
  },
} satisfies Resolvers;
