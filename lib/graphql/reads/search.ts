import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { RecentSearches, SearchResults } from "../documents/search";
import { execute, executeAsViewer } from "../execute";
import type { SearchTypes } from "../generated/graphql";

/** A page of results of one type for `key`. */
export async function getSearchResults(key: string, type: SearchTypes, after: string | null) {
  const { search } = await execute(SearchResults, { key, type, after }, { tags: [cacheTags.search] });
  return search;
}

/** The viewer's recent searches, newest first: the viewer's own, never cached; none for a visitor. */
export async function getRecentSearches(): Promise<string[]> {
  const data = await executeAsViewer(RecentSearches, {}).catch(() => null);
  return data?.viewer?.id ? (data.viewer.activity.recentSearches.edges ?? []).map((e) => e.node) : [];
}
