import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import { ArticleSupporterPageQuery, ArticleSupportersQuery, PaymentFeatureQuery } from "../documents/support";
import { execute, executePage } from "../execute";

/** Whether an official feature flag is on: the wallet's actions are offered only then. */
export async function getFeatureEnabled(name: "payment" | "add_credit" | "payout") {
  const data = await execute(PaymentFeatureQuery, {}, { tags: [cacheTags.features] });
  return data.official.features.some((f) => f.name === name && f.enabled);
}

/** Whether the `payment` flag is on: support is offered only then. */
export const getPaymentEnabled = () => getFeatureEnabled("payment");

/**
 * An article's latest supporters, each once (payTo purges the article's tag); one read per
 * request, so the article page can begin it early (React's cache).
 */
export const getArticleSupporters = cache(async (shortHash: string) => {
  const data = await execute(ArticleSupportersQuery, { shortHash }, { tags: [cacheTags.articleByHash(shortHash)] });
  return data.article?.transactionsReceivedBy ?? null;
});

/**
 * The article and a page of its supporters; null when `after` no longer leads anywhere, and an
 * article of null when there is no such article.
 */
export async function getArticleSupporterPage(shortHash: string, after: string | null) {
  const data = await executePage(
    ArticleSupporterPageQuery,
    { shortHash, after },
    { tags: [cacheTags.articleByHash(shortHash)] },
  );
  return data ? { article: data.article ?? null } : null;
}
