import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { addCredit } from "../services/topup";

export const resolvers = {
  Mutation: {
    addCredit: (_p, { input }, ctx) => addCredit(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
