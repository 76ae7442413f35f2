import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { ChallengeActions } from "@/components/channel/challenge-actions";
import { ChallengeDiscussion } from "@/components/channel/challenge-discussion";
import { ChallengeHeader } from "@/components/channel/challenge-header";
import { ChallengeOrganizers } from "@/components/channel/challenge-organizers";
import { ChallengeTabs, parseChallengeTab } from "@/components/channel/challenge-tabs";
import { EntryCuration } from "@/components/channel/entry-curation";
import { QuoteWall } from "@/components/channel/quote-wall";
import { metadataFor } from "@/components/layout/site-meta";
import { getWritingChallenge } from "@/lib/graphql/reads/channel";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<{ after?: string | string[]; type?: string | string[] }>;
};

/**
 * A writing challenge (section 2.1: /e/ with an optional type: a stage id, featured,
 * announcement or discussion). The discussion pages with its own cursor, so its tab reads the
 * entries' first page only for the challenge itself.
 */
async function load(shortHash: string, locale: string, type: string | null, after: string | null) {
  const tab = parseChallengeTab(type);
  const feed = await getWritingChallenge(
    shortHash,
    toLanguage(locale as Locale),
    tab.kind === "stage" ? tab.stageId : null,
    tab.kind === "featured",
    tab.kind === "announcement" || tab.kind === "discussion" ? null : after,
  );
  if (feed && !feed.challenge) notFound();
  return { tab, challenge: feed?.challenge ?? null };
}

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
  const tPage = await getTranslations("challengePage");
  const query = await searchParams;
  const after = queryParam(query.after);
  const { tab, challenge } = await load(shortHash, locale, queryParam(query.type), after);
  if (!challenge) return <StaleCursor path={`/e/${shortHash}`} />;
  const path = `/e/${shortHash}${tab.param ? `?${new URLSearchParams({ type: tab.param })}` : ""}`;
  const announcements = tab.kind === "announcement";
  const featured = new Set((challenge.articles.edges ?? []).filter((e) => e.featured).map((e) => e.node.id));
  const entries = (challenge.articles.edges ?? []).map((e) => e.node);
  const before = (
    <>
      {after ? null : (
        <>
          <ChallengeHeader challenge={challenge} />
          <ChallengeOrganizers organizers={challenge.organizers} />
          <p>
            <a href="/events">{tPage("allChallenges")}</a>
          </p>
          <Suspense>
            <ChallengeActions challenge={challenge} />
          </Suspense>
          {tab.kind === "all" ? (
            <QuoteWall challenge={challenge} entries={entries.map(({ id, title }) => ({ id, title }))} />
          ) : null}
        </>
      )}
      <ChallengeTabs shortHash={shortHash} stages={challenge.stages} current={tab.param} />
    </>
  );
  if (tab.kind === "discussion") return <ChallengeDiscussion challenge={challenge} before={before} after={after} />;
  return (
    <ArticleFeed
      heading={challenge.name}
      before={before}
      articles={announcements ? challenge.announcements : entries}
      next={announcements ? null : nextPagePath(path, challenge.articles.pageInfo)}
      empty={announcements ? t("noAnnouncements") : t("empty")}
      labelOf={(article) => (!announcements && featured.has(article.id) ? t("featured") : null)}
      menuOf={
        announcements
          ? undefined
          : (article) => (
              // the managers' menu is the viewer's: streamed, never in the shared page
              <Suspense>
                <EntryCuration
                  shortHash={shortHash}
                  challengeId={challenge.id}
                  articleId={article.id}
                  title={article.title}
                  featured={featured.has(article.id)}
                />
              </Suspense>
            )
      }
    />
  );
}
