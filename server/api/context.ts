import "server-only";
import { bearerToken } from "@/server/auth/oauth/bearer";
import { sha256Hex } from "@/server/auth/oauth/secrets";
import { clearSessionCookie, readSessionCookie, secretKey, verifySession } from "@/server/auth/session";
import { type Db, type DbSession, openSession } from "@/server/db/client";
import { accessTokenHolder } from "@/server/db/queries/oauth";
import { userOfSession } from "@/server/db/queries/sessions";
import type { UserRow } from "@/server/db/queries/users";
import { createLoaders, type Loaders } from "./loaders";
import { readBookmarkCookie } from "./read-bookmark";

/** An app acting with an OAuth token has the person's id and no session of theirs (sessionId null). */
export type Viewer =
  | { id: null; user: null; sessionId: null }
  | { id: number; user: UserRow; sessionId: string | null };

export type Context = {
  env: Cloudflare.Env;
  db: Db;
  /** Where `db`'s queries go and the bookmark they reached (server/api/read-bookmark.ts). */
  reads: DbSession;
  loaders: Loaders;
  viewer: Viewer;
  /** Set when the request carried a token we refused: the operation answers with this code. */
  tokenInvalid: false | "TOKEN_INVALID" | "OAUTH_TOKEN_INVALID";
  /**
   * Set when an app acts for the viewer with an OAuth access token: what the person let it do
   * (server/api/rules/scopes.ts checks each operation against it). Null for the person's own session.
   */
  oauth: { scope: string[]; grantId: number } | null;
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
    oauth: null,
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

  const bearer = bearerToken(request);
  if (bearer && "oauth" in bearer) return withAccessToken(ctx, bearer.oauth);
  // a token in a header stands for the request alone: the cookie is not read beside it
  const token = bearer?.session ?? readSessionCookie(cookie);
  if (!token) return ctx;
  const claims = await verifySession(token, key);
  // A signed token is not enough: its session row must still exist (logout, a password
  // change elsewhere or expiry delete it).
  const user = claims ? await userOfSession(db, claims.sessionId, claims.userId, now) : undefined;
  if (!claims || !user) {
    ctx.tokenInvalid = "TOKEN_INVALID";
    if (!bearer) ctx.cookies.push(clearSessionCookie(secure));
    return ctx;
  }
  loaders.user.prime(user.id, user);
  ctx.viewer = { id: user.id, user, sessionId: claims.sessionId };
  return ctx;
}

async function withAccessToken(ctx: Context, token: string) {
  const holder = await accessTokenHolder(ctx.db, await sha256Hex(token), ctx.now);
  if (!holder) {
    ctx.tokenInvalid = "OAUTH_TOKEN_INVALID";
    return ctx;
  }
  // an app never acts with an admin's powers, whoever agreed to it
  const user: UserRow = { ...holder.user, role: "user" };
  ctx.loaders.user.prime(user.id, user);
  ctx.viewer = { id: user.id, user, sessionId: null };
  ctx.oauth = { scope: holder.scope, grantId: holder.grantId };
  return ctx;
}

export const isInactive = (user: UserRow) => user.state !== "active";
