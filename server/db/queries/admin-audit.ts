import "server-only";
import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { type AUDIT_TARGET_TYPES, adminAudit } from "../schema";

// The admins' audit log (server/db/schema/admin.ts). Rows are written by the statements of the
// actions themselves (server/db/queries/user-states.ts), inside their batches; this module
// reads them back, newest first.

export type AuditRow = typeof adminAudit.$inferSelect;
export type AuditTarget = { type: (typeof AUDIT_TARGET_TYPES)[number]; id: number };

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
