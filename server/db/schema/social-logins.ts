import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/** The providers a person can sign in with (the contract's SocialAccountType, less the refused ones). */
export const SOCIAL_PROVIDERS = ["Google", "Twitter"] as const;
/** The providers a round trip goes to: the sign-in ones, and LikeCoin, whose account gives a Liker ID. */
export const ROUND_PROVIDERS = [...SOCIAL_PROVIDERS, "LikeCoin"] as const;
/** Why a provider round trip was started: signing in (or up), or linking to the signed-in account. */
export const SOCIAL_LOGIN_PURPOSES = ["login", "connect"] as const;

// A provider's account linked to one of ours: one a provider per person, one person an account.
export const socialAccounts = sqliteTable(
  "social_accounts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: SOCIAL_PROVIDERS }).notNull(),
    /** The provider's stable id for the person (OpenID Connect's `sub`, Twitter's user id). */
    subject: text("subject").notNull(),
    /** What the provider called the person when they last signed in: shown in settings. */
    userName: text("user_name"),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("social_accounts_subject_unique").on(t.provider, t.subject),
    uniqueIndex("social_accounts_user_provider_unique").on(t.userId, t.provider),
  ],
);

/**
 * One round trip to a provider (generateSocialLoginUrl → the provider → /callback/[provider] →
 * socialLogin or addSocialLogin). The browser that started it holds `state` in a signed cookie;
 * the PKCE verifier and the OpenID nonce never leave the server. Spent once, within 10 minutes.
 */
export const socialLoginRequests = sqliteTable(
  "social_login_requests",
  {
    id: id(),
    state: text("state").notNull(),
    provider: text("provider", { enum: ROUND_PROVIDERS }).notNull(),
    purpose: text("purpose", { enum: SOCIAL_LOGIN_PURPOSES }).notNull(),
    /** Who asked to link (connect): the account the provider's is linked to, whoever calls back. */
    userId: integer("user_id").references(() => users.id),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("social_login_requests_state_unique").on(t.state),
    index("social_login_requests_expires_idx").on(t.expiresAt),
  ],
);
