import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SocialCallback } from "@/components/auth/social-callback";
import { providerOfPath } from "@/components/auth/social-providers";
import { metadataFor } from "@/components/layout/site-meta";

type Props = {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, provider } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return metadataFor({ title: t("logIn"), path: `/callback/${provider}`, noindex: true });
}

/** Where Google or Twitter sends the browser back after the person chose their account. */
export default async function Callback({ params, searchParams }: Props) {
  const { locale, provider: segment } = await params;
  setRequestLocale(locale);
  const provider = providerOfPath(segment);
  if (!provider) notFound();
  const query = await searchParams;
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="callback-heading">
      <h1 id="callback-heading">{t("socialCallbackTitle", { provider })}</h1>
      <SocialCallback provider={provider} code={one(query.code)} state={one(query.state)} error={one(query.error)} />
    </section>
  );
}
