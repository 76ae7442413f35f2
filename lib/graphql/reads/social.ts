import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import {
  ArticleViewerStateQuery,
  FollowersQuery,
  FollowingQuery,
  PeopleViewerStateQuery,
  TagViewerStateQuery,
  ViewerBlockListQuery,
  ViewerBookmarkedArticlesQuery,
  ViewerBookmarkedTagsQuery,
} from "../documents/social";
import { executeAsViewer, executePage } from "../execute";
import { getViewerSummary } from "./viewer";

// The viewer's side of the social graph is read per request as the viewer, never cached (a
// shared page must not hold one reader's follows or bookmarks); it streams into the page
// inside <Suspense>. A visitor is nothing to anyone: no read runs for one.

/** Who is looking, as the social buttons need it: a visitor, an active account or an inactive one. */
export type ViewerKind = "visitor" | "active" | "inactive";

export const getViewerKind = cache(async (): Promise<{ kind: ViewerKind; id: string | null }> => {
  const viewer = await getViewerSummary();
  if (!viewer?.id) return { kind: "visitor", id: null };
  return { kind: viewer.status?.state === "active" ? "active" : "inactive", id: viewer.id };
});

/** The viewer's relations to an article and its author; null for a visitor (or no such article). */
export const getArticleViewerState = cache(async (shortHash: string) => {
  if ((await getViewerKind()).kind === "visitor") return null;
  return (await executeAsViewer(ArticleViewerStateQuery, { shortHash })).article;
});

export type PersonRelation = { isFollower: boolean; isFollowee: boolean; isBlocking: boolean };

/** The viewer's relations to the people of a list, by global id (`ids` comma-joined, so React's cache keys it). */
export const getPeopleViewerState = cache(async (ids: string): Promise<Map<string, PersonRelation>> => {
  const list = ids.split(",").filter(Boolean);
  if (list.length === 0 || (await getViewerKind()).kind === "visitor") return new Map();
  const { nodes } = await executeAsViewer(PeopleViewerStateQuery, { ids: list });
  return new Map((nodes ?? []).flatMap((n) => (n.__typename === "User" ? [[n.id, n]] : [])));
});

/** The viewer's relations to one person, by global id; null for a visitor. */
export async function getUserViewerState(id: string) {
  return (await getPeopleViewerState(id)).get(id) ?? null;
}

/** Whether the viewer bookmarked a tag; false for a visitor. */
export const getTagBookmarked = cache(async (id: string) => {
  if ((await getViewerKind()).kind === "visitor") return false;
  const { node } = await executeAsViewer(TagViewerStateQuery, { id });
  return node?.__typename === "Tag" && node.isFollower === true;
});

/** A page of someone's followers. Null when `after` no longer leads anywhere. */
export async function getFollowers(userName: string, after: string | null) {
  const data = await executePage(FollowersQuery, { userName, after }, { tags: [cacheTags.userByName(userName)] });
  return data?.user?.followers ?? null;
}

/** A page of the people someone follows. Null when `after` no longer leads anywhere. */
export async function getFollowing(userName: string, after: string | null) {
  const data = await executePage(FollowingQuery, { userName, after }, { tags: [cacheTags.userByName(userName)] });
  return data?.user?.following.users ?? null;
}

/** The viewer's own lists: null for a visitor (the pages send one to log in first). */
export async function getViewerBookmarkedArticles(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerBookmarkedArticlesQuery, { after });
  return viewer?.id ? viewer.bookmarkedArticles : null;
}

export async function getViewerBookmarkedTags(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerBookmarkedTagsQuery, { after });
  return viewer?.id ? viewer.bookmarkedTags : null;
}

export async function getViewerBlockList(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerBlockListQuery, { after });
  return viewer?.id ? viewer.blockList : null;
}
