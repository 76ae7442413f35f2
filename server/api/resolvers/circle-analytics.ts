import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { circleAnalytics } from "../services/circle-analytics";

// Circle.analytics (issue 34): the owner's figures, computed whole in the service.

export const resolvers = {
  Circle: {
    analytics: (c, _a, ctx) => circleAnalytics(ctx, c),
  },
} satisfies Resolvers;
