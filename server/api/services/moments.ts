import "server-only";
import { cacheTags, type MomentListing, momentListings } from "@/lib/cache/tags";
import { htmlToText } from "@/lib/text/html-text";
import { MOMENT_ARTICLES_MAX, MOMENT_ASSETS_MAX, MOMENT_TEXT_MAX, momentTextLength } from "@/lib/text/moment-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { runBatch } from "@/server/db/client";
import {
  archiveMoment,
  assetsByIds,
  createMomentStatements,
  likeMoment as likeMomentRow,
  type MomentRow,
  momentByShortHash,
  momentsByIds,
  tagsOfMoments,
  unlikeMoment as unlikeMomentRow,
} from "@/server/db/queries/moments";
import { createTagStatements } from "@/server/db/queries/publishing";
import { isBlocking, type UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutMomentInput } from "../generated/resolvers";
import { idOf, newShortHash } from "../ids";
import { distinctIds, normalizeTags } from "../rules/writing";
import { tagsToCreate } from "./article-tags";
import { fanOut, mentionedIn, notify } from "./notices";

// Moments: posted whole in one call (there is no editing them), taken down by their author
// (archived, as the contract's two states have it), liked once per person. A new moment is
// written in one batch with the tags it makes, its tags, linked articles and images, so a
// failure leaves nothing of it.

/** Its images: the author's own uploads for moments whose bytes arrived, each once, in the author's order. */
async function checkImages(ctx: Context, authorId: number, globalIds: readonly string[]): Promise<number[]> {
  const ids = distinctIds(
    globalIds.map((id) => idOf(id, "Asset")),
    "assets",
    MOMENT_ASSETS_MAX,
  );
  if (ids.length === 0) return ids;
  const rows = new Map((await assetsByIds(ctx.db, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const asset = rows.get(id);
    // someone else's upload is not found either: its id says nothing about whether it exists
    if (!asset || asset.draft) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
    if (asset.authorId !== authorId) throw new ApiError("FORBIDDEN", "A moment shows its author's own uploads.");
    if (asset.type !== "moment") {
      throw new ApiError("BAD_USER_INPUT", "Only images uploaded for a moment can be its images.", {
        field: "input.assets",
      });
    }
  }
  return ids;
}

/** Articles it links: published ones (active), each once. */
async function checkArticles(ctx: Context, globalIds: readonly string[]): Promise<number[]> {
  const ids = distinctIds(
    globalIds.map((id) => idOf(id, "Article")),
    "articles",
    MOMENT_ARTICLES_MAX,
  );
  const rows = await ctx.loaders.article.loadMany(ids);
  if (rows.some((row) => !row || row instanceof Error || row.state !== "active")) {
    throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  }
  return ids;
}

/** The text as stored: sanitized, then counted as the form counts it. */
function checkedContent(raw: string) {
  const content = sanitizeHtml(raw, "moment");
  const length = momentTextLength(htmlToText(content));
  if (length > MOMENT_TEXT_MAX) {
    throw new ApiError("BAD_USER_INPUT", `A moment has at most ${MOMENT_TEXT_MAX} characters.`, {
      field: "input.content",
      limit: MOMENT_TEXT_MAX,
    });
  }
  return { content, length };
}

export async function putMoment(ctx: Context, viewer: UserRow, input: PutMomentInput): Promise<MomentRow> {
  const { content, length } = checkedContent(input.content);
  const tags = normalizeTags(input.tags ?? []);
  const [images, articles] = await Promise.all([
    checkImages(ctx, viewer.id, input.assets ?? []),
    checkArticles(ctx, input.articles ?? []),
  ]);
  if (length === 0 && images.length === 0) {
    throw new ApiError("BAD_USER_INPUT", "A moment needs some text or an image.", { field: "input.content" });
  }
  const shortHash = newShortHash();
  try {
    await runBatch(ctx.db, [
      ...createTagStatements(ctx.db, viewer.id, await tagsToCreate(ctx, tags), ctx.now),
      ...createMomentStatements(
        ctx.db,
        { shortHash, authorId: viewer.id, content, assets: images },
        { tags, articles },
        ctx.now,
      ),
    ]);
  } catch (error) {
    console.error("putMoment failed", error);
    throw new ApiError("ACTION_FAILED", "The moment could not be posted, please try again.");
  }
  const moment = await momentByShortHash(ctx.db, shortHash);
  if (!moment) throw new Error(`Moment ${shortHash} was written but cannot be read.`);
  ctx.purge(momentListings(await listingOf(ctx, moment)));
  const mentioned = await mentionedIn(ctx, content);
  await notify(
    ctx,
    viewer,
    mentioned.map((recipientId) => ({ recipientId, type: "MomentMentionedYou", targetId: moment.id })),
  );
  await fanOut(ctx, { kind: "followers", authorId: viewer.id, now: ctx.now });
  return moment;
}

/** What the moment's listing touches, for its purges. */
export async function listingOf(ctx: Context, moment: MomentRow): Promise<MomentListing> {
  const tags = (await tagsOfMoments(ctx.db, [moment.id])).get(moment.id) ?? [];
  return { id: moment.id, shortHash: moment.shortHash, authorId: moment.authorId, tagIds: tags.map((t) => t.id) };
}

/**
 * A moment the viewer may name: any active one, and their own (or, for admins, anyone's) in
 * other states. Others' archived and banned moments are not found, as when reading them.
 */
async function namedMoment(ctx: Context, viewer: UserRow, globalId: string): Promise<MomentRow> {
  const [moment] = await momentsByIds(ctx.db, [idOf(globalId, "Moment")]);
  if (!moment || (moment.state !== "active" && moment.authorId !== viewer.id && viewer.role !== "admin")) {
    throw new ApiError("ENTITY_NOT_FOUND", "Moment not found.");
  }
  return moment;
}

/** Takes the author's moment down (archived): out of their moments and its tags, its page gone for others. */
export async function deleteMoment(ctx: Context, viewer: UserRow, globalId: string): Promise<MomentRow> {
  const moment = await namedMoment(ctx, viewer, globalId);
  if (moment.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only its author may delete a moment.");
  // already taken down (or banned, which stays the admins' word): nothing changes
  if (moment.state !== "active") return moment;
  const archived = await archiveMoment(ctx.db, moment.id);
  if (!archived) return (await momentsByIds(ctx.db, [moment.id]))[0] ?? moment;
  ctx.purge(momentListings(await listingOf(ctx, archived)));
  return archived;
}

/** Likes a moment once, however often (and however many times at once) asked. */
export async function likeMoment(ctx: Context, viewer: UserRow, globalId: string): Promise<MomentRow> {
  const moment = await namedMoment(ctx, viewer, globalId);
  if (moment.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only a moment that is up can be liked.");
  }
  if (await isBlocking(ctx.db, moment.authorId, viewer.id)) {
    throw new ApiError("FORBIDDEN", "The author has blocked you.");
  }
  const liked = await likeMomentRow(ctx.db, moment.id, viewer.id, ctx.now);
  if (liked?.likeCount !== moment.likeCount) {
    ctx.purge([cacheTags.moment(moment.id)]);
    const key = `MomentLiked:${moment.id}`;
    await notify(ctx, viewer, [
      { recipientId: moment.authorId, type: "MomentLiked", targetId: moment.id, groupKey: key },
    ]);
  }
  return liked ?? moment;
}

export async function unlikeMoment(ctx: Context, viewer: UserRow, globalId: string): Promise<MomentRow> {
  const moment = await namedMoment(ctx, viewer, globalId);
  const unliked = await unlikeMomentRow(ctx.db, moment.id, viewer.id);
  if (unliked?.likeCount !== moment.likeCount) ctx.purge([cacheTags.moment(moment.id)]);
  return unliked ?? moment;
}
