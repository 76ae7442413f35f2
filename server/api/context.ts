import "server-only";
import { clearSessionCookie, readSessionCookie, secretKey, verifySession } from "@/server/auth/session";
import { type Db, type DbSession, openSession } from "@/server/db/client";
import { userOfSession } from "@/server/db/queries/sessions";
import type { UserRow } from "@/server/db/queries/users";
import { createLoaders, type Loaders } from "./loaders";
import { readBookmarkCookie } from "./read-bookmark";

export type Viewer = { id: null; user: null; sessionId: null } | { id: number; user: UserRow; sessionId: string };

export type Context = {
  env: Cloudflare.Env;
  db: Db;
  /** Where `db`'s queries go and the bookmark they reached (server/api/read-bookmark.ts). */
  reads: DbSession;
  loaders: Loaders;
  viewer: Viewer;
  /** Set when the request carried a token we refused: the operation answers TOKEN_INVALID. */
  tokenInvalid: boolean;
  /** The client's address as Cloudflare saw it; "unknown" when nothing says. */
  ip: string;
  /** The host the request was addressed to (no port). */
  host: string;
  /** GET or POST: only POST may write (a cross-site link can make a GET with our cookie). */
  method: string;
  /** Run in-process for a page the server renders for the viewer, never by a link from elsewhere. */
  rendering: boolean;
  userAgent: string | null;
  secure: boolean;
  /** Set-Cookie values the response will carry (login, logout, cleared tokens). */
  cookies: string[];
  /** The request's Cookie header: what a step beyond the session reads (a sign-in round's state). */
  cookieHeader: string | null;
  key: Uint8Array;
  now: number;
  /** Marks cached pages that showed these entities stale (`user:12`, `feed:newest`). */
  purge: Purge;
};

export type Purge = (tags: string[]) => void;
const noPurge: Purge = () => {};

export const VISITOR: Viewer = { id: null, user: null, sessionId: null };

export type ContextOptions = {
  purge?: Purge;
  /** The clock, in unix milliseconds; tests fix it so rate-limit windows are theirs to place. */
  now?: number;
  /** Set by server/api/in-process.ts: the operation reads for a page being rendered. */
  rendering?: boolean;
  /**
   * Plain reads: queries may go to the nearest read replica, no older than the request's
   * bookmark cookie. Unset, the request starts on the primary, as every write and every read
   * that decides one must.
   */
  nearest?: boolean;
};

export async function createContext(
  request: Request,
  env: Cloudflare.Env,
  options: ContextOptions = {},
): Promise<Context> {
  const cookie = request.headers.get("cookie");
  const reads = openSession(
    env,
    options.nearest ? { primary: false, after: readBookmarkCookie(cookie) } : { primary: true },
  );
  const db = reads.db;
  const loaders = createLoaders(db);
  const key = secretKey(env);
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const now = options.now ?? Date.now();
  const ctx: Context = {
    env,
    db,
    reads,
    loaders,
    viewer: VISITOR,
    tokenInvalid: false,
    // Cloudflare sets this header itself; X-Forwarded-For is whatever the client wrote, so it
    // never stands in for it (it would let anyone pick the address their limits count under).
    ip: request.headers.get("cf-connecting-ip") ?? "unknown",
    host: url.hostname,
    method: request.method,
    rendering: options.rendering ?? false,
    userAgent: request.headers.get("user-agent")?.slice(0, 256) ?? null,
    secure,
    cookies: [],
    cookieHeader: cookie,
    key,
    now,
    purge: options.purge ?? noPurge,
  };

  const token = readSessionCookie(cookie);
  if (!token) return ctx;
  const claims = await verifySession(token, key);
  // A signed token is not enough: its session row must still exist (logout, a password
  // change elsewhere or expiry delete it).
  const user = claims ? await userOfSession(db, claims.sessionId, claims.userId, now) : undefined;
  if (!claims || !user) {
    ctx.tokenInvalid = true;
    ctx.cookies.push(clearSessionCookie(secure));
    return ctx;
  }
  loaders.user.prime(user.id, user);
  ctx.viewer = { id: user.id, user, sessionId: claims.sessionId };
  return ctx;
}

export const isInactive = (user: UserRow) => user.state !== "active";
