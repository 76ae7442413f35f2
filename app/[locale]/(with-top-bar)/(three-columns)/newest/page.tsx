import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { getNewestArticles } from "@/lib/graphql/reads/feed";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "nav" });
  return metadataFor({ title: t("latest"), path: "/newest" });
}

export default async function NewestPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const after = queryParam((await searchParams).after);
  const feed = await getNewestArticles(after);
  if (!feed) return <StaleCursor path="/newest" />;
  return (
    <ArticleFeed
      heading={t("nav.latest")}
      articles={(feed.edges ?? []).map((e) => e.node)}
      next={nextPagePath("/newest", feed.pageInfo)}
      empty={t("home.empty")}
    />
  );
}
