import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminAuditList } from "@/components/admin/admin-audit-list";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminAudit, getAdminPerson } from "@/lib/graphql/reads/admin";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ user?: string | string[]; after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("audit.title"), path: "/admin/audit", noindex: true });
}

/** /admin/audit: every admin action, newest first, or those on one person (by user name). */
export default async function AdminAuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user, after } = await searchParams;
  const userName = (queryParam(user) ?? "").trim().replace(/^@/, "").slice(0, 100);
  const cursor = queryParam(after);
  const person = userName ? await getAdminPerson(userName) : null;
  if (userName && !person) return <AdminAuditList log={null} userName={userName} unknownUser />;
  const log = await getAdminAudit(person?.id ?? null, cursor);
  if (!log) return <StaleCursor path="/admin/audit" />;
  return <AdminAuditList log={log} userName={userName} unknownUser={false} />;
}
