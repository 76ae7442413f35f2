import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { commentsByIds } from "@/server/db/queries/comments";
import { putCommentReport, putReport, type ReportInsert } from "@/server/db/queries/reports";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";

/** Distinct people whose reports fold a comment on an article by themselves (issue 37). */
export const REPORTERS_TO_FOLD = 3;

/**
 * Keeps a report for the moderators (/admin/reports). The caller has found the target readable.
 * A report of a comment on an article may fold it (after REPORTERS_TO_FOLD distinct people, or
 * at once when the article's author reports it): one conditional write in the report's batch,
 * so simultaneous reports fold it once. Only then does a page change, and is purged.
 */
export async function submitReport(
  ctx: Context,
  viewer: UserRow,
  target: Pick<ReportInsert, "targetType" | "targetId">,
  reason: ReportInsert["reason"],
) {
  const report = { reporterId: viewer.id, ...target, reason };
  const [comment] = target.targetType === "Comment" ? await commentsByIds(ctx.db, [target.targetId]) : [];
  if (comment?.type !== "article") {
    const row = await putReport(ctx.db, report, ctx.now);
    if (!row) throw new Error("submitReport wrote no row.");
    return row;
  }
  const { report: row, folded } = await putCommentReport(ctx.db, report, comment, REPORTERS_TO_FOLD, ctx.now);
  if (!row) throw new Error("submitReport wrote no row.");
  if (folded) {
    const article = await ctx.loaders.article.load(folded.targetId);
    ctx.purge([
      cacheTags.comment(folded.id),
      ...(article ? [cacheTags.article(article.id), cacheTags.articleByHash(article.shortHash)] : []),
    ]);
  }
  return row;
}
