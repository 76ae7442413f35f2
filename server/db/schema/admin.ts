import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/** What an audit row is about: the kinds of thing admins act on. */
export const AUDIT_TARGET_TYPES = [
  "User",
  "Comment",
  "Article",
  "Moment",
  "OAuthClient",
  "Feature",
  "TopicChannel",
  "CurationChannel",
  "Tag",
  "IcymiTopic",
  "Announcement",
  // the fediverse gateway (issue 38): a dead letter's id, a federation report's id, and an
  // instance block's rowid (its domain is in the row's before/after)
  "FediverseDeadLetter",
  "FediverseReport",
  "FediverseDomainBlock",
] as const;

/**
 * The admins' audit log: one row per admin action, written in the same db.batch() as the action,
 * so an action that fails leaves no row and a row always names a change that happened. `before`
 * and `after` hold only the fields the action changed (JSON objects). A row with no actor was
 * written by the site itself (a ban that ran out, lifted by the scheduled job).
 */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: id(),
    actorId: integer("actor_id").references(() => users.id),
    // the mutation's name (updateUserState …), or the job's (liftExpiredBans)
    action: text("action").notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: integer("target_id").notNull(),
    before: text("before", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  // the log is read newest first (by id), whole or for one target
  (t) => [index("admin_audit_target_idx").on(t.targetType, t.targetId, t.id)],
);
