import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

// The site as an OAuth 2.1 authorization server: the apps admins registered, the codes and
// tokens they were given, and each person's consent to an app (a grant). Every secret, code and
// token is stored as its SHA-256 only: a copy of the database signs no one in.

export const GRANT_TYPES = ["authorization_code", "refresh_token"] as const;
export const OAUTH_TOKEN_KINDS = ["access", "refresh"] as const;

export const oauthClients = sqliteTable(
  "oauth_clients",
  {
    id: id(),
    /** What the app sends as client_id: random, so ids say nothing about how many apps there are. */
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    website: text("website"),
    /** The avatar upload's path (an oauthClientAvatar asset), as circles keep theirs. */
    avatar: text("avatar"),
    /** JSON arrays of strings. */
    scope: text("scope", { mode: "json" }).$type<string[]>().notNull(),
    redirectUris: text("redirect_uris", { mode: "json" }).$type<string[]>().notNull(),
    grantTypes: text("grant_types", { mode: "json" }).$type<(typeof GRANT_TYPES)[number][]>().notNull(),
    secretHash: text("secret_hash").notNull(),
    /** The secret's last four characters, so an admin can tell which one an app was given. */
    secretHint: text("secret_hint").notNull(),
    /** Who builds the app (the contract's OAuthClient.user). */
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("oauth_clients_client_id_unique").on(t.clientId)],
);

/** A person's consent to one app, with the scopes they agreed to; revoking it ends every token. */
export const oauthGrants = sqliteTable(
  "oauth_grants",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    clientId: integer("client_id")
      .notNull()
      .references(() => oauthClients.id),
    scope: text("scope", { mode: "json" }).$type<string[]>().notNull(),
    /** The last time one of its tokens was accepted or refreshed: shown in settings. */
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("oauth_grants_user_client_unique").on(t.userId, t.clientId)],
);

/** An authorization code: spent once, within 10 minutes, by the app and redirect it was issued to. */
export const oauthCodes = sqliteTable(
  "oauth_codes",
  {
    id: id(),
    codeHash: text("code_hash").notNull(),
    grantId: integer("grant_id")
      .notNull()
      .references(() => oauthGrants.id),
    redirectUri: text("redirect_uri").notNull(),
    /** PKCE, S256 only: base64url(SHA-256(verifier)). */
    codeChallenge: text("code_challenge").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("oauth_codes_hash_unique").on(t.codeHash), index("oauth_codes_expires_idx").on(t.expiresAt)],
);

/**
 * Access and refresh tokens. A refresh token is spent when used (`rotatedAt`); presenting a spent
 * one again means it was copied, and the whole grant is revoked.
 */
export const oauthTokens = sqliteTable(
  "oauth_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind", { enum: OAUTH_TOKEN_KINDS }).notNull(),
    grantId: integer("grant_id")
      .notNull()
      .references(() => oauthGrants.id),
    expiresAt: integer("expires_at").notNull(),
    rotatedAt: integer("rotated_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_tokens_hash_unique").on(t.tokenHash),
    index("oauth_tokens_grant_idx").on(t.grantId),
    index("oauth_tokens_expires_idx").on(t.expiresAt),
  ],
);
