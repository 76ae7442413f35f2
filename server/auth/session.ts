import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { jwtVerify, SignJWT } from "jose";
import { COOKIE_MAX_AGE, LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE, SESSION_COOKIE } from "@/lib/cookies/names";

// All session code lives here: the token in the HttpOnly cookie, its signing key, and the
// cookies that carry it and the saved language.

/** A session lives as long as its cookie. */
export const SESSION_MAX_AGE = COOKIE_MAX_AGE;

/** A token names its user and its session row; the row is what logout deletes. */
export type SessionClaims = { userId: number; sessionId: string };

/** 128 random bits, base64url: the id of a new session row. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function secretKey(env: { JWT_SECRET?: string }): Uint8Array {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) {
    // Never fall back to a built-in key: anyone could forge sessions with it.
    throw new Error("JWT_SECRET is not set (32+ characters). `npm run db:prepare` writes a local one.");
  }
  return new TextEncoder().encode(env.JWT_SECRET);
}

export async function signSession(claims: SessionClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_MAX_AGE}s`)
    .sign(key);
}

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifySession(token: string, key: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId < 1 || typeof sessionId !== "string" || !sessionId) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/**
 * The session token the request's Cookie header carries, if any. A value that is not valid
 * percent-encoding comes back as written, so the token check refuses it and the cookie is cleared.
 */
export function readSessionCookie(header: string | null): string | undefined {
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

/** Every cookie here is the whole site's, sent on top-level navigations from elsewhere (Lax). */
function setCookie(name: string, value: string, options: { maxAge: number; httpOnly: boolean; secure: boolean }) {
  return stringifySetCookie({ name, value, path: "/", sameSite: "lax", ...options });
}

export function sessionCookie(token: string, secure: boolean): string {
  return setCookie(SESSION_COOKIE, token, { maxAge: SESSION_MAX_AGE, httpOnly: true, secure });
}

export function clearSessionCookie(secure: boolean): string {
  return setCookie(SESSION_COOKIE, "", { maxAge: 0, httpOnly: true, secure });
}

/**
 * The account's language for this device: the language cookie the middleware reads, and the
 * note of which saved language the device last heard (lib/cookies/names.ts). Both readable by
 * the page, which keeps them in step when the language is saved elsewhere.
 */
export function languageCookies(language: string, secure: boolean): string[] {
  const options = { maxAge: SESSION_MAX_AGE, httpOnly: false, secure };
  return [setCookie(LANGUAGE_COOKIE, language, options), setCookie(SAVED_LANGUAGE_COOKIE, language, options)];
}
