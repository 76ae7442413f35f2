import "server-only";
import { circlesOwnedBy } from "@/server/db/queries/users";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";

export const resolvers = {
  User: {
    ownCircles: (u, _a, ctx) => ("visitor" in u ? [] : circlesOwnedBy(ctx.db, u.id)),
  },

  Circle: {
    id: (c) => toGlobalId("Circle", c.id),
    owner: (c, _x, ctx) => mustLoad(ctx.loaders.user, c.ownerId),
  },
} satisfies Resolvers;
