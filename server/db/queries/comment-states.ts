import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { type COMMENT_STATES, comments } from "../schema";
import { auditWhile } from "./admin-audit";
import { recountTarget } from "./comment-writes";
import type { CommentRow } from "./comments";

// A comment's moderation state (active, collapsed, banned), set by admins and by the authors of
// what it is on (updateCommentsState). Each change is one conditional write on the state the
// caller saw; an admin's change has its audit row in the same batch under the same condition,
// placed before the UPDATE so it sees the rows the UPDATE will.

export type CommentState = (typeof COMMENT_STATES)[number];

/**
 * The statements that move one comment from `comment.state` to `to`: the audit row (when an
 * admin acts), the UPDATE … RETURNING, and the recount of the article's or moment's
 * commentCount (which counts active comments only).
 */
export function setCommentStateStatements(
  db: Db,
  change: { actorId: number | null; comment: CommentRow; to: CommentState; now: number; audit: boolean },
): Statement[] {
  const { comment, to } = change;
  const still = and(eq(comments.id, comment.id), eq(comments.state, comment.state));
  const statements: Statement[] = [];
  if (change.audit) {
    statements.push(
      auditWhile(
        db,
        {
          actorId: change.actorId,
          action: "updateCommentsState",
          targetType: "Comment",
          targetId: comments.id,
          before: { state: comment.state },
          after: { state: to },
          now: change.now,
        },
        comments,
        still,
      ),
    );
  }
  statements.push(db.update(comments).set({ state: to, updatedAt: change.now }).where(still).returning());
  const recount = recountTarget(db, comment.type, comment.targetId);
  if (recount) statements.push(recount);
  return statements;
}
