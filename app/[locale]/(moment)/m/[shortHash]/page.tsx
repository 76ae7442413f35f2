import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { CommentThread } from "@/components/comment/comment-thread";
import { JsonLd } from "@/components/layout/json-ld";
import { metadataFor } from "@/components/layout/site-meta";
import momentStyles from "@/components/moment/moment.module.css";
import { MomentDetail } from "@/components/moment/moment-detail";
import { momentText, momentTitle } from "@/components/moment/moment-title";
import { ReportButton } from "@/components/report/report-button";
import { ShareButton } from "@/components/share/share-button";
import { savedScript } from "@/components/translation/saved-script";
import { TranslationBar } from "@/components/translation/translation-bar";
import { SupportSection } from "@/components/wallet/support-section";
import { getLinkedThread } from "@/lib/graphql/reads/comment";
import { getMoment } from "@/lib/graphql/reads/moment";
import { isLocale } from "@/lib/i18n/locales";
import { askedTranslation, shortTextReading } from "@/lib/i18n/translation-choice";
import { momentPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The script the moment could be read in and whether it is (lib/i18n/translation-choice.ts). */
async function readingOf(locale: string, query: Record<string, string | string[] | undefined>) {
  return shortTextReading({
    locale: isLocale(locale) ? locale : "en",
    asked: askedTranslation(queryParam(query.translation)),
    saved: await savedScript(),
  });
}

// A malformed `after` cursor is a page that does not exist.
async function load(param: string, after: string | null, reading: Awaited<ReturnType<typeof readingOf>>) {
  const shortHash = decodePathText(param);
  return (shortHash ? await getMoment(shortHash, after, reading.target, reading.show) : null) ?? notFound();
}

// Titles and cards keep the author's own words; only the page's text is converted.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const query = await searchParams;
  const moment = await load(shortHash, queryParam(query.after), await readingOf(locale, query));
  const author = moment.author.displayName ?? moment.author.userName ?? "";
  const text = momentText(moment.content);
  return metadataFor({
    title: momentTitle(text, author),
    description: text || undefined,
    path: momentPath(moment.shortHash),
    image: moment.assets[0]?.path,
    noindex: moment.state !== "active",
  });
}

// An unknown or unreadable short hash throws notFound() before anything is streamed: a real 404.
export default async function MomentPage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const reading = await readingOf(locale, query);
  const moment = await load(shortHash, queryParam(query.after), reading);
  const shown = reading.show ? reading.target : null;
  const linked = await getLinkedThread(moment.id, queryParam(query.comment), shown);
  const path = momentPath(moment.shortHash);
  // offered where converting changes the moment's own text
  const converted = moment.translation?.content;
  const differs =
    reading.target !== null && converted !== undefined && converted !== null && converted !== moment.content;
  const saved = await savedScript();
  return (
    <>
      <MomentDetail
        moment={moment}
        text={shown && converted ? { content: converted, language: shown } : null}
        bar={
          differs || shown ? (
            <TranslationBar
              path={path}
              query={query}
              source={null}
              shown={shown ? { language: shown, model: "opencc" } : null}
              offers={reading.target && differs ? [reading.target] : []}
              script={reading.target}
              saved={saved}
            />
          ) : null
        }
      />
      <div className={momentStyles.actions}>
        <Suspense>
          <SupportSection
            recipient={{ id: moment.author.id, name: moment.author.displayName ?? moment.author.userName ?? "" }}
          />
        </Suspense>
        <ShareButton
          title={momentTitle(momentText(moment.content), moment.author.displayName ?? moment.author.userName ?? "")}
        />
        <ReportButton targetId={moment.id} />
      </div>
      <CommentThread
        comments={moment.comments}
        path={path}
        total={moment.commentCount}
        linked={linked}
        target={{ id: moment.id, type: "moment", authorId: moment.author.id, canComment: true }}
      />
      <JsonLd
        data={{
          "@type": "SocialMediaPosting",
          text: momentText(moment.content),
          datePublished: moment.createdAt,
          image: moment.assets.map((a) => a.path),
          author: { "@type": "Person", name: moment.author.displayName, alternateName: `@${moment.author.userName}` },
          interactionStatistic: [
            {
              "@type": "InteractionCounter",
              interactionType: "https://schema.org/LikeAction",
              userInteractionCount: moment.likeCount,
            },
            {
              "@type": "InteractionCounter",
              interactionType: "https://schema.org/CommentAction",
              userInteractionCount: moment.commentCount,
            },
          ],
        }}
      />
    </>
  );
}
