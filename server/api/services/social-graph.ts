import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { changesOf } from "@/server/db/client";
import { block, blockedAmong, follow, unblock, unfollow, unfollowBothWays } from "@/server/db/queries/social";
import { followedAmong, isBlocking, type UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ToggleItemInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { notify } from "./notices";

// Follows and blocks between people. Each write is one idempotent statement (the pair is the
// key), and the counts on profiles are counted from the rows, so concurrent identical requests
// change a count once. Pages that show a count are purged only when a row changed.

async function otherPerson(ctx: Context, viewer: UserRow, globalId: string, verb: string) {
  const target = await ctx.loaders.user.load(idOf(globalId, "User"));
  if (!target) throw new ApiError("USER_NOT_FOUND", "User not found.");
  if (target.id === viewer.id) throw new ApiError("FORBIDDEN", `You cannot ${verb} yourself.`);
  return target;
}

/**
 * Follow counts and lists show on both people's profiles and lists; the pages that only name
 * the two (every feed holding their work) stay. The recommended authors, drawn from the most
 * followed, are not purged: they are reshuffled each minute, and their pool catches up within
 * its cache life.
 */
const followTags = (a: number, b: number) => [cacheTags.userFollows(a), cacheTags.userFollows(b)];

export async function toggleFollow(ctx: Context, viewer: UserRow, input: ToggleItemInput): Promise<UserRow> {
  const target = await otherPerson(ctx, viewer, input.id, "follow");
  const following = (await followedAmong(ctx.db, viewer.id, [target.id])).has(target.id);
  const enabled = input.enabled ?? !following;
  if (enabled === following) return target;

  let changed: number;
  if (enabled) {
    // section 5: an archived account offers no follow button, unless already followed
    if (target.state === "archived") {
      throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This account is archived.");
    }
    if ((await isBlocking(ctx.db, target.id, viewer.id)) || (await isBlocking(ctx.db, viewer.id, target.id))) {
      throw new ApiError("FORBIDDEN", "You cannot follow someone across a block.");
    }
    changed = changesOf(await follow(ctx.db, viewer.id, target.id, ctx.now));
    if (changed > 0) {
      await notify(ctx, viewer, [
        { recipientId: target.id, type: "UserNewFollower", targetId: target.id, groupKey: "UserNewFollower" },
      ]);
    }
  } else {
    changed = changesOf(await unfollow(ctx.db, viewer.id, target.id));
  }
  if (changed > 0) ctx.purge(followTags(target.id, viewer.id));
  return target;
}

export async function toggleBlock(ctx: Context, viewer: UserRow, input: ToggleItemInput): Promise<UserRow> {
  const target = await otherPerson(ctx, viewer, input.id, "block");
  const blocking = (await blockedAmong(ctx.db, viewer.id, [target.id])).has(target.id);
  const enabled = input.enabled ?? !blocking;
  if (enabled === blocking) return target;

  if (enabled) {
    // a block ends the follows between the two, in the same batch
    const [, ended] = await ctx.db.batch([
      block(ctx.db, viewer.id, target.id, ctx.now),
      unfollowBothWays(ctx.db, viewer.id, target.id),
    ]);
    if (changesOf(ended) > 0) ctx.purge(followTags(target.id, viewer.id));
  } else {
    // a block shows on no shared page: the viewer's own list is read uncached
    await unblock(ctx.db, viewer.id, target.id);
  }
  return target;
}
