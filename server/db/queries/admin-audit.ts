import "server-only";
import { type AnyColumn, and, count, desc, eq, lt, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { type AUDIT_TARGET_TYPES, adminAudit } from "../schema";

// The admins' audit log (server/db/schema/admin.ts). Rows are written by the statements of the
// actions themselves, inside their batches (auditWhile); this module also reads them back,
// newest first.

export type AuditRow = typeof adminAudit.$inferSelect;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export type AuditTarget = { type: AuditTargetType; id: number };

/** A row's before or after: a value stored as JSON, or SQL that makes the JSON from the row. */
type AuditValue = object | SQL;

export type AuditWrite = {
  /** Null when the site acted by itself (a ban's end). */
  actorId: number | null;
  action: string;
  /** One of AUDIT_TARGET_TYPES, or SQL that picks one for each row found. */
  targetType: AuditTargetType | SQL;
  /** A column of the rows found, or SQL. */
  targetId: AnyColumn | SQL;
  before: AuditValue;
  after: AuditValue;
  now: number | SQL;
};

const asJson = (value: AuditValue) => (value instanceof SQL ? value : sql`${JSON.stringify(value)}`);

/**
 * The audit rows of an action: one for each row of `from` that `where` finds as the statement
 * runs. Placed in the action's batch before the action's own write, with the write's
 * condition, it sees the rows the write will change: an action someone else took first, or
 * one that fails, writes none.
 */
export function auditWhile(db: Db, entry: AuditWrite, from: SQLiteTable | SQL, where: SQL | undefined) {
  return db.insert(adminAudit).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        actorId: sql`${entry.actorId}`.as("actor_id"),
        action: sql`${entry.action}`.as("action"),
        targetType: sql`${entry.targetType}`.as("target_type"),
        targetId: sql`${entry.targetId}`.as("target_id"),
        before: asJson(entry.before).as("before"),
        after: asJson(entry.after).as("after"),
        createdAt: sql`${entry.now}`.as("created_at"),
      })
      .from(from)
      .where(where),
  );
}

const onTarget = (target: AuditTarget | null): SQL | undefined =>
  target ? and(eq(adminAudit.targetType, target.type), eq(adminAudit.targetId, target.id)) : undefined;

/** Up to `limit` rows older than the row `beforeId` (all, or one target's), newest first. */
export function auditPage(db: Db, target: AuditTarget | null, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(adminAudit)
    .where(and(onTarget(target), beforeId == null ? undefined : lt(adminAudit.id, beforeId)))
    .orderBy(desc(adminAudit.id))
    .limit(limit);
}

export async function auditCount(db: Db, target: AuditTarget | null) {
  const [row] = await db.select({ n: count() }).from(adminAudit).where(onTarget(target));
  return row?.n ?? 0;
}
