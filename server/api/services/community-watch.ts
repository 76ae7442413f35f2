import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { recountTarget } from "@/server/db/queries/comment-writes";
import { type CommentRow, commentsByIds } from "@/server/db/queries/comments";
import {
  actionByUuid,
  type CommunityWatchActionRow,
  changeActionStatements,
  hasUserFeatureFlag,
  REMOVABLE_STATES,
  removeCommentStatements,
} from "@/server/db/queries/community-watch";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  ClearCommunityWatchOriginalContentInput,
  CommunityWatchRemoveCommentInput,
  RestoreCommunityWatchCommentInput,
  UpdateCommunityWatchActionStateInput,
} from "../generated/resolvers";
import { idOf } from "../ids";
import { pageTags } from "./comment-states";

// Community watch (issue 37): people with the communityWatch feature flag remove spam and
// porn-ad comments on articles and moments; the comment is banned at once (readers see it as
// removed) and its words are kept on the action for admins, who uphold the removal, restore the
// comment, or clear the kept words. Every step is one conditional batch (server/db/queries/
// community-watch.ts).

export const COMMUNITY_WATCH_FLAG = "communityWatch";

const WATCHED_TYPES: ReadonlySet<CommentRow["type"]> = new Set(["article", "moment"]);

export async function communityWatchRemoveComment(
  ctx: Context,
  viewer: UserRow,
  input: CommunityWatchRemoveCommentInput,
) {
  if (!(await hasUserFeatureFlag(ctx.db, viewer.id, COMMUNITY_WATCH_FLAG))) {
    throw new ApiError("FORBIDDEN", "Only community watchers remove comments.");
  }
  const [comment] = await commentsByIds(ctx.db, [idOf(input.id, "Comment")]);
  if (!comment) throw new ApiError("COMMENT_NOT_FOUND", "Comment not found.");
  if (!WATCHED_TYPES.has(comment.type)) {
    throw new ApiError("FORBIDDEN", "Community watch removes comments on articles and moments only.");
  }
  // a watcher's own words are theirs to delete (deleteComment), not to report as spam
  if (comment.authorId === viewer.id) throw new ApiError("FORBIDDEN", "Delete your own comment instead.");
  if (!(REMOVABLE_STATES as readonly string[]).includes(comment.state)) {
    throw new ApiError("ACTION_FAILED", "The comment is already removed.");
  }
  const [insert, ban] = removeCommentStatements(ctx.db, {
    uuid: crypto.randomUUID(),
    commentId: comment.id,
    actorId: viewer.id,
    reason: input.reason,
    content: comment.content,
    contentHash: await sha256(comment.content),
    now: ctx.now,
  });
  // the article's or moment's commentCount counts active comments only
  const recount = recountTarget(ctx.db, comment.type, comment.targetId);
  const [, banned] = await ctx.db.batch(recount ? [insert, ban, recount] : [insert, ban]);
  const [removed] = banned as CommentRow[];
  if (!removed) throw new ApiError("ACTION_FAILED", "The comment was removed or changed meanwhile.");
  ctx.purge([cacheTags.comment(comment.id), ...(await pageTags(ctx, comment))]);
  return removed;
}

/** The action an admin names, or COMMUNITY_WATCH_ACTION_NOT_FOUND's stand-in. */
async function mustFind(ctx: Context, uuid: string) {
  const row = await actionByUuid(ctx.db, uuid);
  if (!row) throw new ApiError("ENTITY_NOT_FOUND", "Community watch action not found.");
  return row;
}

async function apply(
  ctx: Context,
  admin: UserRow,
  row: CommunityWatchActionRow,
  change: {
    action: string;
    after: Parameters<typeof changeActionStatements>[1]["after"];
    restore?: boolean;
    clear?: boolean;
  },
) {
  const statements = changeActionStatements(ctx.db, {
    actorId: admin.id,
    action: change.action,
    row,
    after: change.after,
    restore: change.restore ?? false,
    clear: change.clear ?? false,
    now: ctx.now,
  });
  const [comment] = await commentsByIds(ctx.db, [row.commentId]);
  const recount = change.restore && comment ? recountTarget(ctx.db, comment.type, comment.targetId) : undefined;
  // recounted after the comment is back, before the action's UPDATE (whose rows answer last)
  if (recount) statements.splice(statements.length - 1, 0, recount);
  const [first, ...rest] = statements;
  if (!first) throw new Error("unreachable: an action change has statements");
  const results = await ctx.db.batch([first, ...rest]);
  const [updated] = results.at(-1) as CommunityWatchActionRow[];
  if (!updated) throw new ApiError("ACTION_FAILED", "Another admin changed this action first.");
  if (comment) ctx.purge([cacheTags.comment(comment.id), ...(await pageTags(ctx, comment))]);
  return updated;
}

/** Gives the comment back its words and state: the removal is reversed. */
export async function restoreCommunityWatchComment(
  ctx: Context,
  admin: UserRow,
  input: RestoreCommunityWatchCommentInput,
) {
  const row = await mustFind(ctx, input.uuid);
  if (row.actionState !== "active") throw new ApiError("ACTION_FAILED", "The comment is not removed.");
  if (row.originalContent == null) throw new ApiError("ACTION_FAILED", "Its words were cleared: nothing to restore.");
  return apply(ctx, admin, row, {
    action: "restoreCommunityWatchComment",
    after: { actionState: "restored", reviewState: "reversed" },
    restore: true,
  });
}

/** Erases the kept words of a removed comment for good; the comment stays removed. */
export async function clearCommunityWatchOriginalContent(
  ctx: Context,
  admin: UserRow,
  input: ClearCommunityWatchOriginalContentInput,
) {
  const row = await mustFind(ctx, input.uuid);
  if (row.originalContent == null) throw new ApiError("ACTION_FAILED", "Its words are already cleared.");
  if (row.actionState === "restored") throw new ApiError("ACTION_FAILED", "A restored comment keeps its words.");
  return apply(ctx, admin, row, { action: "clearCommunityWatchOriginalContent", after: {}, clear: true });
}

/**
 * An admin's review: upheld keeps the removal, reversed restores the comment (as
 * restoreCommunityWatchComment), reason_adjusted changes the reason; the appeal state is set as
 * given. Nothing to change is BAD_USER_INPUT.
 */
export async function updateCommunityWatchActionState(
  ctx: Context,
  admin: UserRow,
  input: UpdateCommunityWatchActionStateInput,
) {
  const row = await mustFind(ctx, input.uuid);
  if (input.reviewState === "reversed") {
    return restoreCommunityWatchComment(ctx, admin, { uuid: input.uuid, note: input.note });
  }
  if (input.reviewState === "pending") {
    throw new ApiError("BAD_USER_INPUT", "A review cannot be set back to pending.", { field: "input.reviewState" });
  }
  if (input.reviewState === "reason_adjusted" && !input.reason) {
    throw new ApiError("BAD_USER_INPUT", "Name the adjusted reason.", { field: "input.reason" });
  }
  const after: Parameters<typeof changeActionStatements>[1]["after"] = {};
  if (input.reviewState && input.reviewState !== row.reviewState) after.reviewState = input.reviewState;
  if (input.appealState && input.appealState !== row.appealState) after.appealState = input.appealState;
  if (input.reason && input.reason !== row.reason) after.reason = input.reason;
  if (Object.keys(after).length === 0) {
    throw new ApiError("ACTION_FAILED", "The action already has these states.");
  }
  if (row.actionState !== "active" && after.reviewState) {
    throw new ApiError("ACTION_FAILED", "A restored comment's review is closed.");
  }
  return apply(ctx, admin, row, { action: "updateCommunityWatchActionState", after });
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
