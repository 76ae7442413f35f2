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

/** `?type=latest` lists the newest articles first; anything else is the hottest list. */
export const parseTagOrder = (value: unknown): TagOrder => (value === "latest" ? "latest" : "hottest");

/** The tag page's address for an order and, for later pages, a cursor. */
export function tagOrderPath(base: string, order: TagOrder, after?: string | null) {
  const params = new URLSearchParams();
  if (order === "latest") params.set("type", "latest");
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
