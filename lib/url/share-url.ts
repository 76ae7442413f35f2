// The address a reader shares (section 2.8): the page's canonical URL, so every share of a
// page is the same link, plus the query parameters that change what the page shows (an
// article read within a collection) and `utm_source=share_native`, so visits that came from
// a share can be told apart.

export const SHARE_UTM_SOURCE = "share_native";

/**
 * `canonical`: the page's absolute canonical URL; `search`: the query the reader is on
 * (`location.search`), of which only the `keep` parameters travel.
 */
export function shareUrl(canonical: string, search: string, keep: readonly string[] = []): string {
  const url = new URL(canonical);
  const current = new URLSearchParams(search);
  for (const name of keep) {
    const value = current.get(name);
    if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  url.searchParams.set("utm_source", SHARE_UTM_SOURCE);
  url.hash = "";
  return url.toString();
}
