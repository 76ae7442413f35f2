import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CircleCommentsPage } from "@/components/circle/circle-comments-page";
import { metadataFor } from "@/components/layout/site-meta";
import { getCircle } from "@/lib/graphql/reads/circle";
import { circleDiscussionPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

// Served at /~name/discussion: the middleware maps the public URL onto this internal route.
type Props = {
  params: Promise<{ locale: string; name: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  const circle = (await getCircle(decodePathText(name))) ?? notFound();
  const t = await getTranslations("circleDiscussion");
  // members' conversation: nothing here for a search engine
  return metadataFor({
    title: t("discussionTitle", { name: circle.displayName }),
    path: circleDiscussionPath(circle.name),
    noindex: true,
  });
}

export default async function CircleDiscussionPage({ params, searchParams }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  return <CircleCommentsPage name={name} kind="discussion" after={queryParam((await searchParams).after)} />;
}
