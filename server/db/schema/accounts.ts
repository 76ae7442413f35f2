import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const VERIFICATION_CODE_TYPES = ["register", "email_otp", "email_verify", "payment_password_reset"] as const;
/** The contract's SigningMessagePurpose. */
export const SIGNING_MESSAGE_PURPOSES = ["airdrop", "connect", "signup", "login", "claimLogbook"] as const;
export const VERIFICATION_CODE_STATES = ["active", "inactive", "verified", "used", "expired"] as const;

// One row a signed-in device: a session token names its row, so logout ends that device
// alone and a password change can end every other one.
export const sessions = sqliteTable(
  "sessions",
  {
    // random, not guessable; a token is only valid when signed by us and naming a live row
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    // when the device last used the session, refreshed at most every few minutes (the devices list)
    lastSeenAt: integer("last_seen_at"),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.expiresAt)],
);

// Each change of an account's email, kept to count them (changeEmailTimesLeft) and to say
// which address it was before.
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    emailBefore: text("email_before"),
    emailAfter: text("email_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId, t.createdAt)],
);

export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: id(),
    email: text("email").notNull(),
    type: text("type", { enum: VERIFICATION_CODE_TYPES }).notNull(),
    // SHA-256 of the code, keyed by the session secret: a leaked table reveals no codes.
    codeHash: text("code_hash").notNull(),
    state: text("state", { enum: VERIFICATION_CODE_STATES }).notNull().default("active"),
    attempts: integer("attempts").notNull().default(0),
    userId: integer("user_id").references(() => users.id),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_email_type_idx").on(t.email, t.type, t.createdAt)],
);

/**
 * The Sign-In with Ethereum messages we issued (generateSigningMessage): a signature counts only
 * for a message of ours, for its address and purpose, before it expires, and once.
 */
export const signingMessages = sqliteTable(
  "signing_messages",
  {
    id: id(),
    nonce: text("nonce").notNull(),
    /** Lower case. */
    address: text("address").notNull(),
    purpose: text("purpose", { enum: SIGNING_MESSAGE_PURPOSES }).notNull(),
    chainId: integer("chain_id").notNull(),
    /** The EIP-4361 text exactly as issued: what comes back signed must be this. */
    message: text("message").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** When a login, sign-up or link spent it; a used message is refused. */
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("signing_messages_nonce_unique").on(t.nonce),
    index("signing_messages_expires_idx").on(t.expiresAt),
  ],
);
