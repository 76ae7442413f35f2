import "server-only";
import { createDb } from "@/server/db/client";
import { deleteToken, revokeGrants, tokenOfClient } from "@/server/db/queries/oauth";
import { authenticateClient } from "./client-auth";
import { formBody, oauthError } from "./responses";
import { sha256Hex } from "./secrets";

// POST /oauth/revoke (RFC 7009): an app gives a token back. An access token ends alone; a
// refresh token ends the whole grant, its access tokens with it (§2.1). A token that is
// unknown, or another app's, gets the same 200 as a revoked one: the answer tells nothing.

export async function handleRevocationRequest(request: Request, env: Cloudflare.Env) {
  const body = await formBody(request);
  if (body instanceof Response) return body;
  const db = createDb(env.DB);
  const auth = await authenticateClient(db, request, body);
  if ("error" in auth) return oauthError(auth.error, "The app's id and secret were not accepted.");
  const token = body.get("token");
  if (!token) return oauthError("invalid_request", "token is required.");
  const found = await tokenOfClient(db, await sha256Hex(token), auth.client.id);
  if (found?.kind === "refresh") await revokeGrants(db, [found.grantId]);
  else if (found) await deleteToken(db, found.id);
  return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
}
