import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminUserSearch } from "@/components/admin/admin-user-search";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { findAdminUsers } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[]; after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("users.title"), path: "/admin/users", noindex: true });
}

/** /admin/users: find people by user name or email, each to their page in the admin area. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { q, after } = await searchParams;
  const key = (queryParam(q) ?? "").trim().slice(0, 100);
  const cursor = queryParam(after);
  const found = key ? await findAdminUsers(key, cursor) : null;
  if (key && cursor && !found) return <StaleCursor path={`/admin/users?${new URLSearchParams({ q: key })}`} />;
  return <AdminUserSearch query={key} found={found} />;
}
