import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { CircleActions } from "@/components/circle/circle-actions";
import { CircleHeader } from "@/components/circle/circle-header";
import { CircleMessages } from "@/components/circle/circle-messages";
import { CircleTabs } from "@/components/circle/circle-tabs";
import { metadataFor } from "@/components/layout/site-meta";
import { getCircle, getCircleWorks } from "@/lib/graphql/reads/circle";
import { circlePath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

// Served at /~name: the middleware maps the public URL onto this internal route.
type Props = {
  params: Promise<{ locale: string; name: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  const circle = (await getCircle(decodePathText(name))) ?? notFound();
  return metadataFor({
    title: circle.displayName,
    description: circle.description ?? undefined,
    path: circlePath(circle.name),
    noindex: circle.state !== "active",
  });
}

/** A circle: its head, then its works (the owner's articles), a page at a time. */
export default async function CirclePage({ params, searchParams }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const circle = (await getCircle(decodePathText(name))) ?? notFound();
  const t = await getTranslations("circle");
  const after = queryParam((await searchParams).after);
  const works = await getCircleWorks(circle.name, circle.owner.id, after);
  const path = circlePath(circle.name);
  return (
    <>
      <CircleHeader
        circle={circle}
        actions={
          <Suspense>
            <CircleMessages>
              <CircleActions
                name={circle.name}
                circleId={circle.id}
                displayName={circle.displayName}
                ownerId={circle.owner.id}
                archived={circle.state !== "active"}
                price={circle.prices?.[0] ?? null}
              />
            </CircleMessages>
          </Suspense>
        }
      />
      <CircleTabs name={circle.name} current="works" />
      {works ? (
        <ArticleFeed
          heading={t("works")}
          articles={(works.edges ?? []).map((e) => e.node)}
          next={nextPagePath(path, works.pageInfo)}
          empty={t("noWorks")}
        />
      ) : (
        <StaleCursor path={path} />
      )}
    </>
  );
}
