import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { READ_BOOKMARK_COOKIE } from "@/lib/cookies/names";
import type { DbSession } from "@/server/db/client";

// The bookmark cookie the API's doors hand out (docs/scale.md, "Read replicas"): after a
// request that wrote, the D1 bookmark it reached, so the same reader's next reads wait for a
// replica that has their write. It only chooses where a read goes; what the read may see is
// the same for everyone.

/**
 * Long enough to outlast replication lag many times over (usually under a second); after it
 * a replica has long caught up.
 */
export const READ_BOOKMARK_MAX_AGE = 120;

// D1's bookmarks (also time travel's): three 8-digit and one 32-digit hex fields. Nothing else
// is passed to D1, which would refuse it and fail the request.
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
