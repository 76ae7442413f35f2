import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { sendCampaignAnnouncement } from "../services/campaign-announcements";
import { banArticles, toggleFeaturedArticles } from "../services/campaign-curation";

export const resolvers = {
  Mutation: {
    toggleWritingChallengeFeaturedArticles: (_p, { input }, ctx) =>
      toggleFeaturedArticles(ctx, requireViewer(ctx), input),
    banCampaignArticles: (_p, { input }, ctx) => banArticles(ctx, requireViewer(ctx), input),
    sendCampaignAnnouncement: (_p, { input }, ctx) => sendCampaignAnnouncement(ctx, requireViewer(ctx), input),
  },
} satisfies Resolvers;
