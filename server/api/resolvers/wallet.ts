import "server-only";
import { fromMinor } from "@/lib/money/amounts";
import { listExchangeRates } from "@/server/db/queries/exchange-rates";
import { walletBalance } from "@/server/db/queries/ledger";
import { countTransactionsOfUser, type TransactionFilter, transactionsOfUser } from "@/server/db/queries/transactions";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers, TransactionsArgs } from "../generated/resolvers";
import { idOf } from "../ids";
import { vaultBalance } from "../services/chain-payments";
import { stripeAccountPending, viewerStripeAccount } from "../services/payout";

// A person's wallet and the exchange rates its page converts with. The wallet is its holder's
// alone: @auth lets admins read a person's own fields (their email, their settings), but
// nobody else, an admin neither, sees what someone has or whom they paid.

function transactionFilter({ id, states, filter }: TransactionsArgs): TransactionFilter {
  const picked = filter?.id ?? id;
  return {
    id: picked ? idOf(picked, "Transaction") : undefined,
    states: filter?.states ?? states ?? undefined,
    currency: filter?.currency ?? undefined,
    purpose: filter?.purpose ?? undefined,
  };
}

async function walletTransactions(ctx: Context, userId: number, input: TransactionsArgs) {
  const limit = pageSize(input.first);
  const filter = transactionFilter(input);
  const after = input.after ? decodeNumberCursor(input.after, 2) : null;
  // the visitor's empty viewer (id 0) has no transactions
  const rows = userId === 0 ? [] : await transactionsOfUser(ctx.db, userId, filter, after, limit + 1);
  return toConnection(rows, limit, (t) => [t.createdAt, t.id], {
    totalCount: () => (userId === 0 ? Promise.resolve(0) : countTransactionsOfUser(ctx.db, userId, filter)),
    hasPrevious: after !== null,
  });
}

export const resolvers = {
  Query: {
    exchangeRates: (_p, { input }, ctx) =>
      listExchangeRates(ctx.db, { from: input?.from ?? undefined, to: input?.to ?? undefined }),
  },

  User: {
    wallet: (u, _a, ctx) => {
      // @auth(oauth) has run: this is the viewer, an admin, or the visitor's own empty viewer
      if (u.id !== 0 && u.id !== ctx.viewer.id) {
        throw new ApiError("FORBIDDEN", "A wallet is seen by its holder only.");
      }
      return { userId: u.id };
    },
    paymentPointer: (u) => ("visitor" in u ? null : u.paymentPointer),
  },

  Wallet: {
    balance: (w) => ({ userId: w.userId }),
    transactions: (w, { input }, ctx) => walletTransactions(ctx, w.userId, input),
    stripeAccount: (w, _a, ctx) => viewerStripeAccount(ctx, w.userId),
    stripeAccountPending: (w, _a, ctx) => stripeAccountPending(ctx, w.userId),
    vaultUSDT: async (w, _a, ctx) => {
      const locked = await vaultBalance(ctx, w.userId);
      return locked === null ? null : fromMinor("USDT", locked);
    },
    // a customer portal and saved cards are not offered yet
    customerPortal: () => null,
    cardLast4: () => null,
  },

  Balance: {
    HKD: async (b, _a, ctx) => (b.userId === 0 ? 0 : fromMinor("HKD", await walletBalance(ctx.db, b.userId, "HKD"))),
  },

  ExchangeRate: {
    updatedAt: (r) => new Date(r.updatedAt),
  },
} satisfies Resolvers;
