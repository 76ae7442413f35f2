import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminChallengeList } from "@/components/admin/admin-challenge-list";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminChallenges } from "@/lib/graphql/reads/admin";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("challenges.title"), path: "/admin/challenges", noindex: true });
}

/** /admin/challenges: every writing challenge, pending and archived included, newest first. */
export default async function AdminChallengesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const after = queryParam((await searchParams).after);
  const page = await getAdminChallenges(toLanguage(locale as Locale), after);
  if (!page) return <StaleCursor path="/admin/challenges" />;
  return <AdminChallengeList page={page} />;
}
