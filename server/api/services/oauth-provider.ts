import "server-only";
import { and, eq } from "drizzle-orm";
import { assetPath } from "@/lib/media/paths";
import { covers, isScope, MAX_SCOPES, parseScopeParam } from "@/lib/oauth/scopes";
import { isLoopbackHost } from "@/lib/url/loopback";
import { issuer } from "@/server/auth/oauth/issuer";
import { CHALLENGE, CODE_TTL_MS, newSecret, sha256Hex } from "@/server/auth/oauth/secrets";
import {
  clientByClientId,
  consentWithCode,
  deleteExpiredOAuthRows,
  grantIdsOf,
  insertClient,
  type OAuthClientRow,
  revokeGrants,
  updateClient,
} from "@/server/db/queries/oauth";
import type { UserRow } from "@/server/db/queries/users";
import { assets, GRANT_TYPES, type oauthClients, users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { OAuthAuthorizeInput, PutOAuthClientInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { requireViewer } from "../rules/auth";

// The site as an OAuth 2.1 provider, the API's part: apps registered by admins, and a person's
// consent on /oauth/authorize, which ends in a code sent back to the app. The token and
// revocation endpoints are in server/auth/oauth; the scope check of each call in rules/scopes.ts.

const SWEEP_AFTER_MS = 60 * 60 * 1000;

type Checked = { client: OAuthClientRow; scope: string[]; errorRedirect: string | null; denyRedirect: string };

/** The app's redirect address with these parameters, the state and who answers (RFC 9207). */
function back(ctx: Context, redirectUri: string, params: Record<string, string>, state: string | null | undefined) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (state) url.searchParams.set("state", state);
  url.searchParams.set("iss", issuer(ctx.env));
  return url.toString();
}

/**
 * RFC 6749 §4.1.2.1: an unknown app or an unregistered redirect address is told to the person,
 * never followed (it would make us an open redirector); every other fault goes back to the app.
 */
export async function checkAuthorizationRequest(ctx: Context, input: OAuthAuthorizeInput): Promise<Checked> {
  const client = await clientByClientId(ctx.db, input.clientId);
  if (!client) throw new ApiError("BAD_USER_INPUT", "No app is registered with this client_id.");
  if (!client.redirectUris.includes(input.redirectURI)) {
    throw new ApiError("BAD_USER_INPUT", "The app did not register this redirect address.");
  }
  const fail = (error: string, description: string) =>
    back(ctx, input.redirectURI, { error, error_description: description }, input.state);
  const asked = parseScopeParam(input.scope);
  const scope = (asked.length > 0 ? asked : client.scope).slice(0, MAX_SCOPES);
  const denyRedirect = fail("access_denied", "The person said no.");
  const checked = (errorRedirect: string | null): Checked => ({ client, scope, errorRedirect, denyRedirect });
  if (input.responseType !== "code") {
    return checked(fail("unsupported_response_type", "Only response_type=code is supported."));
  }
  if (!client.grantTypes.includes("authorization_code")) {
    return checked(fail("unauthorized_client", "This app may not use the authorization code grant."));
  }
  if (input.codeChallengeMethod !== "S256" || !input.codeChallenge || !CHALLENGE.test(input.codeChallenge)) {
    return checked(fail("invalid_request", "PKCE is required: code_challenge with code_challenge_method=S256."));
  }
  if (asked.length > MAX_SCOPES || scope.length === 0 || scope.some((s) => !isScope(s) || !covers(client.scope, s))) {
    return checked(fail("invalid_scope", "The app asked for a scope it is not registered for."));
  }
  return checked(null);
}

/** The person agrees: their consent (replacing an earlier one to the same app) and a code. */
export async function authorizeClient(ctx: Context, viewer: UserRow, input: OAuthAuthorizeInput) {
  const { client, scope, errorRedirect } = await checkAuthorizationRequest(ctx, input);
  if (errorRedirect) throw new ApiError("BAD_USER_INPUT", "This authorization request cannot be granted.");
  const code = newSecret("code");
  // codes and tokens whose time is over go as new ones are made: nothing else would sweep them
  await deleteExpiredOAuthRows(ctx.db, ctx.now - SWEEP_AFTER_MS);
  await consentWithCode(
    ctx.db,
    { userId: viewer.id, clientId: client.id, scope },
    {
      codeHash: await sha256Hex(code),
      redirectUri: input.redirectURI,
      // checked above: S256 and well formed
      codeChallenge: input.codeChallenge ?? "",
      expiresAt: ctx.now + CODE_TTL_MS,
    },
  );
  return back(ctx, input.redirectURI, { code }, input.state);
}

export async function revokeAuthorization(ctx: Context, viewer: UserRow, clientId: string) {
  const client = await clientByClientId(ctx.db, clientId);
  const grants = client ? await grantIdsOf(ctx.db, viewer.id, client.id) : [];
  if (grants.length === 0) throw new ApiError("ACTION_FAILED", "This app cannot act for you.");
  await revokeGrants(ctx.db, grants);
  return viewer;
}

const SECRET_LENGTH = { min: 32, max: 200 };

/** An exact address the person is sent back to: https, or plain http on this machine. */
function validRedirect(uri: string) {
  if (uri.length > 500 || !URL.canParse(uri)) return false;
  const url = new URL(uri);
  if (url.hash || url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}

export type PutClientResult = OAuthClientRow & { revealedSecret?: string };

export async function putOAuthClient(ctx: Context, input: PutOAuthClientInput): Promise<PutClientResult> {
  const existing = input.id ? await clientByClientId(ctx.db, input.id) : undefined;
  if (input.id && !existing) throw new ApiError("ENTITY_NOT_FOUND", "No app has this client_id.");
  const fields: Partial<typeof oauthClients.$inferInsert> = {};
  if (input.name != null) fields.name = input.name.trim();
  if (input.name != null && !fields.name) throw new ApiError("BAD_USER_INPUT", "The app needs a name.");
  if (input.description !== undefined) fields.description = input.description?.trim() || null;
  if (input.website !== undefined) {
    if (input.website && !/^https?:\/\//i.test(input.website)) {
      throw new ApiError("BAD_USER_INPUT", "The website must be an http or https address.");
    }
    fields.website = input.website || null;
  }
  if (input.scope != null) {
    const bad = input.scope.find((s) => !isScope(s));
    if (bad !== undefined) throw new ApiError("BAD_USER_INPUT", `"${bad}" is not a scope.`);
    fields.scope = [...new Set(input.scope)];
  }
  if (input.redirectURIs != null) {
    if (input.redirectURIs.length === 0 || !input.redirectURIs.every(validRedirect)) {
      throw new ApiError(
        "BAD_USER_INPUT",
        "Redirect addresses must be https (or http on this machine), without a fragment.",
      );
    }
    fields.redirectUris = [...new Set(input.redirectURIs)];
  }
  if (input.grantTypes != null) {
    if (!input.grantTypes.includes("authorization_code")) {
      throw new ApiError("BAD_USER_INPUT", "An app needs the authorization_code grant.");
    }
    fields.grantTypes = GRANT_TYPES.filter((g) => input.grantTypes?.includes(g));
  }
  if (input.avatar !== undefined) fields.avatar = input.avatar ? await avatarOf(ctx, input.avatar) : null;
  if (input.user !== undefined) fields.userId = input.user ? await personOf(ctx, input.user) : null;
  let revealedSecret: string | undefined;
  if (input.secret != null) {
    if (input.secret.length < SECRET_LENGTH.min || input.secret.length > SECRET_LENGTH.max) {
      throw new ApiError("BAD_USER_INPUT", `A secret has ${SECRET_LENGTH.min} to ${SECRET_LENGTH.max} characters.`);
    }
    revealedSecret = input.secret;
  } else if (!existing) {
    revealedSecret = newSecret("secret");
  }
  if (revealedSecret) {
    fields.secretHash = await sha256Hex(revealedSecret);
    fields.secretHint = revealedSecret.slice(-4);
  }
  const actorId = requireViewer(ctx).id;
  if (existing) {
    const audit = { actorId, ...auditedChange(existing, fields), now: ctx.now };
    const updated = await updateClient(ctx.db, existing, fields, audit);
    if (!updated) throw new ApiError("ENTITY_NOT_FOUND", "No app has this client_id.");
    return { ...updated, revealedSecret };
  }
  if (!fields.name) throw new ApiError("BAD_USER_INPUT", "The app needs a name.");
  if (!fields.redirectUris) throw new ApiError("BAD_USER_INPUT", "The app needs at least one redirect address.");
  const row = {
    clientId: newSecret("secret").slice(4, 28),
    name: fields.name,
    scope: ["query:viewer"],
    grantTypes: [...GRANT_TYPES],
    redirectUris: fields.redirectUris,
    secretHash: fields.secretHash ?? "",
    secretHint: fields.secretHint ?? "",
    ...fields,
  };
  const created = await insertClient(ctx.db, row, { actorId, ...auditedChange(null, row), now: ctx.now });
  if (!created) throw new Error("the app was not written");
  return { ...created, revealedSecret };
}

/**
 * The audit row's before and after of a change to an app: each field given that differs (a new
 * app's all, with nothing before), the secret as "set" (its hash is not the log's business).
 */
function auditedChange(existing: OAuthClientRow | null, fields: Partial<typeof oauthClients.$inferInsert>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === "secretHint") continue;
    const was = existing ? existing[key as keyof OAuthClientRow] : null;
    if (key === "secretHash") {
      if (value === was) continue;
      if (existing) before.secret = "set";
      after.secret = "set";
      continue;
    }
    if (JSON.stringify(value) === JSON.stringify(was)) continue;
    if (existing) before[key] = was ?? null;
    after[key] = value ?? null;
  }
  return { before, after };
}

async function avatarOf(ctx: Context, globalId: string) {
  const id = idOf(globalId, "Asset");
  const [asset] = await ctx.db
    .select({ path: assets.path })
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.type, "oauthClientAvatar"), eq(assets.draft, false)))
    .limit(1);
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
  return assetPath(asset.path);
}

async function personOf(ctx: Context, globalId: string) {
  const id = idOf(globalId, "User");
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  return user.id;
}
