import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { Recommendations } from "@/components/user/recommendations";
import { shuffleOfTheMinute } from "@/lib/cache/minute-shuffle";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "recommendation" });
  return metadataFor({ title: t("title"), path: "/recommendation" });
}

export default async function RecommendationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // section 3's LastFetchRandom: the minute of the hour modulo 10, so the picks change each minute
  return <Recommendations random={shuffleOfTheMinute()} />;
}
