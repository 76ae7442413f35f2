import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { filterOf, transactionsPath } from "@/components/wallet/transaction-filters";
import { TransactionList } from "@/components/wallet/transaction-list";
import { TransactionsLoading } from "@/components/wallet/transactions-loading";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[]; purpose?: string | string[]; currency?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "wallet" });
  return metadataFor({ title: t("transactions"), path: "/me/wallet/transactions", noindex: true });
}

/** A filter the address names but does not hold: sent empty, or not one of the choices. */
const stray = (raw: string | string[] | undefined, picked: string | null) =>
  raw !== undefined && (Array.isArray(raw) ? raw[0] : raw) !== picked;

/** The reader's transactions, newest first, filtered by purpose and currency (kept in the address). */
export default async function TransactionsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  const filter = filterOf(queryParam(query.purpose), queryParam(query.currency));
  await requireViewer(transactionsPath(filter));
  const after = queryParam(query.after);
  // the filters' plain GET form sends every field, the unchosen ones empty: keep the address
  // to what was chosen, so it reads well when shared and bookmarked
  if (!after && (stray(query.purpose, filter.purpose) || stray(query.currency, filter.currency))) {
    redirect(transactionsPath(filter));
  }
  return (
    <Suspense fallback={<TransactionsLoading />}>
      <TransactionList after={after} filter={filter} />
    </Suspense>
  );
}
