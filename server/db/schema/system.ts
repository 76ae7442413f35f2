import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";

// The contract's FeatureName, in its order. Append only: an audit row names a feature by its
// place in this list (featureAuditId), since the log's target ids are numbers.
export const FEATURE_NAMES = [
  "add_credit",
  "payment",
  "payout",
  "verify_appreciate",
  "fingerprint",
  "tag_adoption",
  "circle_management",
  "circle_interact",
  "spam_detection",
  "discovery_spam_filter",
  "topic_channel_spam_filter",
  "article_channel",
  "hottest_moment_feed",
  "discovery_probation",
  "spam_ring_restriction",
  "moment_tag",
  "moment_tag_display",
] as const;

/** Who a feature is on for: everyone, nobody, admins, or admins and the seeding users. */
export const FEATURE_FLAGS = ["on", "off", "admin", "seeding"] as const;

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  () => [],
);

/**
 * The checks (of a password, a code) running under a `failures` limit, one row each: a row's
 * place is held until its check ends and deletes it, or, for a check whose worker died before
 * it ended, until `started_at` is a lease old (RUNNING_CHECK_LEASE_MS). A count would hold a
 * dead check's place until the window ends.
 */
export const rateLimitChecks = sqliteTable(
  "rate_limit_checks",
  {
    key: text("key").notNull(),
    id: text("id").notNull(),
    startedAt: integer("started_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.id] }), index("rate_limit_checks_started_idx").on(t.key, t.startedAt)],
);

export const features = sqliteTable("features", {
  name: text("name", { enum: FEATURE_NAMES }).primaryKey(),
  flag: text("flag", { enum: FEATURE_FLAGS }).notNull().default("off"),
  value: real("value"),
  updatedAt: updatedAt(),
});
