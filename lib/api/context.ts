import "server-only";
import { clearSessionCookie, readCookie, SESSION_COOKIE, secretKey, verifySession } from "@/lib/auth/session";
import { createDb, type Db } from "@/lib/db/client";
import type { UserRow } from "@/lib/db/queries/users";
import { createLoaders, type Loaders } from "./loaders";

export type Viewer = { id: null; user: null } | { id: number; user: UserRow };

export type Context = {
  env: Cloudflare.Env;
  db: Db;
  loaders: Loaders;
  viewer: Viewer;
  /** Set when the request carried a token we refused: the operation answers TOKEN_INVALID. */
  tokenInvalid: boolean;
  ip: string;
  secure: boolean;
  /** Set-Cookie values the response will carry (login, logout, cleared tokens). */
  cookies: string[];
  key: Uint8Array;
  now: number;
  /** Marks cached pages that showed these entities stale (`user:12`, `feed:newest`). */
  purge: Purge;
};

export type Purge = (tags: string[]) => void;
const noPurge: Purge = () => {};

const VISITOR: Viewer = { id: null, user: null };

export async function createContext(request: Request, env: Cloudflare.Env, purge: Purge = noPurge): Promise<Context> {
  const db = createDb(env.DB);
  const loaders = createLoaders(db);
  const key = secretKey(env);
  const secure = new URL(request.url).protocol === "https:";
  const ctx: Context = {
    env,
    db,
    loaders,
    viewer: VISITOR,
    tokenInvalid: false,
    ip:
      request.headers.get("cf-connecting-ip") ??
      request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
      "local",
    secure,
    cookies: [],
    key,
    now: Date.now(),
    purge,
  };

  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!token) return ctx;
  const claims = await verifySession(token, key);
  // The user must still exist and the token must be of the current generation: logout and
  // password changes bump tokenVersion, which ends every older session.
  const user = claims ? await loaders.user.load(claims.userId) : undefined;
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
    ctx.tokenInvalid = true;
    ctx.cookies.push(clearSessionCookie(secure));
    return ctx;
  }
  ctx.viewer = { id: user.id, user };
  return ctx;
}

export const isInactive = (user: UserRow) => user.state !== "active";
