import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { checkoutIntent } from "@/app/pay/local/processor";
import { metadataFor } from "@/components/layout/site-meta";
import { LocalConfirm, LocalIntentMissing } from "@/components/wallet/top-up-checkout";
import { queryParam } from "@/lib/url/query-param";
import { safeTarget } from "@/lib/url/safe-target";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ client_secret?: string | string[]; return?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "walletTopUp" });
  return metadataFor({ title: t("confirmTitle"), path: "/pay/local/confirm", noindex: true });
}

/** The local processor's second step for the 3-D Secure test card. */
export default async function LocalConfirmPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  const clientSecret = queryParam(query.client_secret);
  const intent = await checkoutIntent(clientSecret);
  if (!intent || !clientSecret || intent.status !== "requires_action") return <LocalIntentMissing />;
  // a path on this site only (the charge's handler checks it again)
  const returnTo = safeTarget(queryParam(query.return), "https://site.invalid") ?? null;
  return <LocalConfirm clientSecret={clientSecret} amount={intent.amount} returnTo={returnTo} />;
}
