import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";
import { ShareButton } from "@/components/share/share-button";
import { TagArticles } from "@/components/tag/tag-articles";
import { preloadTagAuthors, TagAuthors } from "@/components/tag/tag-authors";
import { TagBookmark } from "@/components/tag/tag-bookmark";
import { TagHeader } from "@/components/tag/tag-header";
import { TagMoments } from "@/components/tag/tag-moments";
import { parseTagView, type TagView } from "@/components/tag/tag-param";
import { getTag, getTagMoments } from "@/lib/graphql/reads/tag";
import { tagPath } from "@/lib/url/entity-paths";
import { tagIdOfParam } from "@/lib/url/tag-param";

// Served at /tags/{globalId}-{slug}; a wrong slug still finds the tag, the canonical URL has the right one.
type Props = {
  params: Promise<{ locale: string; tagId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(param: string, order: TagView, after: string | null) {
  const id = tagIdOfParam(param);
  if (!id) notFound();
  const tag =
    order === "moments"
      ? await getTagMoments(id, after)
      : await getTag(id, order === "latest" ? "byCreatedAtDesc" : "byHottestDesc", after);
  return tag ?? notFound();
}

async function read({ params, searchParams }: Props) {
  const { tagId } = await params;
  const { type, after } = await searchParams;
  const order = parseTagView(type);
  return { tagId, order, after: typeof after === "string" ? after : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await props.params;
  const { tagId, order, after } = await read(props);
  const tag = await load(tagId, order, after);
  const t = await getTranslations({ locale, namespace: "tag" });
  return metadataFor({
    title: `#${tag.content}`,
    description: t("description", { tag: tag.content, count: tag.numArticles }),
    path: tagPath(tag.id, tag.slug),
    keywords: [tag.content],
    noindex: Boolean(after),
  });
}

// An unknown id throws notFound() before anything is streamed: the response is a real 404.
export default async function TagPage(props: Props) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const t = await getTranslations("tag");
  const { tagId, order, after } = await read(props);
  // the aside's authors are a read of their own from the address's id: begun beside the tag's
  const id = tagIdOfParam(tagId);
  if (id) preloadTagAuthors(id);
  const tag = await load(tagId, order, after);
  const path = tagPath(tag.id, tag.slug);
  return (
    <>
      <section aria-labelledby="tag-heading">
        <TagHeader
          content={tag.content}
          numArticles={tag.numArticles}
          numMoments={tag.numMoments}
          numFollowers={tag.numFollowers}
          path={path}
          order={order}
          actions={
            <>
              <Suspense>
                <TagBookmark tagId={tag.id} content={tag.content} />
              </Suspense>
              <ShareButton title={`#${tag.content}`} />
            </>
          }
        />
        {"moments" in tag ? (
          <TagMoments moments={tag.moments} path={path} />
        ) : (
          <TagArticles articles={tag.articles} path={path} order={order === "moments" ? "hottest" : order} />
        )}
      </section>
      <Aside label={t("aside")}>
        <Suspense>
          <TagAuthors tagId={tag.id} />
        </Suspense>
      </Aside>
    </>
  );
}
