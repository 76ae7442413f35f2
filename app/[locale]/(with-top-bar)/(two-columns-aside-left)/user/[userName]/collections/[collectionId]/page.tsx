import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleFeed, nextPagePath } from "@/components/article/article-feed";
import { metadataFor } from "@/components/layout/site-meta";
import { loadCollection } from "@/components/user/load-collection";
import { UserAside } from "@/components/user/user-aside";
import { articleInCollectionPath, userCollectionPath, userCollectionsPath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; userName: string; collectionId: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

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
