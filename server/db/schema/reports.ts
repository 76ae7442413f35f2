import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

export const REPORT_REASONS = [
  "tort",
  "illegal_advertising",
  "discrimination_insult_hatred",
  "pornography_involving_minors",
  "other",
] as const;

export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id),
    targetType: text("target_type", { enum: ["Article", "Comment", "Moment", "User"] }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
    // when an admin closed the report's group (resolveReports); null while it waits in the queue
    resolvedAt: integer("resolved_at"),
  },
  (t) => [
    // the admins' queue: open reports by target
    index("reports_open_idx").on(t.resolvedAt, t.targetType, t.targetId, t.id),
    index("reports_target_idx").on(t.targetType, t.targetId),
    // one report a reader, target and reason: reporting again changes nothing
    uniqueIndex("reports_reporter_target_reason_unique").on(t.reporterId, t.targetType, t.targetId, t.reason),
  ],
);
