import "server-only";
import { donatedArticleCount, receivedDonationCount } from "@/lib/db/queries/donations";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { payTo } from "../services/payment";

export const resolvers = {
  Mutation: {
    payTo: (_p, { input }, ctx) => payTo(ctx, requireViewer(ctx), input),
  },
  UserStatus: {
    // the contract leaves it open to all; whether someone else has one is theirs to know
    hasPaymentPassword: (u, _a, ctx) => ctx.viewer.id === u.id && Boolean(u.paymentPasswordHash),
    donatedArticleCount: (u, _a, ctx) => donatedArticleCount(ctx.db, u.id),
    receivedDonationCount: (u, _a, ctx) => receivedDonationCount(ctx.db, u.id),
  },
} satisfies Resolvers;
