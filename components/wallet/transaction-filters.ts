import type { TransactionCurrency, TransactionPurpose } from "@/lib/graphql/generated/graphql";

// The transactions page's filters, kept in its address (?purpose=…&currency=…) so that they
// survive a reload, a shared link and the next page's link.

export const PURPOSES = [
  "donation",
  "addCredit",
  "refund",
  "payout",
  "payoutReversal",
  "subscriptionSplit",
  "dispute",
  "curationVaultWithdrawal",
] as const satisfies readonly TransactionPurpose[];
export const CURRENCIES = ["HKD", "USDT", "LIKE"] as const satisfies readonly TransactionCurrency[];

export type TransactionFilter = { purpose: TransactionPurpose | null; currency: TransactionCurrency | null };

const pick = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : null;

/** The filters an address asks for; anything else in it is ignored. */
export function filterOf(purpose: string | null, currency: string | null): TransactionFilter {
  return { purpose: pick(PURPOSES, purpose), currency: pick(CURRENCIES, currency) };
}

export const TRANSACTIONS_PATH = "/me/wallet/transactions";

/** The list's address with these filters (no cursor: the first page). */
export function transactionsPath(filter: TransactionFilter): string {
  const params = new URLSearchParams();
  if (filter.purpose) params.set("purpose", filter.purpose);
  if (filter.currency) params.set("currency", filter.currency);
  const query = params.toString();
  return query ? `${TRANSACTIONS_PATH}?${query}` : TRANSACTIONS_PATH;
}
