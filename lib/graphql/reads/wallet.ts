import "server-only";
import { ViewerTransactionsQuery, ViewerWalletQuery } from "../documents/wallet";
import { executeAsViewer } from "../execute";
import type { TransactionCurrency, TransactionPurpose } from "../generated/graphql";

// The reader's wallet: theirs alone, read per request as them, never cached.

export async function getViewerWallet() {
  return executeAsViewer(ViewerWalletQuery, {});
}

export async function getViewerTransactions(
  after: string | null,
  filter: { purpose: TransactionPurpose | null; currency: TransactionCurrency | null },
) {
  const { viewer } = await executeAsViewer(ViewerTransactionsQuery, { after, ...filter });
  return viewer ? { viewerId: viewer.id, page: viewer.wallet.transactions } : null;
}
