// The tag page's views and their addresses; its route parameter is lib/url/tag-param.ts's.

export type TagOrder = "hottest" | "latest";

/** What the tag page lists: its articles in an order, or its moments (newest first). */
export type TagView = TagOrder | "moments";

/** `?type=latest` lists the newest articles first; anything else is the hottest list. */
export const parseTagOrder = (value: unknown): TagOrder => (value === "latest" ? "latest" : "hottest");

/** `?type=moments` lists the tag's moments; anything else, its articles in an order. */
export const parseTagView = (value: unknown): TagView => (value === "moments" ? "moments" : parseTagOrder(value));

/** The tag page's address for a list and, for later pages, a cursor. */
export function tagOrderPath(base: string, order: TagView, after?: string | null) {
  const params = new URLSearchParams();
  if (order !== "hottest") params.set("type", order);
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
