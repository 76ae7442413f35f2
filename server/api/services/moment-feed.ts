import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { applicationsOf, applyForMomentFeed, decideStatements } from "@/server/db/queries/moment-feed";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { UpdateMomentFeedApplicationStateInput } from "../generated/resolvers";
import { idOf } from "../ids";

// Applications to the hottest-moments feed (issue 37): applyMomentFeed and the admins' decision.

export async function applyMomentFeed(ctx: Context, viewer: UserRow) {
  const row = await applyForMomentFeed(ctx.db, viewer.id, ctx.now);
  if (!row) throw new ApiError("ACTION_FAILED", "Your application is pending or already approved.");
  ctx.purge([cacheTags.user(viewer.id)]);
  return viewer;
}

export async function updateMomentFeedApplicationState(
  ctx: Context,
  admin: UserRow,
  input: UpdateMomentFeedApplicationStateInput,
) {
  if (input.state === "pending") {
    throw new ApiError("BAD_USER_INPUT", "Pending is the applicant's to set.", { field: "input.state" });
  }
  const userId = idOf(input.id, "User");
  const user = await ctx.loaders.user.load(userId);
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  const from = (await applicationsOf(ctx.db, [userId])).get(userId)?.state ?? null;
  if (from === input.state) throw new ApiError("ACTION_FAILED", `The application is already ${input.state}.`);
  const [audit, write] = decideStatements(ctx.db, { actorId: admin.id, userId, from, to: input.state, now: ctx.now });
  const [, written] = await ctx.db.batch([audit, write]);
  if ((written as unknown[]).length === 0) throw new ApiError("ACTION_FAILED", "Another admin decided first.");
  ctx.purge([cacheTags.user(userId)]);
  return user;
}
