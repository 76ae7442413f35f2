import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { updateMomentState } from "../services/moment-moderation";

// Admins taking a moment down; admins' alone (the SDL's @auth).

export const resolvers = {
  Mutation: {
    updateMomentState: (_p, { input }, ctx) => updateMomentState(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
