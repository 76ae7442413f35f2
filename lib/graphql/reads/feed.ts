import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { UserLanguage } from "@/lib/i18n/locales";
import {
  FeaturedArticles,
  FollowingFeed,
  IcymiTopicQuery,
  NewestArticles,
  RecommendationQuery,
} from "../documents/feed";
import { execute, executeAsViewer, executePage } from "../execute";
import type { FollowingFeedQuery } from "../generated/graphql";

const PAGE = 20;

/** A page of the newest articles; null when `after` no longer leads anywhere. */
export async function getNewestArticles(after: string | null) {
  const data = await executePage(NewestArticles, { first: PAGE, after }, { tags: [cacheTags.newest] });
  return data?.viewer?.recommendation.newest ?? null;
}

/** A page of editor picks, newest pick first; null when `after` no longer leads anywhere. */
export async function getFeaturedArticles(after: string | null) {
  const data = await executePage(FeaturedArticles, { first: PAGE, after }, { tags: [cacheTags.featured] });
  return data?.viewer?.recommendation.icymi ?? null;
}

/** The ICYMI topic published now, in `language`; it changes with the Featured feed's tag. */
export async function getIcymiTopic(language: UserLanguage) {
  const data = await execute(IcymiTopicQuery, { language }, { tags: [cacheTags.featured] });
  return data.viewer?.recommendation.icymiTopic ?? null;
}

export type FollowingActivity = NonNullable<
  NonNullable<FollowingFeedQuery["viewer"]>["recommendation"]["following"]["edges"]
>[number]["node"];

/** The viewer's follow feed (My Page): the viewer's own, never cached. */
export async function getFollowingFeed(after: string | null) {
  const data = await executeAsViewer(FollowingFeed, { first: PAGE, after });
  return data.viewer?.recommendation.following ?? null;
}

/** Authors and tags to discover; `random` picks which shuffle of them this visit sees. */
export async function getRecommendations(random: number) {
  const data = await execute(RecommendationQuery, { random }, { tags: [cacheTags.recommendation] });
  return {
    authors: (data.viewer?.recommendation.authors.edges ?? []).map((e) => e.node),
    tags: (data.viewer?.recommendation.tags.edges ?? []).map((e) => e.node),
  };
}
