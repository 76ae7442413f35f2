import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { READ_BOOKMARK_COOKIE } from "@/lib/cookies/names";
import type { DbSession } from "@/server/db/client";

// The bookmark cookie the API's doors hand out (docs/scale.md, "Read replicas"): after a
// request that wrote, the D1 bookmark it reached, so the same reader's next reads wait for a
// replica that has their write. It only chooses where a read goes; what the read may see is
// the same for everyone.

/**
 * Seconds: far longer than replicas are expected to lag behind the primary, short enough that
 * a reader's requests soon go back to starting anywhere.
 */
export const READ_BOOKMARK_MAX_AGE = 120;

// D1's bookmarks (Miniflare's and time travel's alike): three 8-digit and one 32-digit hex
// fields. Nothing else from a cookie reaches D1: Miniflare takes any string, and a reader's
// request is no place to learn what the real D1 does with a foreign one.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The bookmark a request carries; a missing, malformed or oversized one is none. */
export function readBookmarkCookie(header: string | null): string | null {
  const value = header ? parseCookie(header)[READ_BOOKMARK_COOKIE] : undefined;
  return value && BOOKMARK.test(value) ? value : null;
}

/**
 * Adds the bookmark cookie to a response when the request reached a bookmark worth keeping:
 * after a request on the primary (it wrote, or could have), and after plain reads only to
 * move an existing bookmark forward (fixed-width hex: later sorts after). Never on a response
 * a shared cache may keep (one reader's Set-Cookie would be served to others); a response that
 * said nothing about caching is marked private.
 */
export function attachBookmark(response: Response, reads: DbSession, secure: boolean): void {
  const bookmark = reads.bookmark();
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  if (!reads.route.primary && (!reads.route.after || bookmark <= reads.route.after)) return;
  const cacheControl = response.headers.get("cache-control");
  if (cacheControl && !/\b(private|no-store)\b/i.test(cacheControl)) return;
  if (!cacheControl) response.headers.set("cache-control", "private, no-store");
  response.headers.append(
    "set-cookie",
    stringifySetCookie({
      name: READ_BOOKMARK_COOKIE,
      value: bookmark,
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure,
      maxAge: READ_BOOKMARK_MAX_AGE,
    }),
  );
}
