import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";

export const USER_STATES = ["active", "banned", "archived", "frozen"] as const;
export const USER_ROLES = ["user", "admin"] as const;
export const LANGUAGES = ["en", "zh_hans", "zh_hant"] as const;
export const CURRENCIES = ["HKD", "TWD", "USD"] as const;
export const BADGE_TYPES = [
  "seed",
  "golden_motor",
  "architect",
  "grand_slam",
  "community_watch",
  "carbon_based",
  "nomad1",
  "nomad2",
  "nomad3",
  "nomad4",
] as const;

export const users = sqliteTable(
  "users",
  {
    id: id(),
    userName: text("user_name"),
    // The name's confusable skeleton (lib/text/user-name.ts, Unicode TS #39): one holder each, so
    // "aIice" cannot stand beside "alice". Triggers write it with every name (migration 0027),
    // so a row just inserted or updated through RETURNING does not show it yet.
    userNameSkeleton: text("user_name_skeleton"),
    displayName: text("display_name"),
    description: text("description"),
    avatar: text("avatar"),
    profileCover: text("profile_cover"),
    email: text("email"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    passwordHash: text("password_hash"),
    paymentPasswordHash: text("payment_password_hash"),
    state: text("state", { enum: USER_STATES }).notNull().default("active"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    // When a ban given for some days ends (midnight UTC+8 after them): the scheduled job lifts
    // it then. Null for a ban with no end, and whenever the person is not banned.
    banEndsAt: integer("ban_ends_at"),
    language: text("language", { enum: LANGUAGES }).notNull().default("zh_hant"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    // The linked wallet (Sign-In with Ethereum), lower case: one a person, one person a wallet.
    ethAddress: text("eth_address"),
    // Whether the account was made by signing in with its wallet (UserInfo.isWalletAuth).
    walletSignup: integer("wallet_signup", { mode: "boolean" }).notNull().default(false),
    likerId: text("liker_id"),
    civicLiker: integer("civic_liker", { mode: "boolean" }).notNull().default(false),
    // JSON array of badge types (architect, nomad1 …): written and listed by server/db/queries/badges.ts alone.
    badges: text("badges", { mode: "json" }).$type<(typeof BADGE_TYPES)[number][]>().notNull().default(sql`'[]'`),
    agreeOn: integer("agree_on"),
    // The referral code the account was signed up with (the `?referral=` of its first visit).
    referralCode: text("referral_code"),
    // An Interledger payment pointer ($wallet.example/alice) the person receives payments at.
    paymentPointer: text("payment_pointer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_user_name_unique").on(sql`lower(${t.userName})`),
    uniqueIndex("users_user_name_skeleton_unique").on(t.userNameSkeleton),
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_eth_address_unique").on(t.ethAddress),
    uniqueIndex("users_liker_id_unique").on(t.likerId),
    index("users_state_created_idx").on(t.state, t.createdAt),
    // the scheduled job's bans that ran out
    index("users_ban_ends_idx").on(t.banEndsAt),
    // UserStatus.totalReferredCount: the accounts a person's referral link brought
    index("users_referral_code_idx").on(t.referralCode),
  ],
);

export const userFeatureFlags = sqliteTable(
  "user_feature_flags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const userRestrictions = sqliteTable(
  "user_restrictions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    // articleHottest, articleNewest: the feeds the user's work is kept out of
    type: text("type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The seeding users (toggleSeedingUsers): features flagged `seeding` are on for them and for admins. */
export const seedingUsers = sqliteTable("seeding_users", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  createdAt: createdAt(),
});
