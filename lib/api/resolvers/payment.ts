import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { payTo } from "../services/payment";

export const resolvers = {
  Mutation: {
    payTo: (_p, { input }, ctx) => payTo(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
