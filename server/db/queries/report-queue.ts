import "server-only";
import { and, count, countDistinct, desc, eq, isNull, lt, max, sql } from "drizzle-orm";
import type { Db } from "../client";
import { reports } from "../schema";
import { auditWhile } from "./admin-audit";
import type { ReportRow } from "./reports";

// The admins' queue of open reports (resolved_at null), one group per reported thing, the group
// with the newest report first. Resolving a group closes its open reports and writes its audit
// row in one batch, the row only while there are open reports to close.

export type ReportTarget = { type: ReportRow["targetType"]; id: number };

const open = (target: ReportTarget) =>
  and(isNull(reports.resolvedAt), eq(reports.targetType, target.type), eq(reports.targetId, target.id));

/** Up to `limit` groups whose newest open report is older than the report `beforeId`. */
export function reportGroupsPage(db: Db, beforeId: number | null, limit: number) {
  const latest = max(reports.id);
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      latestId: sql<number>`${latest}`.mapWith(Number),
      latestAt: sql<number>`max(${reports.createdAt})`.mapWith(Number),
      reports: count(),
      reporters: countDistinct(reports.reporterId),
      reasons: sql<string>`group_concat(DISTINCT ${reports.reason})`,
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .having(beforeId == null ? undefined : lt(latest, beforeId))
    .orderBy(desc(latest))
    .limit(limit);
}

export type ReportGroupRow = Awaited<ReturnType<typeof reportGroupsPage>>[number];

export async function reportGroupsCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${reports.targetType} || ':' || ${reports.targetId})`.mapWith(Number) })
    .from(reports)
    .where(isNull(reports.resolvedAt));
  return row?.n ?? 0;
}

/**
 * Closes a target's open reports, with the admin's audit row (how many it closed) placed first
 * so it counts the rows the UPDATE will close, and written only when there are some.
 */
export async function resolveReportGroup(db: Db, actorId: number, target: ReportTarget, now: number) {
  const openCount = sql`(SELECT count(*) FROM ${reports} WHERE ${open(target)})`;
  const audit = auditWhile(
    db,
    {
      actorId,
      action: "resolveReports",
      targetType: target.type,
      targetId: sql`${target.id}`,
      before: sql`json_object('openReports', ${openCount})`,
      after: { openReports: 0 },
      now,
    },
    sql`(SELECT 1)`,
    sql`${openCount} > 0`,
  );
  const close = db.update(reports).set({ resolvedAt: now }).where(open(target)).returning({ id: reports.id });
  const [, closed] = await db.batch([audit, close]);
  return closed.length;
}
