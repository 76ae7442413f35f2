import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { FeedMore, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { CollectionsTabViewerPart } from "@/components/collection/viewer-part";
import { metadataFor } from "@/components/layout/site-meta";
import { CollectionList } from "@/components/user/collection-list";
import collectionStyles from "@/components/user/collection-list.module.css";
import { UserAside } from "@/components/user/user-aside";
import { UserTabs } from "@/components/user/user-tabs";
import { getUserCollections, getUserProfile } from "@/lib/graphql/reads/user";
import { userCollectionsPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; userName: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "user" });
  const user = (await getUserProfile(decodePathText(userName))) ?? notFound();
  return metadataFor({
    title: t("collectionsOf", { name: user.displayName ?? user.userName ?? "" }),
    path: userCollectionsPath(user.userName ?? ""),
    noindex: user.status?.state !== "active",
  });
}

export default async function UserCollectionsPage({ params, searchParams }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const user = (await getUserProfile(decodePathText(userName))) ?? notFound();
  const name = user.userName ?? "";
  const after = queryParam((await searchParams).after);
  const archived = user.status?.state === "archived";
  const collections = archived ? null : await getUserCollections(name, user.id, after);
  const edges = collections?.edges ?? [];
  const next = collections ? nextPagePath(userCollectionsPath(name), collections.pageInfo) : null;
  return (
    <>
      <UserAside user={user} />
      <section aria-labelledby="feed-heading">
        {archived ? null : <UserTabs userName={name} current="collections" />}
        <h1 id="feed-heading" className={feedStyles.heading}>
          {t("user.collections")}
        </h1>
        {archived || after ? null : (
          <Suspense>
            <CollectionsTabViewerPart userId={user.id} userName={name} />
          </Suspense>
        )}
        {!archived && !collections ? (
          <StaleCursor path={userCollectionsPath(name)} />
        ) : edges.length === 0 ? (
          <p className={feedStyles.empty}>{t("user.noCollections")}</p>
        ) : (
          <CollectionList collections={edges.map((e) => e.node)} userName={name} />
        )}
        <FeedMore next={next} listClassName={collectionStyles.list} />
      </section>
    </>
  );
}
