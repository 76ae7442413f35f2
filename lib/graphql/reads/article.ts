import "server-only";
import { cache } from "react";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import { ArticleCollectionQuery, ArticlePageQuery } from "../documents/article";
import { ArticleHistoryQuery, ArticleVersionPairQuery } from "../documents/article-version";
import { execute, executeAsViewer } from "../execute";
import type {
  ArticleCollectionQuery as ArticleCollectionData,
  ArticlePageQuery as ArticlePageData,
} from "../generated/graphql";

export type ArticleDetail = NonNullable<ArticlePageData["article"]>;

/** An article for its page, whatever its state (the page decides who sees which); null: no such article. */
export const getArticle = cache(async (shortHash: string) => {
  const { article } = await execute(ArticlePageQuery, { shortHash }, { tags: [cacheTags.articleByHash(shortHash)] });
  return article;
});

/** The newest this many versions are listed and can be compared (the API's largest page). */
export const HISTORY_LISTED = 50;

/** An article's versions, newest first, for its history page. */
export const getArticleHistory = cache(async (shortHash: string) => {
  const variables = { shortHash, first: HISTORY_LISTED };
  const { article } = await execute(ArticleHistoryQuery, variables, { tags: [cacheTags.articleByHash(shortHash)] });
  return article;
});

/**
 * Two versions of the article in full, for the comparison; null for an id that is not a version.
 * `asViewer` (paywalled work) reads them as the viewer, never cached: the bodies are the circle's.
 */
export async function getArticleVersionPair(shortHash: string, from: string, to: string, asViewer = false) {
  const pair = asViewer
    ? await executeAsViewer(ArticleVersionPairQuery, { from, to })
    : await execute(ArticleVersionPairQuery, { from, to }, { tags: [cacheTags.articleByHash(shortHash)] });
  const version = (node: (typeof pair)["from"]) => (node?.__typename === "ArticleVersion" ? node : null);
  return { from: version(pair.from), to: version(pair.to) };
}

export type CollectionNav = Extract<NonNullable<ArticleCollectionData["node"]>, { __typename: "Collection" }>;

/**
 * The collection an article is read in (`?collection=`), when it is one of the author's;
 * anything else (no such collection, someone else's) reads the article on its own.
 */
export async function getReadingCollection(id: string | null, authorId: string): Promise<CollectionNav | null> {
  const tag = id ? entityTagOfGlobalId(id) : undefined;
  if (!id || !tag) return null;
  const data = await execute(ArticleCollectionQuery, { id }, { tags: [tag] }).catch(() => null);
  const node = data?.node;
  return node?.__typename === "Collection" && node.author.id === authorId ? node : null;
}
