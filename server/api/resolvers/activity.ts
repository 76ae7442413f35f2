import "server-only";
import { donatorCount, topDonators } from "@/server/db/queries/analytics";
import {
  type AppreciationSide,
  personAppreciationPage,
  personAppreciationTotals,
} from "@/server/db/queries/appreciations";
import { historyCount, historyPage } from "@/server/db/queries/reads";
import { type ConnectionArgs, decodeNumberCursor, decodeOffset, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { Resolvers } from "../generated/resolvers";
import type { CryptoWalletModel, TopDonatorConnectionModel, UserModel } from "../models";
import { requireViewer } from "../rules/auth";
import { analyticsSummary } from "../services/analytics";
import { logbookHolding } from "../services/logbook";
import { clearReadHistory, readArticle } from "../services/reading";
import { canSeeArticle } from "./article";

// A person's own activity (read history, appreciations) and analytics. User.activity and
// User.analytics are @auth oauth on the user's row: only the person (and admins) reach these.

const empty = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

async function appreciationConnection(ctx: Context, side: AppreciationSide, userId: number, args: ConnectionArgs) {
  if (!userId) return empty();
  const limit = pageSize(args.first);
  const after = args.after ? decodeNumberCursor(args.after, 2) : undefined;
  const rows = await personAppreciationPage(ctx.db, side, userId, limit, after);
  return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
    totalCount: async () => (await personAppreciationTotals(ctx.db, side, userId)).count,
    hasPrevious: Boolean(after),
  });
}

const appreciationTotal = async (ctx: Context, side: AppreciationSide, userId: number) =>
  userId ? (await personAppreciationTotals(ctx.db, side, userId)).amount : 0;

const parseTime = (value: unknown) => {
  if (value == null) return null;
  const time = new Date(value as string | number | Date).getTime();
  return Number.isFinite(time) ? time : null;
};

const isWallet = (node: UserModel | CryptoWalletModel): node is CryptoWalletModel => "walletId" in node;

export const resolvers = {
  Mutation: {
    readArticle: (_p, { input }, ctx) => readArticle(ctx, input),
    clearReadHistory: (_p, { input }, ctx) => clearReadHistory(ctx, requireViewer(ctx), input),
  },

  User: {
    // the visitor's viewer (id 0) has analytics with nothing in them
    analytics: (u) => ({ userId: u.id }),
  },

  UserActivity: {
    history: async ({ userId }, { input }, ctx) => {
      if (!userId) return empty();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await historyPage(ctx.db, userId, limit, after);
      for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
      return toConnection(rows, limit, (r) => [r.readAt, r.article.id], {
        totalCount: () => historyCount(ctx.db, userId),
        hasPrevious: Boolean(after),
      });
    },
    appreciationsSent: ({ userId }, { input }, ctx) => appreciationConnection(ctx, "sender", userId, input),
    appreciationsSentTotal: ({ userId }, _a, ctx) => appreciationTotal(ctx, "sender", userId),
    appreciationsReceived: ({ userId }, { input }, ctx) => appreciationConnection(ctx, "recipient", userId, input),
    appreciationsReceivedTotal: ({ userId }, _a, ctx) => appreciationTotal(ctx, "recipient", userId),
  },

  ReadHistory: {
    readAt: (h) => new Date(h.readAt),
  },

  UserAnalytics: {
    topDonators: async ({ userId }, { input }, ctx): Promise<TopDonatorConnectionModel> => {
      if (!userId) return { ...empty(), edges: [] };
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const range = {
        userId,
        start: parseTime(input.filter?.inRangeStart),
        end: parseTime(input.filter?.inRangeEnd),
      };
      const rows = await topDonators(ctx.db, range, limit + 1, offset);
      const people = await Promise.all(rows.map((r) => ctx.loaders.user.load(r.senderId)));
      const ranked = rows.flatMap((r, i) => {
        const user = people[i];
        return user ? [{ user, donationCount: r.donations, position: offset + i + 1 }] : [];
      });
      const page = toConnection(ranked, limit, (r) => [r.position], {
        totalCount: () => donatorCount(ctx.db, range),
        hasPrevious: offset > 0,
      });
      return {
        ...page,
        edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node.user, donationCount: e.node.donationCount })),
      };
    },
    summary: ({ userId }, { input }, ctx) => analyticsSummary(ctx, userId, input.days),
  },

  UserAnalyticsSummary: {
    topWorks: (s) => s.works,
  },

  UserAnalyticsWork: {
    article: async (w, _a, ctx) => {
      const article = await ctx.loaders.article.load(w.articleId);
      return article && canSeeArticle(ctx, article) ? article : null;
    },
  },

  Donator: {
    __resolveType: (node) => (isWallet(node) ? "CryptoWallet" : "User"),
  },

  CryptoWallet: {
    id: (w) => btoa(`CryptoWallet:${w.walletId}`),
    hasNFTs: async (w, _a, ctx) => ((await logbookHolding(ctx, w.address))?.tokenIds.length ?? 0) > 0,
    // what the chain tells of each: the collection, the token's number and the badge's picture
    nfts: async (w, _a, ctx) => {
      const holding = await logbookHolding(ctx, w.address);
      if (!holding) return [];
      const image = new URL("/badges/logbook.svg", ctx.env.SITE_URL || "http://localhost/").href;
      return holding.tokenIds.map((tokenId) => ({
        id: btoa(`NFTAsset:${holding.contract.toLowerCase()}:${tokenId}`),
        name: `Logbook #${tokenId}`,
        description: null,
        imageUrl: image,
        imagePreviewUrl: image,
        contractAddress: holding.contract.toLowerCase(),
        collectionName: "Logbook",
      }));
    },
  },
} satisfies Resolvers;
