import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
// the local processor stands in for Stripe's hosted page: it reads its own table through its door into server/, not the API
import { checkoutIntent } from "@/app/pay/local/processor";
import { metadataFor } from "@/components/layout/site-meta";
import { LocalCheckout, LocalIntentMissing } from "@/components/wallet/top-up-checkout";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ client_secret?: string | string[]; error?: string | string[]; return?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "walletTopUp" });
  return metadataFor({ title: t("localTitle"), path: "/pay/local/checkout", noindex: true });
}

/** The local card processor's checkout (development only). */
export default async function LocalCheckoutPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  const clientSecret = queryParam(query.client_secret);
  const intent = await checkoutIntent(clientSecret);
  if (!intent || !clientSecret || intent.status === "succeeded") return <LocalIntentMissing />;
  return (
    <LocalCheckout
      clientSecret={clientSecret}
      amount={intent.amount}
      cardError={queryParam(query.error) === "card"}
      returnTo={queryParam(query.return)}
    />
  );
}
