import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { articles, comments, reports } from "../schema";
import { recountTarget } from "./comment-writes";
import type { CommentRow } from "./comments";

export type ReportRow = typeof reports.$inferSelect;
export type ReportInsert = Pick<typeof reports.$inferInsert, "reporterId" | "targetType" | "targetId" | "reason">;

/** Keeps a report; the same reader, target and reason again answers the report already kept. */
export async function putReport(db: Db, report: ReportInsert, now: number) {
  const [row] = await putReportStatement(db, report, now);
  return row;
}

function putReportStatement(db: Db, report: ReportInsert, now: number) {
  return db
    .insert(reports)
    .values({ ...report, createdAt: now })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId, reports.reason],
      // a no-op update, so RETURNING answers the existing row
      set: { reason: sql`excluded.reason` },
    })
    .returning();
}

/**
 * Keeps a report of a comment on an article and, in the same batch, folds the comment when
 * enough distinct people have reported it since an admin last resolved its reports (the count
 * taken inside the UPDATE's WHERE, after the report went in) or when the reporter wrote the article. Answers the report, and the
 * comment when this report folded it.
 */
export async function putCommentReport(
  db: Db,
  report: ReportInsert,
  comment: Pick<CommentRow, "id" | "type" | "targetId">,
  reportersToFold: number,
  now: number,
) {
  const reporters = sql`(SELECT count(DISTINCT ${reports.reporterId}) FROM ${reports}
    WHERE ${reports.targetType} = 'Comment' AND ${reports.targetId} = ${comment.id} AND ${reports.resolvedAt} IS NULL)`;
  const articleAuthor = sql`(SELECT ${articles.authorId} FROM ${articles} WHERE ${articles.id} = ${comments.targetId})`;
  const fold = db
    .update(comments)
    .set({ state: "collapsed", updatedAt: now })
    .where(
      and(
        eq(comments.id, comment.id),
        eq(comments.type, "article"),
        eq(comments.state, "active"),
        sql`(${reporters} >= ${reportersToFold} OR ${articleAuthor} = ${report.reporterId})`,
      ),
    )
    .returning();
  const statements: Statement[] = [putReportStatement(db, report, now), fold];
  const recount = recountTarget(db, comment.type, comment.targetId);
  if (recount) statements.push(recount);
  const [first, ...rest] = statements;
  const [kept, folded] = (await db.batch([first as Statement, ...rest])) as [ReportRow[], CommentRow[]];
  return { report: kept[0], folded: folded[0] };
}

export async function reportById(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}
