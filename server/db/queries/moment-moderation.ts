import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { moments } from "../schema";
import { auditWhile } from "./admin-audit";

// Admins taking a moment down (updateMomentState): one conditional write on the state the admin
// saw, with its audit row in the same batch under the same condition and placed before it, so
// of two admins at once one change and one row go in, and a failed change writes no row.

/** The audit row and the UPDATE … RETURNING that archive `momentId`, both only while it is still active. */
export function archiveMomentStatements(
  db: Db,
  change: { actorId: number; momentId: number; now: number },
): [Statement, Statement] {
  const stillActive = and(eq(moments.id, change.momentId), eq(moments.state, "active"));
  const audit = auditWhile(
    db,
    {
      actorId: change.actorId,
      action: "updateMomentState",
      targetType: "Moment",
      targetId: moments.id,
      before: { state: "active" },
      after: { state: "archived" },
      now: change.now,
    },
    moments,
    stillActive,
  );
  const write = db.update(moments).set({ state: "archived" }).where(stillActive).returning();
  return [audit, write];
}
