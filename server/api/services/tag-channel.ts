import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { type TagChannelFields, updateTagChannel } from "@/server/db/queries/tag-channel";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutTagChannelInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { translations } from "./writing-challenges";

// putTagChannel (issue 37): a tag as a channel. Tag.channelEnabled and Tag.navbarTitle read
// what it sets; the navbar itself lists topic, curation and challenge channels only
// (Query.channels), as the contract's Channel list has no tag kind to place.

/** A navbar title is short: a channel's name is 50 (services/channel-admin.ts), the navbar's less. */
export const NAVBAR_TITLE_MAX = 20;

export async function putTagChannel(ctx: Context, viewer: UserRow, input: PutTagChannelInput) {
  const tagId = idOf(input.id, "Tag");
  const fields: TagChannelFields = {};
  if (input.enabled != null) fields.channelEnabled = input.enabled;
  if (input.navbarTitle) {
    // an empty list: back to the tag's content
    const t = input.navbarTitle.length ? translations(input.navbarTitle, "input.navbarTitle", NAVBAR_TITLE_MAX) : null;
    Object.assign(fields, {
      navbarTitleEn: t?.en ?? null,
      navbarTitleZhHant: t?.zh_hant ?? null,
      navbarTitleZhHans: t?.zh_hans ?? null,
    });
  }
  const tag = await ctx.loaders.tag.load(tagId);
  if (!tag) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
  const keys = Object.keys(fields) as (keyof TagChannelFields)[];
  if (keys.every((k) => tag[k] === fields[k])) return tag;
  const before = Object.fromEntries(keys.map((k) => [k, tag[k]]));
  const changed = await updateTagChannel(ctx.db, tag.id, fields, { actorId: viewer.id, before, now: ctx.now });
  if (!changed) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
  ctx.loaders.tag.clear(tag.id).prime(tag.id, changed);
  ctx.purge([cacheTags.tag(tag.id)]);
  return changed;
}
