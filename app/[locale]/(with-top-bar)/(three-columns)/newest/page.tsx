import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewestFeed } from "@/components/article/newest-feed";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "nav" });
  return metadataFor({ title: t("latest"), path: "/newest" });
}

export default async function NewestPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("nav");
  return <NewestFeed heading={t("latest")} />;
}
