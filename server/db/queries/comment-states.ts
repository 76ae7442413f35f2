import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { adminAudit, type COMMENT_STATES, comments } from "../schema";
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
      db.insert(adminAudit).select(
        db
          .select({
            id: sql`NULL`.as("id"),
            actorId: sql`${change.actorId}`.as("actor_id"),
            action: sql`'updateCommentsState'`.as("action"),
            targetType: sql`'Comment'`.as("target_type"),
            targetId: comments.id,
            before: sql`${JSON.stringify({ state: comment.state })}`.as("before"),
            after: sql`${JSON.stringify({ state: to })}`.as("after"),
            createdAt: sql`${change.now}`.as("created_at"),
          })
          .from(comments)
          .where(still),
      ),
    );
  }
  statements.push(db.update(comments).set({ state: to, updatedAt: change.now }).where(still).returning());
  const recount = recountTarget(db, comment.type, comment.targetId);
  if (recount) statements.push(recount);
  return statements;
}
