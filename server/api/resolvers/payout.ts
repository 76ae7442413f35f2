import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { connectStripeAccount, payout } from "../services/payout";

export const resolvers = {
  Mutation: {
    connectStripeAccount: (_p, { input }, ctx) => connectStripeAccount(ctx, requireViewer(ctx), input.country),
    payout: (_p, { input }, ctx) => payout(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
