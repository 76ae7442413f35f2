import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { adminAudit, moments } from "../schema";

// Admins taking a moment down (updateMomentState): one conditional write on the state the admin
// saw, with its audit row in the same batch under the same condition and placed before it, so
// of two admins at once one change and one row go in, and a failed change writes no row.

/** The audit row and the UPDATE … RETURNING that archive `momentId`, both only while it is still active. */
export function archiveMomentStatements(
  db: Db,
  change: { actorId: number; momentId: number; now: number },
): [Statement, Statement] {
  const stillActive = and(eq(moments.id, change.momentId), eq(moments.state, "active"));
  const audit = db.insert(adminAudit).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        actorId: sql`${change.actorId}`.as("actor_id"),
        action: sql`'updateMomentState'`.as("action"),
        targetType: sql`'Moment'`.as("target_type"),
        targetId: moments.id,
        before: sql`${JSON.stringify({ state: "active" })}`.as("before"),
        after: sql`${JSON.stringify({ state: "archived" })}`.as("after"),
        createdAt: sql`${change.now}`.as("created_at"),
      })
      .from(moments)
      .where(stillActive),
  );
  const write = db.update(moments).set({ state: "archived" }).where(stillActive).returning();
  return [audit, write];
}
