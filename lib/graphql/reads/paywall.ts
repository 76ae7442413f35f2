import "server-only";
import { cache } from "react";
import { ArticleCommentsQuery } from "../documents/comment";
import { PaywalledArticleQuery } from "../documents/paywall";
import { executeAsViewer } from "../execute";
import type { UserLanguage } from "../generated/graphql";
import { COMMENTS_PER_PAGE, conversion, REPLIES_SHOWN } from "./comment";

// Paywalled work is read per request as the viewer, inside <Suspense>: the shared, cached read
// of an article (reads/article.ts, run as a visitor) holds its summary and never its body, so
// no cached page can hand a member's view to anyone else, and subscribing or unsubscribing
// needs no page purge.

/**
 * The article's body as the viewer may read it ("" outside its circle), the translations it
 * offers them (none outside) and its circle.
 */
export const getPaywalledArticle = cache(async (shortHash: string) => {
  const { article } = await executeAsViewer(PaywalledArticleQuery, { shortHash });
  if (!article) return null;
  const circle = article.access.circle;
  const availableTranslations = article.availableTranslations ?? [];
  return { html: article.contents.html, readable: article.contents.html !== "", availableTranslations, circle };
});

/** A page of a paywalled article's comments, for the circle (the API answers others an empty list). */
export async function getPaywalledComments(shortHash: string, after: string | null, script?: UserLanguage | null) {
  const variables = { shortHash, first: COMMENTS_PER_PAGE, after, replies: REPLIES_SHOWN, ...conversion(script) };
  const data = await executeAsViewer(ArticleCommentsQuery, variables).catch(() => null);
  return data?.article ?? null;
}
