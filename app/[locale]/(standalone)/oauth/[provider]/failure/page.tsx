import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { providerOfPath } from "@/components/auth/social-providers";
import { SocialResult } from "@/components/auth/social-result";
import { metadataFor } from "@/components/layout/site-meta";

type Props = {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, provider } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return metadataFor({ title: t("logIn"), path: `/oauth/${provider}/failure`, noindex: true });
}

export default async function SocialLoginFailure({ params, searchParams }: Props) {
  const { locale, provider: segment } = await params;
  setRequestLocale(locale);
  const provider = providerOfPath(segment);
  if (!provider) notFound();
  const { code } = await searchParams;
  return <SocialResult provider={provider} outcome="failure" code={typeof code === "string" ? code : null} />;
}
