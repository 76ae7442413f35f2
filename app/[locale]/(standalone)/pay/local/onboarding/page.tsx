import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
// the local processor stands in for Stripe's hosted onboarding: it reads its own table through its door into server/, not the API
import { connectedAccount } from "@/app/pay/local/processor";
import { metadataFor } from "@/components/layout/site-meta";
import { LocalAccountMissing, LocalOnboarding } from "@/components/wallet/local-connect";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ account?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "walletPayout" });
  return metadataFor({ title: t("onboardingTitle"), path: "/pay/local/onboarding", noindex: true });
}

/** The local processor's onboarding of a connected account (development only). */
export default async function LocalOnboardingPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const found = await connectedAccount(queryParam((await searchParams).account));
  return found ? <LocalOnboarding account={found.account} /> : <LocalAccountMissing />;
}
