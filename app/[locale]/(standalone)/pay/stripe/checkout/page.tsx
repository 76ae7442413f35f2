import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { StripeCheckout } from "@/components/wallet/stripe-checkout";
import { TopUpMessages } from "@/components/wallet/top-up-messages";
// the publishable key is public configuration, read where Stripe's hosted parts are set up
import { stripePublishableKey } from "@/lib/payments/stripe-public";
import { queryParam } from "@/lib/url/query-param";
import { safeTarget } from "@/lib/url/safe-target";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ client_secret?: string | string[]; return?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "walletTopUp" });
  return metadataFor({ title: t("cardTitle"), path: "/pay/stripe/checkout", noindex: true });
}

/**
 * Stripe's card form for a top-up's PaymentIntent (Stripe's Payment Element): there is none
 * where Stripe is not configured, as on this machine, where the local processor's checkout
 * stands in.
 */
export default async function StripeCheckoutPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const publishableKey = await stripePublishableKey();
  const query = await searchParams;
  const clientSecret = queryParam(query.client_secret);
  // a path on this site only: any origin serves to tell a path from an address elsewhere
  const returnTo = safeTarget(queryParam(query.return), "https://site.invalid") ?? null;
  if (!publishableKey || !clientSecret?.includes("_secret_")) notFound();
  return (
    <TopUpMessages>
      <StripeCheckout publishableKey={publishableKey} clientSecret={clientSecret} returnTo={returnTo} />
    </TopUpMessages>
  );
}
