import "server-only";
import { isBlocking } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";

/**
 * Whether `ownerId` blocked `actorId`: a blocked person may not follow the blocker, appreciate
 * their work, or comment on or reply to it. Every such write asks this first (for its error)
 * and, where it can, repeats the test inside its own statement, so a block made meanwhile holds.
 */
export const isBlockedBy = (ctx: Context, ownerId: number, actorId: number) => isBlocking(ctx.db, ownerId, actorId);

/** Refuses the viewer reaching someone who blocked them (FORBIDDEN, as for any other refusal). */
export async function refuseIfBlockedBy(ctx: Context, ownerId: number, actorId: number) {
  if (await isBlockedBy(ctx, ownerId, actorId)) {
    throw new ApiError("FORBIDDEN", "This person does not accept that from you.");
  }
}
