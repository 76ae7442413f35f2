import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

// ActivityPub (server/federation/): who opted in, the actors' keys, Fedify's key-value store,
// remote followers and the deliveries that ran out of retries. Opt-in only: a user or article
// without a row is not federated (the author's default is "disabled", the article's "inherit").

export const FEDERATION_AUTHOR_STATES = ["enabled", "disabled"] as const;
export const FEDERATION_ARTICLE_STATES = ["inherit", "enabled", "disabled"] as const;

/** An author's choice (setViewerFederationSetting): with "enabled" they are an ActivityPub actor. */
export const federationUserSettings = sqliteTable("federation_user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  state: text("state", { enum: FEDERATION_AUTHOR_STATES }).notNull(),
  // who set it last: the author, or an admin (putUserFederationSetting, later)
  updatedBy: integer("updated_by").references(() => users.id),
  updatedAt: updatedAt(),
});

/** One article's choice against its author's (setArticleFederationSetting). */
export const federationArticleSettings = sqliteTable("federation_article_settings", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id),
  state: text("state", { enum: FEDERATION_ARTICLE_STATES }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * An actor's key pairs as JWKs, one per algorithm (RSASSA-PKCS1-v1_5 for draft-cavage HTTP
 * Signatures, Ed25519 for object integrity proofs), made on first need. The primary key makes
 * two simultaneous first requests keep one pair: the second insert does nothing and both read
 * the row that won.
 */
export const federationKeys = sqliteTable(
  "federation_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    algorithm: text("algorithm", { enum: ["RSASSA-PKCS1-v1_5", "Ed25519"] }).notNull(),
    privateJwk: text("private_jwk", { mode: "json" }).$type<JsonWebKey>().notNull(),
    publicJwk: text("public_jwk", { mode: "json" }).$type<JsonWebKey>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.algorithm] })],
);

/**
 * Fedify's KvStore (server/federation/kv.ts): its caches of remote documents and keys, and the
 * inbox's idempotence marks. `key` is the JSON of Fedify's key array; `expires_at` null: kept.
 */
export const federationKv = sqliteTable(
  "federation_kv",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at"),
  },
  (t) => [index("federation_kv_expires_idx").on(t.expiresAt)],
);

/** A remote actor following an author here (an accepted Follow), with where to deliver to them. */
export const federationFollowers = sqliteTable(
  "federation_followers",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    actorUri: text("actor_uri").notNull(),
    // the Follow's id, so an Undo of it finds the row
    followUri: text("follow_uri"),
    inbox: text("inbox").notNull(),
    sharedInbox: text("shared_inbox"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("federation_followers_user_actor_unique").on(t.userId, t.actorUri),
    index("federation_followers_user_created_idx").on(t.userId, t.createdAt, t.id),
    // the followers behind an inbox that answered it is gone (server/federation/consume.ts)
    index("federation_followers_inbox_idx").on(t.inbox),
    index("federation_followers_shared_inbox_idx").on(t.sharedInbox),
  ],
);

export const FEDERATION_DEAD_LETTER_STATUSES = ["open", "replayed", "resolved"] as const;

/**
 * A queued federation task (a delivery, an inbox activity) that failed its every retry: kept for
 * the admin to replay or resolve (the gateway dashboard, server/api/services/fediverse-gateway.ts).
 * `status`: open until an admin replays it (sent again as a new delivery) or resolves it with a
 * reason; `resolved_at`/`resolved_by` say when and who, either way.
 */
export const federationDeadLetters = sqliteTable(
  "federation_dead_letters",
  {
    id: id(),
    queue: text("queue").notNull(),
    body: text("body", { mode: "json" }).notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull(),
    resolvedAt: integer("resolved_at"),
    status: text("status", { enum: FEDERATION_DEAD_LETTER_STATUSES }).notNull().default("open"),
    resolution: text("resolution"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("federation_dead_letters_created_idx").on(t.createdAt, t.id)],
);
