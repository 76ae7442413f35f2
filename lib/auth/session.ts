import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { SESSION_COOKIE } from "@/lib/url/session-cookie";

// All session code lives here: the token in the HttpOnly cookie, its signing key, and the
// cookies that carry it and the saved language.

export { SESSION_COOKIE };
export const LANGUAGE_COOKIE = "__language";
export const SESSION_MAX_AGE = 90 * 24 * 60 * 60; // 90 days, in seconds

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

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw; // badly encoded: left as is, so the token check refuses it
      }
    }
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge: number; httpOnly: boolean; secure: boolean },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${options.maxAge}`,
    "SameSite=Lax",
    options.httpOnly ? "HttpOnly" : "",
    options.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, { maxAge: SESSION_MAX_AGE, httpOnly: true, secure });
}

export function clearSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0, httpOnly: true, secure });
}

/** Readable by the page, so the middleware and the language switch agree with the account. */
export function languageCookie(language: string, secure: boolean): string {
  return serializeCookie(LANGUAGE_COOKIE, language, { maxAge: SESSION_MAX_AGE, httpOnly: false, secure });
}
