import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArticleFeed, nextPagePath } from "@/components/article/article-feed";
import { CollectionHeader } from "@/components/collection/collection-header";
import { metadataFor } from "@/components/layout/site-meta";
import { UserAside } from "@/components/user/user-aside";
import { getCollection, getUserProfile } from "@/lib/graphql/reads/user";
import { articleInCollectionPath, userCollectionPath, userCollectionsPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; userName: string; collectionId: string }>;
  searchParams: Promise<{ after?: string | string[] }>;
};

/** A collection shows only under its own author's name: another name, or no such collection, is a 404. */
async function loadCollection(userName: string, param: string, after: string | null) {
  const user = (await getUserProfile(decodePathText(userName))) ?? notFound();
  const collection = await getCollection(decodePathText(param) ?? "", after);
  if (collection?.author.id !== user.id) notFound();
  return { user, collection };
}

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
      <UserAside user={user} />
      <div>
        <p>
          <a href={userCollectionsPath(name)}>{t("allCollections")}</a>
        </p>
        <ArticleFeed
          heading={collection.title}
          before={after ? null : <CollectionHeader collection={collection} userName={name} />}
          articles={(collection.articles.edges ?? []).map((e) => e.node)}
          next={nextPagePath(path, collection.articles.pageInfo)}
          empty={t("emptyCollection")}
          linkTo={(shortHash) => articleInCollectionPath(shortHash, collection.id)}
        />
      </div>
    </>
  );
}
