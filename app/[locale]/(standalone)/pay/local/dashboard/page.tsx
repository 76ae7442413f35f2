import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
// the local processor stands in for Stripe's Express dashboard: it reads its own tables through its door into server/, not the API
import { connectedAccount } from "@/app/pay/local/processor";
import { metadataFor } from "@/components/layout/site-meta";
import { LocalAccountMissing, LocalDashboard } from "@/components/wallet/local-connect";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ account?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "walletPayout" });
  return metadataFor({ title: t("dashboardTitle"), path: "/pay/local/dashboard", noindex: true });
}

/** The local processor's dashboard of a connected account: its payouts, paid or failed by hand (development only). */
export default async function LocalDashboardPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const found = await connectedAccount(queryParam((await searchParams).account));
  return found ? <LocalDashboard account={found.account} payouts={found.payouts} /> : <LocalAccountMissing />;
}
