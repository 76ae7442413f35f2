import "server-only";
import {
  perPersonEntries,
  restrictedUsersCount,
  restrictedUsersPage,
  seedingUsersCount,
  seedingUsersPage,
} from "@/server/db/queries/flags";
import { decodeIdCursor, pageSize, toConnection } from "../connections";
import type { Resolvers, UserFeatureFlagType, UserRestrictionType } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { putRestrictedUsers, putUserFeatureFlags, setFeature, toggleSeedingUsers } from "../services/flags";

// Feature flags, seeding users, restrictions and per-person flags. The mutations and OSS are
// admins' alone (the SDL's @auth), and so is User.oss with the lists below it.

export const resolvers = {
  Mutation: {
    setFeature: (_p, { input }, ctx) => setFeature(ctx, requireViewer(ctx), input),
    toggleSeedingUsers: (_p, { input }, ctx) => toggleSeedingUsers(ctx, requireViewer(ctx), input),
    putRestrictedUsers: (_p, { input }, ctx) => putRestrictedUsers(ctx, requireViewer(ctx), input),
    putUserFeatureFlags: (_p, { input }, ctx) => putUserFeatureFlags(ctx, requireViewer(ctx), input),
  },

  OSS: {
    seedingUsers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await seedingUsersPage(ctx.db, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.user.id], {
        totalCount: () => seedingUsersCount(ctx.db),
        hasPrevious: beforeId != null,
        toNode: (row) => row.user,
      });
    },
    restrictedUsers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await restrictedUsersPage(ctx.db, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.user.id], {
        totalCount: () => restrictedUsersCount(ctx.db),
        hasPrevious: beforeId != null,
        toNode: (row) => row.user,
      });
    },
  },

  UserOSS: {
    restrictions: async (user, _a, ctx) =>
      (await perPersonEntries(ctx.db, "restrictions", user.id)).map((row) => ({
        type: row.type as UserRestrictionType,
        createdAt: new Date(row.createdAt),
      })),
    featureFlags: async (user, _a, ctx) =>
      (await perPersonEntries(ctx.db, "featureFlags", user.id)).map((row) => ({
        type: row.type as UserFeatureFlagType,
        createdAt: new Date(row.createdAt),
      })),
  },
} satisfies Resolvers;
