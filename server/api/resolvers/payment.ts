import "server-only";
import { hasDonatedTo } from "@/server/db/queries/appreciations";
import {
  alsoSupportedArticleIds,
  articleGiverCount,
  articleGiverPage,
  donatedArticleCount,
  receivedDonationCount,
} from "@/server/db/queries/donations";
import { listConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { idOf } from "../ids";
import { peopleConnection } from "../people-connection";
import { requireViewer } from "../rules/auth";
import { withdrawLockedTokens } from "../services/chain-payments";
import { payTo } from "../services/payment";
import { cardLoaders } from "./article";
import { shuffled } from "./shuffle";

/** The pool relatedDonationArticles pages through: enough for a few screens, one statement. */
const RELATED_DONATION_POOL = 50;

export const resolvers = {
  Mutation: {
    payTo: (_p, { input }, ctx) => payTo(ctx, requireViewer(ctx), input),
    withdrawLockedTokens: (_p, _a, ctx) => withdrawLockedTokens(ctx, requireViewer(ctx)),
  },
  UserStatus: {
    // the contract leaves it open to all; whether someone else has one is theirs to know
    hasPaymentPassword: (u, _a, ctx) => ctx.viewer.id === u.id && Boolean(u.paymentPasswordHash),
    donatedArticleCount: (u, _a, ctx) => donatedArticleCount(ctx.db, u.id),
    receivedDonationCount: (u, _a, ctx) => receivedDonationCount(ctx.db, u.id),
  },
  Article: {
    donationCount: (a, _x, ctx) => cardLoaders(ctx).donorCount.load(a.id),
    donated: (a, _x, ctx) => (ctx.viewer.id ? hasDonatedTo(ctx.db, ctx.viewer.id, a.id) : false),
    transactionsReceivedBy: (a, { input }, ctx) => {
      const filter = {
        articleId: a.id,
        purpose: input.purpose,
        senderId: input.senderId ? idOf(input.senderId, "User") : undefined,
      };
      return peopleConnection(
        ctx,
        input,
        (limit, after) => articleGiverPage(ctx.db, filter, limit, after),
        () => articleGiverCount(ctx.db, filter),
      );
    },
    relatedDonationArticles: async (a, { input }, ctx) => {
      const ids = await alsoSupportedArticleIds(ctx.db, a.id, RELATED_DONATION_POOL);
      const found = await ctx.loaders.article.loadMany(ids);
      const readable = found.filter(
        (row): row is Exclude<typeof row, Error | null | undefined> =>
          row !== null && row !== undefined && !(row instanceof Error) && row.state === "active",
      );
      const ordered = input.random === null || input.random === undefined ? readable : shuffled(readable, input.random);
      return listConnection(ordered, input);
    },
  },
} satisfies Resolvers;
