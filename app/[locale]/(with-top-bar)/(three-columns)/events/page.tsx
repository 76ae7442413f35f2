import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeedMore, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { ChallengeList } from "@/components/channel/challenge-list";
import { metadataFor } from "@/components/layout/site-meta";
import { LinkTabs } from "@/components/ui/link-tabs";
import { getWritingChallengeList } from "@/lib/graphql/reads/challenges";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string | string[]; state?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "challengeList" });
  return metadataFor({ title: t("title"), path: "/events" });
}

/** The writing challenges in progress (the default) or ended (`?state=finished`), newest first. */
export default async function EventsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("challengeList");
  const query = await searchParams;
  const state = queryParam(query.state) === "finished" ? "finished" : "active";
  const path = state === "finished" ? "/events?state=finished" : "/events";
  const page = await getWritingChallengeList(toLanguage(locale as Locale), state, queryParam(query.after));
  return (
    <section aria-labelledby="events-heading">
      <h1 id="events-heading">{t("title")}</h1>
      <LinkTabs
        label={t("sections")}
        tabs={(["active", "finished"] as const).map((tab) => ({
          key: tab,
          href: tab === "finished" ? "/events?state=finished" : "/events",
          label: t(tab),
          current: tab === state,
        }))}
      />
      {page ? (
        <>
          <ChallengeList
            challenges={page.challenges}
            empty={state === "finished" ? t("emptyFinished") : t("emptyActive")}
          />
          <FeedMore next={nextPagePath(path, page.pageInfo)} />
        </>
      ) : (
        <StaleCursor path={path} />
      )}
    </section>
  );
}
