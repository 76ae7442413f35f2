import "server-only";
import { createDb, type Db } from "@/server/db/client";
import {
  grantOf,
  insertTokens,
  type OAuthClientRow,
  type OAuthGrantRow,
  revokeGrants,
  spendCode,
  spendRefreshToken,
} from "@/server/db/queries/oauth";
import { authenticateClient } from "./client-auth";
import { formBody, oauthError, oauthJson } from "./responses";
import { ACCESS_TTL_MS, newSecret, pkceMatches, REFRESH_TTL_MS, sha256Hex } from "./secrets";

// POST /oauth/token (app/oauth/token/route.ts): an app trades an authorization code (with its
// PKCE verifier) or a refresh token for tokens. Each code and refresh token is spent by one
// conditional write, so of two requests with the same one, one spends it; the other finds it
// spent, which means a copy is out there, and revokes the grant whole, tokens the first was
// given included (RFC 6749 §4.1.2, OAuth 2.1 §4.3.1).

export async function handleTokenRequest(request: Request, env: Cloudflare.Env, now = Date.now()) {
  const body = await formBody(request);
  if (body instanceof Response) return body;
  const db = createDb(env.DB);
  const auth = await authenticateClient(db, request, body);
  if ("error" in auth) return oauthError(auth.error, "The app's id and secret were not accepted.");
  const { client } = auth;
  const grantType = body.get("grant_type");
  if (grantType !== "authorization_code" && grantType !== "refresh_token") {
    return oauthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
  }
  if (!client.grantTypes.includes(grantType)) {
    return oauthError("unauthorized_client", `This app may not use ${grantType}.`);
  }
  return grantType === "authorization_code" ? byCode(db, client, body, now) : byRefresh(db, client, body, now);
}

async function byCode(db: Db, client: OAuthClientRow, body: URLSearchParams, now: number) {
  const code = body.get("code");
  const redirectUri = body.get("redirect_uri");
  const verifier = body.get("code_verifier");
  if (!code || !redirectUri || !verifier) {
    return oauthError("invalid_request", "code, redirect_uri and code_verifier are required.");
  }
  const result = await spendCode(db, await sha256Hex(code), now);
  if (result && "replayed" in result) {
    await revokeGrants(db, [result.replayed]);
    return oauthError("invalid_grant", "The code was used already; what it gave is revoked.");
  }
  if (!result) return oauthError("invalid_grant", "The code is unknown or expired.");
  const { spent } = result;
  if (spent.grant.clientId !== client.id) return oauthError("invalid_grant", "The code was issued to another app.");
  if (spent.redirectUri !== redirectUri) return oauthError("invalid_grant", "redirect_uri differs from the request's.");
  if (!(await pkceMatches(verifier, spent.codeChallenge))) {
    return oauthError("invalid_grant", "code_verifier does not match the code challenge.");
  }
  return issue(db, client, spent.grant, now);
}

async function byRefresh(db: Db, client: OAuthClientRow, body: URLSearchParams, now: number) {
  const token = body.get("refresh_token");
  if (!token) return oauthError("invalid_request", "refresh_token is required.");
  const result = await spendRefreshToken(db, await sha256Hex(token), client.id, now);
  if (result && "replayed" in result) {
    await revokeGrants(db, [result.replayed]);
    return oauthError("invalid_grant", "The refresh token was used already; the app's access is revoked.");
  }
  if (!result) return oauthError("invalid_grant", "The refresh token is unknown, expired or revoked.");
  const [grant] = await grantOf(db, result.spent.grantId);
  if (!grant) return oauthError("invalid_grant", "The app's access was revoked.");
  // a refresh can keep what was granted or ask for less; it cannot ask for more
  const asked = body.get("scope")?.split(" ").filter(Boolean) ?? [];
  if (asked.some((scope) => !grant.scope.includes(scope))) {
    return oauthError("invalid_scope", "A refresh cannot widen what the person agreed to.");
  }
  return issue(db, client, grant, now);
}

async function issue(db: Db, client: OAuthClientRow, grant: OAuthGrantRow, now: number) {
  const access = newSecret("access");
  const refresh = client.grantTypes.includes("refresh_token") ? newSecret("refresh") : null;
  const tokens: { tokenHash: string; kind: "access" | "refresh"; expiresAt: number }[] = [
    { tokenHash: await sha256Hex(access), kind: "access", expiresAt: now + ACCESS_TTL_MS },
  ];
  if (refresh) tokens.push({ tokenHash: await sha256Hex(refresh), kind: "refresh", expiresAt: now + REFRESH_TTL_MS });
  try {
    await insertTokens(db, grant.id, tokens, now);
  } catch (error) {
    // revoked meanwhile (a copy of the code or refresh token was used): its tokens cannot be kept
    if ((await grantOf(db, grant.id)).length === 0) return oauthError("invalid_grant", "The app's access was revoked.");
    throw error;
  }
  return oauthJson({
    access_token: access,
    token_type: "Bearer",
    expires_in: ACCESS_TTL_MS / 1000,
    ...(refresh ? { refresh_token: refresh } : {}),
    scope: grant.scope.join(" "),
  });
}
