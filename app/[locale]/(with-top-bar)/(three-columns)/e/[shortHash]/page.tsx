import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { ChallengeHeader } from "@/components/channel/challenge-header";
import { ChallengeTabs, parseChallengeTab } from "@/components/channel/challenge-tabs";
import { metadataFor } from "@/components/layout/site-meta";
import { type WritingChallengeFeed, WritingChallengeQuery } from "@/lib/graphql/documents/channels";
import { execute } from "@/lib/graphql/execute";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<{ after?: string | string[]; type?: string | string[] }>;
};

/** A writing challenge (section 2.1: /e/ with an optional type: a stage id, featured or announcement). */
const load = cache(async (shortHash: string, locale: string, type: string | null, after: string | null) => {
  const tab = parseChallengeTab(type);
  const variables = {
    shortHash,
    language: toLanguage(locale as Locale),
    stage: tab.kind === "stage" ? tab.stageId : null,
    featured: tab.kind === "featured",
    after: tab.kind === "announcement" ? null : after,
  };
  const data = await execute(WritingChallengeQuery, variables, { tags: [`channel-hash:${shortHash}`] }).catch(
    (error) => {
      // a stage id or a cursor that means nothing: no such page
      if (after || tab.kind === "stage") return null;
      throw error;
    },
  );
  if (data && data.channel?.__typename !== "WritingChallenge") notFound();
  return { tab, challenge: (data?.channel as WritingChallengeFeed | undefined) ?? null };
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const query = await searchParams;
  const { challenge } = await load(shortHash, locale, queryParam(query.type), queryParam(query.after));
  return metadataFor({
    title: challenge?.name ?? "",
    description: challenge?.description ?? undefined,
    path: `/e/${shortHash}`,
  });
}

export default async function WritingChallengePage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("channel");
  const query = await searchParams;
  const after = queryParam(query.after);
  const { tab, challenge } = await load(shortHash, locale, queryParam(query.type), after);
  if (!challenge) return <StaleCursor path={`/e/${shortHash}`} />;
  const path = `/e/${shortHash}${tab.param ? `?${new URLSearchParams({ type: tab.param })}` : ""}`;
  const announcements = tab.kind === "announcement";
  const featured = new Set((challenge.articles.edges ?? []).filter((e) => e.featured).map((e) => e.node.id));
  return (
    <ArticleFeed
      heading={challenge.name}
      before={
        <>
          {after ? null : <ChallengeHeader challenge={challenge} />}
          <ChallengeTabs shortHash={shortHash} stages={challenge.stages} current={tab.param} />
        </>
      }
      articles={announcements ? challenge.announcements : (challenge.articles.edges ?? []).map((e) => e.node)}
      next={announcements ? null : nextPagePath(path, challenge.articles.pageInfo)}
      empty={announcements ? t("noAnnouncements") : t("empty")}
      labelOf={(article) => (!announcements && featured.has(article.id) ? t("featured") : null)}
    />
  );
}
