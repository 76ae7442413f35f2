import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { CommentThread } from "@/components/comment/comment-thread";
import { JsonLd } from "@/components/layout/json-ld";
import { metadataFor } from "@/components/layout/site-meta";
import { MomentDetail } from "@/components/moment/moment-detail";
import { momentTitle } from "@/components/moment/moment-title";
import { getLinkedThread } from "@/lib/graphql/reads/comment";
import { getMoment } from "@/lib/graphql/reads/moment";
import { momentPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A malformed `after` cursor is a page that does not exist.
async function load(param: string, after: string | null) {
  const shortHash = decodePathText(param);
  return (shortHash ? await getMoment(shortHash, after) : null) ?? notFound();
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { shortHash } = await params;
  const moment = await load(shortHash, queryParam((await searchParams).after));
  const author = moment.author.displayName ?? moment.author.userName ?? "";
  return metadataFor({
    title: momentTitle(moment.content, author),
    description: moment.content ?? undefined,
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
  const moment = await load(shortHash, queryParam(query.after));
  const linked = await getLinkedThread(moment.id, queryParam(query.comment));
  const path = momentPath(moment.shortHash);
  return (
    <>
      <MomentDetail moment={moment} />
      <CommentThread comments={moment.comments} path={path} total={moment.commentCount} linked={linked} />
      <JsonLd
        data={{
          "@type": "SocialMediaPosting",
          text: moment.content,
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
