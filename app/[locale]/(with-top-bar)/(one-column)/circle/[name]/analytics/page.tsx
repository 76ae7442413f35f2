import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { CircleAnalyticsView } from "@/components/circle/circle-analytics-view";
import { metadataFor } from "@/components/layout/site-meta";
import { getCircle, getCircleAnalytics } from "@/lib/graphql/reads/circle";
import { circleAnalyticsPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params;
  const t = await getTranslations({ locale, namespace: "circleAnalytics" });
  return metadataFor({ title: t("pageTitle"), path: circleAnalyticsPath(name), noindex: true });
}

/** /~name/analytics: the owner's figures of the circle; for anyone else the circle is not found here. */
export default async function CircleAnalyticsPage({ params }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const decoded = decodePathText(name) ?? "";
  const viewer = await requireViewer(circleAnalyticsPath(decoded));
  const circle = await getCircle(decoded);
  if (!circle || circle.owner.id !== viewer.id) notFound();
  const analytics = (await getCircleAnalytics(circle.name)) ?? notFound();
  // not streamed: the content is in the first answer, so it is there with scripts off
  return <CircleAnalyticsView analytics={analytics} displayName={circle.displayName} />;
}
