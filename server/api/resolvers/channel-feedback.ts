import "server-only";
import {
  feedbackCount,
  feedbackOfArticle,
  feedbackPage,
  topicChannelsFiled,
} from "@/server/db/queries/channel-feedback";
import type { ChannelRow } from "@/server/db/queries/channels";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { requireViewer } from "../rules/auth";
import {
  classificationEnabled,
  classifyArticlesChannels,
  reviewTopicChannelFeedback,
  seesFeedback,
  submitTopicChannelFeedback,
} from "../services/channel-feedback";
import { putTagChannel } from "../services/tag-channel";

// How an article is filed under topic channels (Article.classification), authors' feedback on
// it and admins' review of it; putTagChannel and classifyArticlesChannels of the same contract.

const isAdmin = (user: { role: string } | null) => user?.role === "admin";

export const resolvers = {
  Mutation: {
    submitTopicChannelFeedback: (_p, { input }, ctx) => submitTopicChannelFeedback(ctx, requireViewer(ctx), input),
    reviewTopicChannelFeedback: (_p, { input }, ctx) => reviewTopicChannelFeedback(ctx, requireViewer(ctx), input),
    putTagChannel: (_p, { input }, ctx) => putTagChannel(ctx, requireViewer(ctx), input),
    classifyArticlesChannels: (_p, { input }, ctx) => classifyArticlesChannels(ctx, input),
  },

  Article: {
    classification: (article) => article,
  },

  ArticleClassification: {
    topicChannel: (article) => article,
  },

  TopicChannelClassification: {
    enabled: (article) => classificationEnabled(article),
    // readers see the enabled channels; admins every one it is filed under
    channels: async (article, _a, ctx) => {
      const rows = await topicChannelsFiled(ctx.db, article.id);
      return isAdmin(ctx.viewer.user) ? rows : rows.filter((r) => r.channel.enabled);
    },
    feedback: (article, _a, ctx) => (seesFeedback(ctx, article) ? feedbackOfArticle(ctx.db, article.id) : null),
  },

  ArticleTopicChannel: {
    channel: (r) => r.channel,
    score: (r) => r.score,
    // every filing here is a person's: there is no classifier
    isLabeled: () => true,
    enabled: (r) => r.channel.enabled,
    pinned: (r) => r.pinned,
    classicfiedAt: (r) => new Date(r.at),
    antiFlooded: () => false,
  },

  TopicChannelFeedback: {
    id: (f) => toGlobalId("TopicChannelFeedback", f.id),
    article: async (f, _a, ctx) => {
      const article = await ctx.loaders.article.load(f.articleId);
      if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
      return article;
    },
    channels: async (f, _a, ctx) => {
      const rows = await ctx.loaders.channel.loadMany(f.channels);
      return rows.filter((c): c is ChannelRow => c != null && !(c instanceof Error) && c.type === "topic");
    },
    createdAt: (f) => new Date(f.createdAt),
  },

  OSS: {
    topicChannelFeedbacks: async (_p, { input }, ctx) => {
      const filter = {
        state: input.filter?.state ?? null,
        type: input.filter?.type ?? null,
        spam: input.filter?.spam ?? null,
      };
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : null;
      const rows = (await feedbackPage(ctx.db, filter, after, limit + 1)).map((r) => r.feedback);
      return toConnection(rows, limit, (row) => [row.createdAt, row.id], {
        totalCount: () => feedbackCount(ctx.db, filter),
        hasPrevious: after != null,
      });
    },
  },
} satisfies Resolvers;
