import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeaturedFeed } from "@/components/article/featured-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "nav" });
  return metadataFor({ title: t("featured"), path: "/featured" });
}

export default async function FeaturedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FeaturedFeed after={queryParam((await searchParams).after)} />;
}
