import "server-only";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import { NewestFeedQuery, TagFeedQuery, UserFeedQuery } from "../documents/syndication";
import { execute } from "../execute";

// What the RSS and Atom feeds (lib/syndication) list: the newest articles of the site, a person or a tag.

/** How many articles a feed lists. */
export const FEED_SIZE = 30;

export async function getNewestSyndication() {
  const { viewer } = await execute(NewestFeedQuery, { first: FEED_SIZE }, { tags: [cacheTags.newest] });
  return (viewer?.recommendation.newest.edges ?? []).map((e) => e.node);
}

/** A person and their newest articles; null for no such person. */
export async function getUserSyndication(userName: string) {
  const variables = { userName, first: FEED_SIZE };
  const { user } = await execute(UserFeedQuery, variables, { tags: [cacheTags.userByName(userName)] });
  return user;
}

/** A tag and its newest articles; null for another id. */
export async function getTagSyndication(id: string) {
  const tag = entityTagOfGlobalId(id);
  if (!tag) return null;
  const { node } = await execute(TagFeedQuery, { id, first: FEED_SIZE }, { tags: [tag] }).catch(() => ({ node: null }));
  return node?.__typename === "Tag" ? node : null;
}
