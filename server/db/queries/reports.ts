import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { reports } from "../schema";

export type ReportRow = typeof reports.$inferSelect;
export type ReportInsert = Pick<typeof reports.$inferInsert, "reporterId" | "targetType" | "targetId" | "reason">;

/** Keeps a report; the same reader, target and reason again answers the report already kept. */
export async function putReport(db: Db, report: ReportInsert, now: number) {
  const [row] = await db
    .insert(reports)
    .values({ ...report, createdAt: now })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId, reports.reason],
      // a no-op update, so RETURNING answers the existing row
      set: { reason: sql`excluded.reason` },
    })
    .returning();
  return row;
}

export async function reportById(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}
