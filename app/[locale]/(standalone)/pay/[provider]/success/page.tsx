import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { TopUpResult } from "@/components/wallet/top-up-checkout";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Promise<{ redirect_status?: string | string[] }>;
};

const PROVIDERS = ["stripe", "local"];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, provider } = await params;
  const t = await getTranslations({ locale, namespace: "walletTopUp" });
  return metadataFor({ title: t("successTitle"), path: `/pay/${provider}/success`, noindex: true });
}

/**
 * Where the card processor sends the payer back after a top-up that went through. Stripe also
 * returns here from payment methods that leave the site, saying how it went in redirect_status.
 */
export default async function TopUpSuccessPage({ params, searchParams }: Props) {
  const { locale, provider } = await params;
  setRequestLocale(locale);
  if (!PROVIDERS.includes(provider)) notFound();
  const failed = queryParam((await searchParams).redirect_status) === "failed";
  return <TopUpResult outcome={failed ? "failure" : "success"} />;
}
