import "server-only";
import { PREFIX } from "./secrets";

/**
 * The token a request carries instead of the session cookie: `Authorization: Bearer …`
 * (RFC 6750), or upstream's `x-access-token`, which its own clients fill with a session token
 * and apps with an OAuth one. Told apart by the OAuth token's prefix.
 */
export function bearerToken(request: Request): { oauth: string } | { session: string } | null {
  const authorization = request.headers.get("authorization");
  const token = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? request.headers.get("x-access-token")?.trim();
  if (!token) return null;
  return token.startsWith(PREFIX.access) ? { oauth: token } : { session: token };
}
