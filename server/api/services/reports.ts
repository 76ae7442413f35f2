import "server-only";
import { putReport, type ReportInsert } from "@/server/db/queries/reports";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";

/**
 * Keeps a report for the moderators (who read reports_target_idx later). The caller has
 * found the target readable; nothing a page shows changes, so nothing is purged.
 */
export async function submitReport(
  ctx: Context,
  viewer: UserRow,
  target: Pick<ReportInsert, "targetType" | "targetId">,
  reason: ReportInsert["reason"],
) {
  const row = await putReport(ctx.db, { reporterId: viewer.id, ...target, reason }, ctx.now);
  if (!row) throw new Error("submitReport wrote no row.");
  return row;
}
