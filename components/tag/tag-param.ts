import { decodePathText } from "@/lib/url/path-text";

// The tag page's route parameter: `{globalId}-{slug}` (lib/url/entity-paths.ts tagPath).
// A global id is base64 and holds no hyphen, so the first hyphen ends it; the slug after it only
// makes the address readable and is not checked (the page's canonical URL has the right one).

export type TagOrder = "hottest" | "latest";

/** The global id of a `Tag:n` id in the parameter, or null for anything else (a 404). */
export function tagIdOfParam(param: string): string | null {
  const decoded = decodePathText(param);
  if (decoded === null) return null;
  const id = decoded.split("-", 1)[0] ?? "";
  try {
    return /^Tag:[1-9]\d{0,15}$/.test(atob(id)) ? id : null;
  } catch {
    return null;
  }
}

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
