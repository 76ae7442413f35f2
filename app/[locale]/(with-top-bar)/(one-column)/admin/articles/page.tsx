import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminArticleSearch } from "@/components/admin/admin-article-search";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { findAdminArticles } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[]; after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("articles.title"), path: "/admin/articles", noindex: true });
}

/** /admin/articles: find articles in any state by short hash or title, each to its page here. */
export default async function AdminArticlesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { q, after } = await searchParams;
  const key = (queryParam(q) ?? "").trim().slice(0, 100);
  const cursor = queryParam(after);
  const found = key ? await findAdminArticles(key, cursor) : null;
  if (key && cursor && !found) return <StaleCursor path={`/admin/articles?${new URLSearchParams({ q: key })}`} />;
  return <AdminArticleSearch query={key} found={found} />;
}
