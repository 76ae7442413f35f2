import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { periodOf, ViewerAnalytics } from "@/components/analytics/analytics-view";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ period?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "analytics" });
  return metadataFor({ title: t("title"), path: "/me/analytics", noindex: true });
}

/** The viewer's analytics over the last 7, 30 or 90 days (`?period=`). */
export default async function MyAnalyticsPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/analytics");
  const period = periodOf(queryParam((await searchParams).period));
  // not streamed: the content is in the first answer, so it is there with scripts off
  return <ViewerAnalytics period={period} path="/me/analytics" />;
}
