import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";
import { RecommendationsAside } from "@/components/user/recommendations-aside";
import asideStyles from "@/components/user/recommendations-aside.module.css";
import { shuffleOfTheMinute } from "@/lib/cache/minute-shuffle";
import { getChannelFeed } from "@/lib/graphql/reads/channel";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

/** A topic or curation channel; a writing challenge lives at /e/, anything else is a 404. */
async function load(shortHash: string, locale: string, after: string | null) {
  const feed = await getChannelFeed(shortHash, toLanguage(locale as Locale), after);
  if (feed && !feed.channel) notFound();
  return feed?.channel ?? null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const channel = await load(shortHash, locale, queryParam((await searchParams).after));
  return metadataFor({ title: channel?.name ?? "", description: channel?.note ?? undefined, path: `/c/${shortHash}` });
}

export default async function ChannelPage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("channel");
  const after = queryParam((await searchParams).after);
  const channel = await load(shortHash, locale, after);
  const articles = channel?.articles;
  if (!channel || !articles) return <StaleCursor path={`/c/${shortHash}`} />;
  const pinned = new Set((articles.edges ?? []).filter((e) => e.pinned).map((e) => e.node.id));
  // a topic's page suggests authors and tags as home does; a curation channel's when its admins say so
  const recommends = channel.__typename === "TopicChannel" || channel.showRecommendation;
  return (
    <>
      <ArticleFeed
        heading={channel.name}
        before={channel.note && !after ? <p>{channel.note}</p> : null}
        articles={(articles.edges ?? []).map((e) => e.node)}
        next={nextPagePath(`/c/${shortHash}`, articles.pageInfo)}
        empty={t("empty")}
        labelOf={(article) => (pinned.has(article.id) ? t("pinned") : null)}
      />
      {recommends ? (
        <Aside label={(await getTranslations("home"))("asideLabel")}>
          <div className={asideStyles.column}>
            <RecommendationsAside random={shuffleOfTheMinute()} />
          </div>
        </Aside>
      ) : null}
    </>
  );
}
