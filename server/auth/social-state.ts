import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { jwtVerify, SignJWT } from "jose";
import { SOCIAL_STATE_COOKIE } from "@/lib/cookies/names";

// Binds a provider round trip to the browser that started it: the round's state, signed with the
// session key and kept in an HttpOnly cookie. A callback opened in another browser (a link an
// attacker sends, to sign the victim into the attacker's account) carries no such cookie.

/** A round lasts as long as its row: 10 minutes to choose an account at the provider. */
export const SOCIAL_ROUND_TTL_S = 10 * 60;
const AUDIENCE = "social-login-state";

export async function socialStateCookie(state: string, key: Uint8Array, secure: boolean) {
  const token = await new SignJWT({ st: state })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SOCIAL_ROUND_TTL_S}s`)
    .sign(key);
  return stringifySetCookie({
    name: SOCIAL_STATE_COOKIE,
    value: token,
    path: "/",
    // Lax: the provider's redirect back is a top-level navigation from its site
    sameSite: "lax",
    httpOnly: true,
    secure,
    maxAge: SOCIAL_ROUND_TTL_S,
  });
}

export function clearSocialStateCookie(secure: boolean) {
  return stringifySetCookie({
    name: SOCIAL_STATE_COOKIE,
    value: "",
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    maxAge: 0,
  });
}

/** The state this browser started, when its cookie is ours and still fresh. */
export async function browserState(cookieHeader: string | null, key: Uint8Array): Promise<string | null> {
  const token = cookieHeader ? parseCookie(cookieHeader)[SOCIAL_STATE_COOKIE] : undefined;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], audience: AUDIENCE });
    return typeof payload.st === "string" ? payload.st : null;
  } catch {
    return null;
  }
}
