import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFeedbackQueue } from "@/components/admin/admin-feedback-queue";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import type { TopicChannelFeedbackType } from "@/lib/graphql/generated/graphql";
import { getAdminFeedback } from "@/lib/graphql/reads/admin-feedback";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[]; state?: string | string[]; type?: string | string[] }>;
};

const TYPES: readonly TopicChannelFeedbackType[] = ["positive", "negative"];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("feedback.title"), path: "/admin/feedback", noindex: true });
}

/**
 * /admin/feedback: authors' feedback on their articles' topic channels, the pending ones by
 * default (?state=all for every one), of one type with ?type=; accept or reject each.
 */
export default async function AdminFeedbackPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const all = queryParam(query.state) === "all";
  const asked = queryParam(query.type);
  const type = TYPES.find((t) => t === asked) ?? null;
  const filter = { state: all ? null : ("pending" as const), type };
  const queue = await getAdminFeedback(filter, toLanguage(locale as Locale), queryParam(query.after));
  if (!queue) return <StaleCursor path="/admin/feedback" />;
  return <AdminFeedbackQueue queue={queue} all={all} type={type} />;
}
