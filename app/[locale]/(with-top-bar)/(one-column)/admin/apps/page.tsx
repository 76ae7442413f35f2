import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminAppList } from "@/components/admin/admin-app-list";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminOAuthClients } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("apps.title"), path: "/admin/apps", noindex: true });
}

/** /admin/apps: the registered OAuth apps, newest first, and the way to register one. */
export default async function AdminAppsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const clients = await getAdminOAuthClients(queryParam((await searchParams).after));
  if (!clients) return <StaleCursor path="/admin/apps" />;
  return <AdminAppList clients={clients} />;
}
