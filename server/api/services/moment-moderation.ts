import "server-only";
import { momentListings } from "@/lib/cache/tags";
import { archiveMomentStatements } from "@/server/db/queries/moment-moderation";
import { type MomentRow, momentsByIds } from "@/server/db/queries/moments";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { UpdateMomentStateInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { listingOf } from "./moments";

// Admins taking a reported moment down (issue 37). Archived, the contract's one state besides
// active: the moment leaves every list as when its author deletes it. The contract has no notice
// type for a moment taken down (its moment notices are mentions, likes and comments), so the
// author is not sent one; the audit log keeps who did it.

export async function updateMomentState(ctx: Context, admin: UserRow, input: UpdateMomentStateInput) {
  if (input.state !== "archived") {
    throw new ApiError("BAD_USER_INPUT", "Admins take moments down (archived); only their authors post them.", {
      field: "input.state",
    });
  }
  const [moment] = await momentsByIds(ctx.db, [idOf(input.id, "Moment")]);
  if (!moment) throw new ApiError("ENTITY_NOT_FOUND", "Moment not found.");
  if (moment.state !== "active") throw new ApiError("ACTION_FAILED", `The moment is already ${moment.state}.`);
  const [audit, write] = archiveMomentStatements(ctx.db, { actorId: admin.id, momentId: moment.id, now: ctx.now });
  const [, written] = await ctx.db.batch([audit, write]);
  const [archived] = written as MomentRow[];
  if (!archived) throw new ApiError("ACTION_FAILED", "The moment was taken down meanwhile.");
  ctx.purge(momentListings(await listingOf(ctx, archived)));
  return archived;
}
