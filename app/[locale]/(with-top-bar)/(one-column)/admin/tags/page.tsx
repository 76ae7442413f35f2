import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminTagSearch } from "@/components/admin/admin-tag-search";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { findAdminTags } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[]; after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("tags.title"), path: "/admin/tags", noindex: true });
}

/** /admin/tags: find tags by name, each to its page here. */
export default async function AdminTagsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { q, after } = await searchParams;
  const key = (queryParam(q) ?? "").trim().slice(0, 100);
  const cursor = queryParam(after);
  const found = key ? await findAdminTags(key, cursor) : null;
  if (key && cursor && !found) return <StaleCursor path={`/admin/tags?${new URLSearchParams({ q: key })}`} />;
  return <AdminTagSearch query={key} found={found} />;
}
