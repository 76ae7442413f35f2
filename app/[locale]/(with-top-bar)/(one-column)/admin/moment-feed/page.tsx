import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminMomentFeed, MOMENT_FEED_STATES } from "@/components/admin/admin-moment-feed";
import { StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminMomentFeed } from "@/lib/graphql/reads/admin-moments";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ state?: string | string[]; after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("momentFeed.title"), path: "/admin/moment-feed", noindex: true });
}

/** /admin/moment-feed: applications to the hottest-moments feed by state (waiting ones unless another is asked), to decide. */
export default async function AdminMomentFeedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const asked = queryParam(query.state);
  const state = MOMENT_FEED_STATES.find((s) => s === asked) ?? "pending";
  const list = await getAdminMomentFeed(state, queryParam(query.after));
  if (!list) return <StaleCursor path={`/admin/moment-feed?state=${state}`} />;
  return <AdminMomentFeed state={state} list={list} />;
}
