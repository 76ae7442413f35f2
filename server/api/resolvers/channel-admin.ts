import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import {
  addCurationChannelArticles,
  deleteCurationChannelArticles,
  putCurationChannel,
  putTopicChannel,
  reorderChannels,
  setArticleTopicChannels,
  togglePinChannelArticles,
} from "../services/channel-admin";

// Admins' writes to topic and curation channels (the SDL's @auth makes them admins' alone).

export const resolvers = {
  Mutation: {
    putTopicChannel: (_p, { input }, ctx) => putTopicChannel(ctx, requireViewer(ctx), input),
    putCurationChannel: (_p, { input }, ctx) => putCurationChannel(ctx, requireViewer(ctx), input),
    togglePinChannelArticles: (_p, { input }, ctx) => togglePinChannelArticles(ctx, requireViewer(ctx), input),
    reorderChannels: (_p, { input }, ctx) => reorderChannels(ctx, requireViewer(ctx), input),
    setArticleTopicChannels: (_p, { input }, ctx) => setArticleTopicChannels(ctx, requireViewer(ctx), input),
    addCurationChannelArticles: (_p, { input }, ctx) => addCurationChannelArticles(ctx, requireViewer(ctx), input),
    deleteCurationChannelArticles: (_p, { input }, ctx) =>
      deleteCurationChannelArticles(ctx, requireViewer(ctx), input),
  },

  CurationChannel: {
    state: (c) => (c.enabled ? "published" : "editing"),
  },
} satisfies Resolvers;
