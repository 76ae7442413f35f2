import "server-only";
import { readsCircle } from "@/server/db/queries/circle-access";
import type { CircleRow } from "@/server/db/queries/circles";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CommentInput } from "../generated/resolvers";
import { idOf } from "../ids";

// Who may write and read a circle's discussion and broadcast (issue 34): the owner and the
// members (an active or trial subscription). In the discussion both start threads and reply;
// in the broadcast only the owner starts a thread, members reply. Everyone else is refused
// (FORBIDDEN) when writing and reads empty lists.

export type CircleCommentType = "circleDiscussion" | "circleBroadcast";

export const isCircleCommentType = (type: string): type is CircleCommentType =>
  type === "circleDiscussion" || type === "circleBroadcast";

/** Whether the viewer is the circle's owner or one of its members; a visitor never is. */
export async function viewerInCircle(ctx: Context, circle: CircleRow): Promise<boolean> {
  if (ctx.viewer.id === null) return false;
  if (circle.ownerId === ctx.viewer.id) return true;
  return readsCircle(ctx.db, circle.id, ctx.viewer.id);
}

/** The circle a new discussion or broadcast comment is written in, once the viewer may write there. */
export async function circleToWriteIn(ctx: Context, input: CommentInput, type: CircleCommentType) {
  if (!input.circleId)
    throw new ApiError("BAD_USER_INPUT", "A comment in a circle names it.", { field: "input.comment.circleId" });
  const circle = await ctx.loaders.circle.load(idOf(input.circleId, "Circle"));
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  if (circle.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  if (!(await viewerInCircle(ctx, circle))) {
    throw new ApiError("FORBIDDEN", "Only the circle's owner and members write here.");
  }
  if (type === "circleBroadcast" && !input.parentId && circle.ownerId !== ctx.viewer.id) {
    throw new ApiError("FORBIDDEN", "Only the circle's owner starts a broadcast; members reply.");
  }
  return circle;
}
