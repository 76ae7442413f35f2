import "server-only";
import { cache } from "react";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import { TagAuthorsQuery, TagListQuery, TagMomentsQuery, TagPageQuery } from "../documents/tag";
import { execute } from "../execute";
import type {
  TagArticlesSortBy,
  TagMomentsQuery as TagMomentsData,
  TagPageQuery as TagPageData,
} from "../generated/graphql";

export type TagDetail = Extract<NonNullable<TagPageData["node"]>, { __typename: "Tag" }>;
export type TagWithMoments = Extract<NonNullable<TagMomentsData["node"]>, { __typename: "Tag" }>;

const ARTICLES_PER_PAGE = 20;

/**
 * A tag by global id with a page of its articles in the asked order; null for another id, or
 * a cursor that means nothing (an unreadable cursor in a hand-made address is a missing page).
 */
export const getTag = cache(async (id: string, sortBy: TagArticlesSortBy, after: string | null) => {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return null;
  const variables = { id, sortBy, first: ARTICLES_PER_PAGE, after };
  const data = await execute(TagPageQuery, variables, { tags: [tag] }).catch(() => null);
  return data?.node?.__typename === "Tag" ? data.node : null;
});

/** A tag by global id with a page of its moments, newest first; null as getTag answers it. */
export const getTagMoments = cache(async (id: string, after: string | null) => {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return null;
  const variables = { id, first: ARTICLES_PER_PAGE, after };
  const data = await execute(TagMomentsQuery, variables, { tags: [tag] }).catch(() => null);
  return data?.node?.__typename === "Tag" ? data.node : null;
});

/**
 * The tag's most active authors with a user name, for the tag page's aside; one read per
 * request, so the page can begin it early (React's cache).
 */
export const getTagAuthors = cache(async (id: string, first: number) => {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return [];
  const data = await execute(TagAuthorsQuery, { id, first }, { tags: [tag] }).catch(() => null);
  const node = data?.node;
  return node?.__typename === "Tag" ? (node.recommendedAuthors.edges ?? []).map((e) => e.node) : [];
});

/** A page of tags, most articles first. */
export async function getTagList(first: number, after: string | null) {
  const data = await execute(TagListQuery, { first, after }, { tags: [cacheTags.tagList] });
  return data.viewer?.recommendation.tags ?? null;
}
