import "server-only";
import { BROAD_SCOPES } from "@/lib/oauth/scopes";

// Who the site is as an authorization server (RFC 8414): its address, SITE_URL's origin, names
// every endpoint, and an app checks that the `iss` of each authorization response is it
// (RFC 9207), so a response from another server cannot be mixed in.

export function issuer(env: Cloudflare.Env) {
  const site = env.SITE_URL;
  if (!site || !URL.canParse(site)) throw new Error("SITE_URL is not set: OAuth apps are told where the site is");
  return new URL(site).origin;
}

export const METADATA_PATH = "/.well-known/oauth-authorization-server";

export function authorizationServerMetadata(env: Cloudflare.Env) {
  const iss = issuer(env);
  return {
    issuer: iss,
    authorization_endpoint: `${iss}/oauth/authorize`,
    token_endpoint: `${iss}/oauth/token`,
    revocation_endpoint: `${iss}/oauth/revoke`,
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    revocation_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    scopes_supported: BROAD_SCOPES,
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${iss}/`,
  };
}

export function metadataResponse(env: Cloudflare.Env) {
  return Response.json(authorizationServerMetadata(env), {
    headers: { "cache-control": "public, max-age=3600", "access-control-allow-origin": "*" },
  });
}
