import "server-only";
import { cacheTags, feedChannelTags } from "@/lib/cache/tags";
import { listingsOfAuthor } from "@/server/db/queries/author-listings";
import {
  type FeatureName,
  type PerPersonList,
  putPerPersonList,
  setFeatureStatements,
  toggleSeeding,
} from "@/server/db/queries/flags";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  PutRestrictedUsersInput,
  PutUserFeatureFlagsInput,
  SetFeatureInput,
  ToggleSeedingUsersInput,
} from "../generated/resolvers";
import { idOf } from "../ids";
import { flagOnFor } from "../rules/features";

// Admins' switches: who a feature is on for, who the seeding users are, and what is set on one
// person (restrictions from feeds, feature flags). Each write is one batch with its audit rows.

export async function setFeature(ctx: Context, viewer: UserRow, input: SetFeatureInput) {
  if (input.value != null && !Number.isFinite(input.value)) {
    throw new ApiError("BAD_USER_INPUT", "A feature's value is a number.", { field: "input.value" });
  }
  const [audit, upsert] = setFeatureStatements(ctx.db, {
    actorId: viewer.id,
    name: input.name as FeatureName,
    flag: input.flag,
    value: input.value ?? null,
    now: ctx.now,
  });
  const [, rows] = await ctx.db.batch([audit, upsert]);
  const [row] = rows as { name: FeatureName; flag: typeof input.flag; value: number | null }[];
  if (!row) throw new Error("setFeature wrote no row.");
  // pages read the flags as a visitor: only an on/off change (or the value) shows there
  ctx.purge([cacheTags.features]);
  return { name: row.name, flag: row.flag, value: row.value, enabled: await flagOnFor(ctx, row.flag) };
}

export async function toggleSeedingUsers(ctx: Context, viewer: UserRow, input: ToggleSeedingUsersInput) {
  const people = await peopleByIds(ctx, input.ids ?? []);
  if (people.length === 0) return [];
  await toggleSeeding(ctx.db, {
    actorId: viewer.id,
    userIds: people.map((p) => p.id),
    enabled: input.enabled,
    now: ctx.now,
  });
  // purges nothing: being a seeding user changes only what that person's own requests see
  return people;
}

export async function putRestrictedUsers(ctx: Context, viewer: UserRow, input: PutRestrictedUsersInput) {
  const changed = await putList(ctx, viewer, "restrictions", input.ids, input.restrictions);
  const tags = new Set<string>();
  for (const change of changed) {
    const moved = symmetricDifference(change.before, change.after);
    if (moved.has("articleNewest")) tags.add(cacheTags.newest);
    if (moved.has("articleHottest")) {
      // the site's hottest is not cached; the tags' and channels' hottest pages are
      const { tagIds, channels } = await listingsOfAuthor(ctx.db, change.userId);
      for (const id of tagIds) tags.add(cacheTags.tag(id));
      for (const tag of feedChannelTags(channels)) tags.add(tag);
    }
  }
  if (tags.size) ctx.purge([...tags]);
  return peopleByIds(ctx, input.ids);
}

export async function putUserFeatureFlags(ctx: Context, viewer: UserRow, input: PutUserFeatureFlagsInput) {
  await putList(ctx, viewer, "featureFlags", input.ids, input.flags);
  // purges nothing: a person's flags show on no shared page (User.oss is admins', uncached)
  return peopleByIds(ctx, input.ids);
}

async function putList(ctx: Context, viewer: UserRow, list: PerPersonList, ids: readonly string[], types: string[]) {
  const people = await peopleByIds(ctx, ids);
  if (people.length === 0) throw new ApiError("BAD_USER_INPUT", "Name at least one person.", { field: "input.ids" });
  return putPerPersonList(ctx.db, list, {
    actorId: viewer.id,
    userIds: people.map((p) => p.id),
    types,
    now: ctx.now,
  });
}

/** The people the ids name, each once; USER_NOT_FOUND when one names nobody. */
async function peopleByIds(ctx: Context, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => idOf(id, "User")))];
  const people = await Promise.all(unique.map((id) => ctx.loaders.user.load(id)));
  if (people.some((p) => !p)) throw new ApiError("USER_NOT_FOUND", "No such person.");
  return people as UserRow[];
}

function symmetricDifference(a: readonly string[], b: readonly string[]) {
  return new Set([...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))]);
}
