import "server-only";

// Answers of the token and revocation endpoints: JSON never cached (RFC 6749 §5.1), errors in
// RFC 6749 §5.2's words.

export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "unsupported_token_type";

const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

export const oauthJson = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

export function oauthError(error: OAuthErrorCode, description: string) {
  // an app that failed to prove itself is asked to, as HTTP authentication does
  if (error === "invalid_client") {
    return Response.json(
      { error, error_description: description },
      { status: 401, headers: { ...NO_STORE, "www-authenticate": 'Basic realm="oauth"' } },
    );
  }
  return oauthJson({ error, error_description: description }, 400);
}

const MAX_BODY = 8 * 1024;

/** The form body of a POST, or the answer to send instead. */
export async function formBody(request: Request): Promise<URLSearchParams | Response> {
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { allow: "POST" } });
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    return oauthError("invalid_request", "The body must be application/x-www-form-urlencoded.");
  }
  const text = await request.text();
  if (text.length > MAX_BODY) return oauthError("invalid_request", "The body is too long.");
  const body = new URLSearchParams(text);
  // RFC 6749 §3.2: parameters must not repeat
  for (const key of new Set(body.keys())) {
    if (body.getAll(key).length > 1) return oauthError("invalid_request", `${key} is given more than once.`);
  }
  return body;
}
