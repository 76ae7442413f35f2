import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { slugify } from "@/lib/text/slug";
import type { Statement } from "@/server/db/client";
import { tagsByContents } from "@/server/db/queries/publishing";
import {
  deleteTagsStatements,
  mergeTagsStatements,
  type Rename,
  renameTagStatements,
  setTagBoostStatements,
} from "@/server/db/queries/tag-moderation";
import type { TagRow } from "@/server/db/queries/tags";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { DeleteTagsInput, MergeTagsInput, RenameTagInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { distinctIds, normalizeTags } from "../rules/writing";
import { isUniqueViolation } from "./provider-rounds";
import { tagIndexText } from "./search";

// Admins looking after tags (issue 37): rename, merge, delete, boost. Names are cleaned as
// writing cleans them (normalizeTags: the mark dropped, white space collapsed, 50 characters)
// and unique in any case, so a rename to a name another tag has is NAME_EXISTS, checked first
// and held by the unique index when two renames race. Each action is one batch with its audit
// row (server/db/queries/tag-moderation.ts); a refused one writes nothing.

/** Tags one mergeTags or deleteTags names: each is statements of the call's batch. */
export const TAGS_PER_CALL = 50;
/** The same bounds as an article's boost (services/article-moderation.ts). */
export const TAG_BOOST_MAX = 100;

export async function renameTag(ctx: Context, viewer: UserRow, input: RenameTagInput) {
  const tag = await tagById(ctx, input.id);
  const rename = renameTo(input.content);
  if (rename.content === tag.content) return tag;
  await refuseTakenName(ctx, rename.content, [tag.id]);
  const statements = renameTagStatements(ctx.db, {
    actorId: viewer.id,
    tagId: tag.id,
    before: tag.content,
    rename,
    now: ctx.now,
  });
  const [, rows] = await batchNamed(ctx, statements);
  const [changed] = rows as TagRow[];
  if (!changed) throw new ApiError("ACTION_FAILED", "The tag was renamed meanwhile.");
  ctx.loaders.tag.clear(tag.id).prime(tag.id, changed);
  ctx.purge(tagChanged([tag.id]));
  return changed;
}

/**
 * Merges the tags into one named `content`: the tag that has that name already (one of them or
 * another), or else the first of them, renamed. Every article, moment, bookmark and profile
 * feature of the others moves to it, and the others go.
 */
export async function mergeTags(ctx: Context, viewer: UserRow, input: MergeTagsInput) {
  const ids = distinctIds(
    input.ids.map((id) => idOf(id, "Tag")),
    "ids",
    TAGS_PER_CALL,
  );
  const rename = renameTo(input.content);
  const found = await tagsById(ctx, ids);
  const [named] = await tagsByContents(ctx.db, [rename.content]);
  const target = named ?? found[0];
  const sources = found.filter((t) => t.id !== target?.id);
  if (!target || sources.length === 0) {
    throw new ApiError("BAD_USER_INPUT", "Name at least two tags to merge, or one to merge into another.", {
      field: "input.ids",
    });
  }
  const statements = mergeTagsStatements(ctx.db, {
    actorId: viewer.id,
    targetId: target.id,
    target: target.content,
    sources: sources.map((s) => ({ id: s.id, content: s.content })),
    rename: target.content === rename.content ? null : rename,
    now: ctx.now,
  });
  const results = await batchNamed(ctx, statements);
  const deleted = results.at(-1) as { id: number }[];
  if (deleted.length !== sources.length) throw new ApiError("ACTION_FAILED", "The tags changed meanwhile.");
  ctx.purge(tagChanged([target.id, ...sources.map((s) => s.id)]));
  ctx.loaders.tag.clear(target.id);
  for (const s of sources) ctx.loaders.tag.clear(s.id);
  return tagById(ctx, target.id);
}

export async function deleteTags(ctx: Context, viewer: UserRow, input: DeleteTagsInput) {
  const ids = distinctIds(
    input.ids.map((id) => idOf(id, "Tag")),
    "ids",
    TAGS_PER_CALL,
  );
  const found = await tagsById(ctx, ids);
  const statements = deleteTagsStatements(ctx.db, {
    actorId: viewer.id,
    tags: found.map((t) => ({ id: t.id, content: t.content })),
    now: ctx.now,
  });
  const results = await ctx.db.batch(statements as [Statement, ...Statement[]]);
  const deleted = results.at(-1) as { id: number }[];
  for (const t of found) ctx.loaders.tag.clear(t.id);
  // their pages 404 and leave the lists; articles showing them carry their entity tags
  if (deleted.length > 0) ctx.purge(tagChanged(deleted.map((t) => t.id)));
  return true;
}

/** setBoost for a Tag: above 0 and at most TAG_BOOST_MAX, with its audit row. */
export async function setTagBoost(ctx: Context, viewer: UserRow, id: string, boost: number) {
  const tag = await tagById(ctx, id);
  if (tag.boost === boost) return tag;
  const [audit, update] = setTagBoostStatements(ctx.db, {
    actorId: viewer.id,
    tagId: tag.id,
    before: tag.boost,
    after: boost,
    now: ctx.now,
  });
  const [, rows] = await ctx.db.batch([audit, update]);
  const [changed] = rows as TagRow[];
  if (!changed) throw new ApiError("ACTION_FAILED", "The tag's boost changed meanwhile.");
  ctx.loaders.tag.clear(tag.id).prime(tag.id, changed);
  // the tag list and Discover's picks sort on the score it gives
  ctx.purge([cacheTags.tagList, cacheTags.recommendation]);
  return changed;
}

/** What a changed or removed tag makes stale: its page (and every card naming it), the tag list, search, the sitemap. */
const tagChanged = (ids: readonly number[]) => [
  ...ids.map(cacheTags.tag),
  cacheTags.tagList,
  cacheTags.search,
  cacheTags.sitemap,
];

function renameTo(raw: string): Rename {
  // one name, cleaned as a tag given when writing is; its 5-tag limit cannot apply to one
  const [content] = normalizeTags([raw]);
  if (!content) throw new ApiError("BAD_USER_INPUT", "A tag needs a name.", { field: "input.content" });
  return { content, slug: slugify(content), indexText: tagIndexText(content) };
}

/** NAME_EXISTS when a tag other than `own` has the name (in any case). */
async function refuseTakenName(ctx: Context, content: string, own: readonly number[]) {
  const [taken] = await tagsByContents(ctx.db, [content]);
  if (taken && !own.includes(taken.id)) throw new ApiError("NAME_EXISTS", "Another tag has this name.");
}

/** The batch of a rename; a name taken meanwhile by another rename fails on the unique index: NAME_EXISTS. */
async function batchNamed(ctx: Context, statements: Statement[]) {
  try {
    return await ctx.db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isUniqueViolation(error, "tags")) throw new ApiError("NAME_EXISTS", "Another tag has this name.");
    throw error;
  }
}

async function tagById(ctx: Context, id: string | number) {
  const tag = await ctx.loaders.tag.load(typeof id === "number" ? id : idOf(id, "Tag"));
  if (!tag) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
  return tag;
}

/** The tags, in the order asked; TAG_NOT_FOUND when any is not there. */
async function tagsById(ctx: Context, ids: readonly number[]) {
  if (ids.length === 0) throw new ApiError("BAD_USER_INPUT", "Name at least one tag.", { field: "input.ids" });
  const found = await ctx.loaders.tag.loadMany(ids);
  return found.map((tag) => {
    if (!tag || tag instanceof Error) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
    return tag;
  });
}
