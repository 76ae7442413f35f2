import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { judgeArticleAd, judgeWriting } from "../services/writing-judgement";
import { spamStatusOf } from "./spam-status";

// Admins judging writings spam or advertisements (server/api/schema/writing-judgement.graphql),
// and what the judgement reads back as on each writing.

export const resolvers = {
  Mutation: {
    setSpamStatus: (_p, { input }, ctx) =>
      judgeWriting(ctx, requireViewer(ctx), "setSpamStatus", input.id, { isSpam: input.isSpam }),
    setAdStatus: (_p, { input }, ctx) => judgeArticleAd(ctx, requireViewer(ctx), input.id, input.isAd),
    setWritingAdStatus: (_p, { input }, ctx) =>
      judgeWriting(ctx, requireViewer(ctx), "setWritingAdStatus", input.id, { isAd: input.isAd }),
  },

  ArticleOSS: {
    spamStatus: spamStatusOf,
    adStatus: (article) => ({ isAd: article.isAd }),
  },
} satisfies Resolvers;
