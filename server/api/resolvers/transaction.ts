import "server-only";
import { fromMinor } from "@/lib/money/amounts";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";

// A movement of money, wherever one is read: a wallet's list, a notice, a payment's answer.
// The amounts are kept in the smallest unit (lib/money) and answered in whole units.

/** An archived or banned article is not shown as a donation's target; the transaction still is. */
const shownArticle = (a: ArticleRow | undefined) => (a?.state === "active" ? a : null);

export const resolvers = {
  Transaction: {
    id: (t) => toGlobalId("Transaction", t.id),
    createdAt: (t) => new Date(t.createdAt),
    amount: (t) => fromMinor(t.currency, t.amount),
    fee: (t) => fromMinor(t.currency, t.fee),
    message: (t) => t.message,
    recipient: async (t, _a, ctx) =>
      t.recipientId === null ? null : ((await ctx.loaders.user.load(t.recipientId)) ?? null),
    sender: async (t, _a, ctx) => (t.senderId === null ? null : ((await ctx.loaders.user.load(t.senderId)) ?? null)),
    // each kind through its loader: a page of 50 asks once per kind
    target: async (t, _a, ctx) => {
      if (t.targetId === null) return null;
      switch (t.targetType) {
        case "Article":
          return shownArticle(await ctx.loaders.article.load(t.targetId));
        case "Circle":
          return (await ctx.loaders.circle.load(t.targetId)) ?? null;
        case "Transaction":
          // a refund or a reversal names the transaction it undoes
          return (await ctx.loaders.transaction.load(t.targetId)) ?? null;
        default:
          return null;
      }
    },
    // a chain transfer records its chain and hash; nothing the site moves itself has one
    blockchainTx: (t) =>
      t.txHash && (t.chain === "Polygon" || t.chain === "Optimism") ? { chain: t.chain, txHash: t.txHash } : null,
  },

  TransactionTarget: {
    __resolveType: (t) => ("readCount" in t ? "Article" : "ownerId" in t ? "Circle" : "Transaction"),
  },
} satisfies Resolvers;
