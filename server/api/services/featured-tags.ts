import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { Statement } from "@/server/db/client";
import { featuredTagsOf, putFeaturedTagsStatements } from "@/server/db/queries/tag-moderation";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { FeaturedTagsInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { distinctIds } from "../rules/writing";

// The tags a person features on their profile (User.info.featuredTags). The contract and the
// specification set no number; a profile shows a short row of them, as many as an article may
// have tags (TAGS_MAX), so one choice fits on one line.

export const FEATURED_TAGS_MAX = 5;

/** Replaces the viewer's featured tags with `ids`, in that order; an empty list clears them. */
export async function putFeaturedTags(ctx: Context, viewer: UserRow, input: FeaturedTagsInput) {
  const ids = distinctIds(
    input.ids.map((id) => idOf(id, "Tag")),
    "ids",
    FEATURED_TAGS_MAX,
  );
  const found = await ctx.loaders.tag.loadMany(ids);
  if (found.some((tag) => !tag || tag instanceof Error)) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
  await ctx.db.batch(putFeaturedTagsStatements(ctx.db, viewer.id, ids) as [Statement, ...Statement[]]);
  // the profile shows them
  ctx.purge([cacheTags.user(viewer.id)]);
  return featuredTags(ctx, viewer.id);
}

export async function featuredTags(ctx: Context, userId: number) {
  return (await featuredTagsOf(ctx.db, userId)).map((row) => row.tag);
}
