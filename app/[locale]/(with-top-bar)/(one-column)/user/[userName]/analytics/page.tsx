import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { periodOf, ViewerAnalytics } from "@/components/analytics/analytics-view";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; userName: string }>;
  searchParams: Promise<{ period?: string | string[] }>;
};

const pathOf = (userName: string) => `/@${userName}/analytics`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "analytics" });
  return metadataFor({ title: t("title"), path: pathOf(decodePathText(userName) ?? userName), noindex: true });
}

/**
 * /@name/analytics: the same page as /me/analytics, for its owner alone. Anyone else is told
 * there is no such page (the API refuses them the numbers too); a visitor is asked to log in.
 */
export default async function UserAnalyticsPage({ params, searchParams }: Props) {
  const { locale, userName: raw } = await params;
  setRequestLocale(locale);
  const userName = decodePathText(raw) ?? raw;
  const viewer = await requireViewer(pathOf(userName));
  if (viewer.userName?.toLowerCase() !== userName.toLowerCase()) notFound();
  const period = periodOf(queryParam((await searchParams).period));
  // not streamed: the content is in the first answer, so it is there with scripts off
  return <ViewerAnalytics period={period} path={pathOf(viewer.userName)} />;
}
