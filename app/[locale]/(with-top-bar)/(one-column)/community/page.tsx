import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { InfoPage } from "@/components/layout/info-page";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "community" });
  return metadataFor({ title: t("title"), description: t("intro"), path: "/community" });
}

export default async function CommunityPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <InfoPage namespace="community" sections={["respect", "honest", "report"]} />;
}
