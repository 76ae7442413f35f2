import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminWatchQueue } from "@/components/admin/admin-watch-queue";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminWatchActions } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("watch.title"), path: "/admin/watch", noindex: true });
}

/** /admin/watch: comments removed by community watchers, with their kept words, for review. */
export default async function AdminWatchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { after } = await searchParams;
  const queue = await getAdminWatchActions(queryParam(after));
  if (!queue) return <StaleCursor path="/admin/watch" />;
  return <AdminWatchQueue queue={queue} />;
}
