import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { ArticleFeed, nextPagePath } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { loadUser } from "@/components/user/load-user";
import { UserAside } from "@/components/user/user-aside";
import { type CollectionDetail, CollectionQuery } from "@/lib/graphql/documents/user";
import { execute } from "@/lib/graphql/execute";
import { articleInCollectionPath, userCollectionPath, userCollectionsPath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; userName: string; collectionId: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

/** The collection, only under its own author's name: another name in the address is a 404. */
const loadCollection = cache(async (userName: string, param: string, after: string | null) => {
  const id = decodeURIComponent(param);
  const user = await loadUser(userName);
  const data = /^[A-Za-z0-9+/=]{1,64}$/.test(id)
    ? await execute(CollectionQuery, { id, after }, { tags: [`collection-node:${id}`] }).catch(() => null)
    : null;
  const node = data?.node;
  if (node?.__typename !== "Collection" || (node as CollectionDetail).author.id !== user.id) notFound();
  return { user, collection: node as CollectionDetail };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userName, collectionId } = await params;
  const { user, collection } = await loadCollection(userName, collectionId, null);
  return metadataFor({
    title: collection.title,
    description: collection.description ?? undefined,
    path: userCollectionPath(user.userName ?? "", collection.id),
    image: collection.cover ?? undefined,
  });
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { locale, userName, collectionId } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("user");
  const after = queryParam((await searchParams).after);
  const { user, collection } = await loadCollection(userName, collectionId, after);
  const name = user.userName ?? "";
  const path = userCollectionPath(name, collection.id);
  return (
    <>
      <div>
        <p>
          <a href={userCollectionsPath(name)}>{t("allCollections")}</a>
        </p>
        <ArticleFeed
          heading={collection.title}
          before={collection.description && !after ? <p>{collection.description}</p> : null}
          articles={(collection.articles.edges ?? []).map((e) => e.node)}
          next={nextPagePath(path, collection.articles.pageInfo)}
          empty={t("emptyCollection")}
          linkTo={(shortHash) => articleInCollectionPath(shortHash, collection.id)}
        />
      </div>
      <UserAside user={user} />
    </>
  );
}
