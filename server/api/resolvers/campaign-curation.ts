import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { banArticles, toggleFeaturedArticles } from "../services/campaign-curation";

export const resolvers = {
  Mutation: {
    toggleWritingChallengeFeaturedArticles: (_p, { input }, ctx) =>
      toggleFeaturedArticles(ctx, requireViewer(ctx), input),
    banCampaignArticles: (_p, { input }, ctx) => banArticles(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
