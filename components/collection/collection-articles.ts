"use client";

import { useEffect, useState } from "react";
import { request } from "@/lib/graphql/client";
import { CollectionArticlesToArrange } from "@/lib/graphql/documents/islands/collections/collections";
import type { CollectionArticlesToArrangeQuery } from "@/lib/graphql/generated/collections/graphql";

export type ListedArticle = { id: string; title: string };

/** A collection holds at most 200 articles (COLLECTION_ARTICLES_MAX): four pages of 50 at most. */
const MAX_PAGES = 4;

/**
 * Every listed article of a collection in the author's order, read page by page when a dialog
 * opens (it needs them all to move one anywhere); null while loading, an error when it failed.
 */
export function useCollectionArticles(collectionId: string) {
  const [articles, setArticles] = useState<ListedArticle[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    // read again from the start when asked (`reload`), e.g. after a refused change
    void round;
    const controller = new AbortController();
    (async () => {
      const all: ListedArticle[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { node }: CollectionArticlesToArrangeQuery = await request(
          CollectionArticlesToArrange,
          { id: collectionId, after },
          { signal: controller.signal },
        );
        if (!node || !("articles" in node)) break;
        all.push(...(node.articles.edges ?? []).map((edge) => edge.node));
        if (!node.articles.pageInfo.hasNextPage) break;
        after = node.articles.pageInfo.endCursor;
      }
      setArticles(all);
    })().catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [collectionId, round]);
  return { articles, setArticles, failed, reload: () => setRound((n) => n + 1) };
}
