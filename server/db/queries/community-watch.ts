import "server-only";
import { and, count, desc, eq, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { comments, communityWatchActions, userFeatureFlags } from "../schema";
import { auditWhile } from "./admin-audit";

// Community watch (issue 37): people with the communityWatch flag remove spam and porn-ad
// comments. A removal bans the comment and moves its words into the action row in one batch,
// conditional on the comment still being readable (active or collapsed) with the words the
// watcher saw: of two watchers removing one comment at once, one action goes in and the other
// finds nothing to remove. Admins then review the action, restore the comment or clear the kept
// words; each of theirs is one conditional write with its audit row (target type Comment) before
// it in the batch, under the same condition, so a failed action writes none.

export type CommunityWatchActionRow = typeof communityWatchActions.$inferSelect;
type Reason = CommunityWatchActionRow["reason"];

/** The comment states a watcher may remove from: what readers can read. */
export const REMOVABLE_STATES = ["active", "collapsed"] as const;

/**
 * The INSERT … SELECT of the action (copying the comment's words and state as they are) and the
 * UPDATE that bans the comment and empties its words; both only while the comment is readable
 * and still holds `content`. The UPDATE answers the comment, or nothing when someone was first.
 */
export function removeCommentStatements(
  db: Db,
  removal: {
    uuid: string;
    commentId: number;
    actorId: number;
    reason: Reason;
    content: string;
    contentHash: string;
    now: number;
  },
): [Statement, Statement] {
  const still = and(
    eq(comments.id, removal.commentId),
    inArray(comments.state, [...REMOVABLE_STATES]),
    eq(comments.content, removal.content),
  );
  const insert = db.insert(communityWatchActions).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        uuid: sql`${removal.uuid}`.as("uuid"),
        commentId: comments.id,
        actorId: sql`${removal.actorId}`.as("actor_id"),
        reason: sql`${removal.reason}`.as("reason"),
        previousState: comments.state,
        actionState: sql`'active'`.as("action_state"),
        appealState: sql`'none'`.as("appeal_state"),
        reviewState: sql`'pending'`.as("review_state"),
        originalContent: comments.content,
        contentHash: sql`${removal.contentHash}`.as("content_hash"),
        createdAt: sql`${removal.now}`.as("created_at"),
        updatedAt: sql`${removal.now}`.as("updated_at"),
      })
      .from(comments)
      .where(still),
  );
  const ban = db
    .update(comments)
    .set({ state: "banned", content: "", updatedAt: removal.now })
    .where(still)
    .returning();
  return [insert, ban];
}

export async function actionByUuid(db: Db, uuid: string) {
  const [row] = await db.select().from(communityWatchActions).where(eq(communityWatchActions.uuid, uuid));
  return row;
}

/** The newest action on each of these comments. */
export async function latestActionsOf(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return new Map<number, CommunityWatchActionRow>();
  const rows = await db
    .select()
    .from(communityWatchActions)
    .where(inArray(communityWatchActions.commentId, [...commentIds]))
    .orderBy(desc(communityWatchActions.id));
  const byComment = new Map<number, CommunityWatchActionRow>();
  for (const row of rows) if (!byComment.has(row.commentId)) byComment.set(row.commentId, row);
  return byComment;
}

export type ActionFilter = {
  reason?: Reason | null;
  actionState?: CommunityWatchActionRow["actionState"] | null;
  appealState?: CommunityWatchActionRow["appealState"] | null;
  reviewState?: CommunityWatchActionRow["reviewState"] | null;
};

const filtered = (f: ActionFilter): SQL | undefined =>
  and(
    f.reason ? eq(communityWatchActions.reason, f.reason) : undefined,
    f.actionState ? eq(communityWatchActions.actionState, f.actionState) : undefined,
    f.appealState ? eq(communityWatchActions.appealState, f.appealState) : undefined,
    f.reviewState ? eq(communityWatchActions.reviewState, f.reviewState) : undefined,
  );

/** The admins' queue: actions matching the filter, newest first, below `beforeId`. */
export function actionsPage(db: Db, filter: ActionFilter, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(communityWatchActions)
    .where(and(filtered(filter), beforeId == null ? undefined : lt(communityWatchActions.id, beforeId)))
    .orderBy(desc(communityWatchActions.id))
    .limit(limit);
}

export async function actionsCount(db: Db, filter: ActionFilter) {
  const [row] = await db.select({ n: count() }).from(communityWatchActions).where(filtered(filter));
  return row?.n ?? 0;
}

type ActionChange = Partial<
  Pick<CommunityWatchActionRow, "actionState" | "appealState" | "reviewState" | "reason" | "originalContent">
>;

/** The audit row of an admin's change to action `uuid`, inserted only while `still` holds of it. */
function auditIfStill(
  db: Db,
  entry: { actorId: number; action: string; uuid: string; before: object; after: object; now: number },
  still: SQL | undefined,
): Statement {
  return auditWhile(
    db,
    { ...entry, targetType: "Comment", targetId: communityWatchActions.commentId },
    communityWatchActions,
    and(eq(communityWatchActions.uuid, entry.uuid), still),
  );
}

const COLUMN = {
  actionState: communityWatchActions.actionState,
  appealState: communityWatchActions.appealState,
  reviewState: communityWatchActions.reviewState,
  reason: communityWatchActions.reason,
} as const;

/**
 * An admin's change to an action's review fields: the audit row and the UPDATE … RETURNING,
 * both only while each changed field still has the value the admin saw (and, for a restore,
 * the kept words are still there). `restore` also gives the comment back its words and state,
 * in the same batch and under the same condition.
 */
export function changeActionStatements(
  db: Db,
  change: {
    actorId: number;
    action: string;
    row: CommunityWatchActionRow;
    after: ActionChange;
    restore: boolean;
    clear: boolean;
    now: number;
  },
): Statement[] {
  const { row } = change;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(change.after)) {
    if (field === "originalContent") continue;
    const key = field as keyof typeof COLUMN;
    before[key] = row[key];
    after[key] = value;
    conditions.push(eq(COLUMN[key], row[key]));
  }
  if (change.restore) conditions.push(isNotNull(communityWatchActions.originalContent));
  if (change.clear) {
    conditions.push(isNotNull(communityWatchActions.originalContent));
    before.contentCleared = false;
    after.contentCleared = true;
  }
  const still = and(...conditions);
  const statements: Statement[] = [
    auditIfStill(
      db,
      { actorId: change.actorId, action: change.action, uuid: row.uuid, before, after, now: change.now },
      still,
    ),
  ];
  if (change.restore) {
    const kept = db
      .select({ content: communityWatchActions.originalContent })
      .from(communityWatchActions)
      .where(and(eq(communityWatchActions.uuid, row.uuid), still));
    statements.push(
      db
        .update(comments)
        .set({
          state: row.previousState as (typeof comments.$inferSelect)["state"],
          content: sql`${kept}`,
          updatedAt: change.now,
        })
        .where(and(eq(comments.id, row.commentId), eq(comments.state, "banned"), sql`EXISTS ${kept}`)),
    );
  }
  const set: Record<string, unknown> = { ...change.after, updatedAt: change.now };
  if (change.clear) set.originalContent = null;
  statements.push(
    db
      .update(communityWatchActions)
      .set(set)
      .where(and(eq(communityWatchActions.uuid, row.uuid), still))
      .returning(),
  );
  return statements;
}

/** Whether the person has the user feature flag `type` (user_feature_flags). */
export async function hasUserFeatureFlag(db: Db, userId: number, type: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(userFeatureFlags)
    .where(and(eq(userFeatureFlags.userId, userId), eq(userFeatureFlags.type, type)));
  return rows.length > 0;
}
