import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminReportQueue } from "@/components/admin/admin-report-queue";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminReports } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("reports.title"), path: "/admin/reports", noindex: true });
}

/** /admin/reports: open reports, one entry per reported thing, with what an admin does about it. */
export default async function AdminReportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { after } = await searchParams;
  const queue = await getAdminReports(queryParam(after));
  if (!queue) return <StaleCursor path="/admin/reports" />;
  return <AdminReportQueue queue={queue} />;
}
