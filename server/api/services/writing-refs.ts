import "server-only";
import { campaignsOfChannels, stagesByIds } from "@/server/db/queries/channels";
import { collectionSizes, collectionsByIds } from "@/server/db/queries/collections";
import { assetsByIds } from "@/server/db/queries/moments";
import { circleById } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";
import { campaignStateAt } from "../rules/campaign-state";
import {
  CAMPAIGNS_MAX,
  COLLECTION_ARTICLES_MAX,
  COLLECTIONS_MAX,
  CONNECTIONS_MAX,
  distinctIds,
} from "../rules/writing";

// What a draft or an edit points at, checked against the database: the cover is the author's
// own upload, linked articles are readable, collections and the circle are the author's own,
// a writing challenge is open and the stage is one of its own. Each answers the catalogue's
// code for what is wrong, before anything is written.

/** Asset types an article's cover may be: one uploaded as a cover, or an image of the content. */
const COVER_TYPES: ReadonlySet<string> = new Set(["cover", "embed"]);

/** The path of the author's cover image, from its Asset id, of one of `types`. */
export async function coverPath(
  ctx: Context,
  authorId: number,
  globalId: string,
  types: ReadonlySet<string> = COVER_TYPES,
): Promise<string> {
  const [asset] = await assetsByIds(ctx.db, [idOf(globalId, "Asset")]);
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
  if (asset.authorId !== authorId) throw new ApiError("FORBIDDEN", "The cover must be your own upload.");
  if (!types.has(asset.type)) throw new ApiError("BAD_USER_INPUT", "This asset cannot be a cover.");
  return asset.path;
}

/** Articles to link: active ones, each once, never the article itself. */
export async function checkConnections(ctx: Context, articleIds: readonly number[], self?: number): Promise<number[]> {
  const ids = distinctIds(articleIds, "connections", CONNECTIONS_MAX);
  const rows = await ctx.loaders.article.loadMany(ids);
  for (const [i, row] of rows.entries()) {
    if (!row || row instanceof Error || row.state !== "active" || ids[i] === self) {
      throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
    }
  }
  return ids;
}

/**
 * Collections to put the article in: the author's own, at most COLLECTIONS_MAX chosen. `kept`
 * are the ones it is in already: an article added to more from the collections' side keeps
 * them through an edit, but gains no more while it is in COLLECTIONS_MAX or more.
 */
export async function checkOwnCollections(
  ctx: Context,
  authorId: number,
  collectionIds: readonly number[],
  kept: readonly number[] = [],
) {
  const ids = [...new Set(collectionIds)];
  const added = ids.filter((id) => !kept.includes(id));
  if (ids.length > COLLECTIONS_MAX && added.length > 0) {
    throw new ApiError("BAD_USER_INPUT", `\`input.collections\` must hold at most ${COLLECTIONS_MAX} items.`, {
      field: "input.collections",
    });
  }
  if (ids.length === 0) return ids;
  const rows = await collectionsByIds(ctx.db, ids);
  if (rows.length !== ids.length) throw new ApiError("ENTITY_NOT_FOUND", "Collection not found.");
  if (rows.some((r) => r.authorId !== authorId)) {
    throw new ApiError("FORBIDDEN", "Articles go into your own collections only.");
  }
  await checkCollectionRoom(ctx, added, 1);
  return ids;
}

/** A collection holds at most COLLECTION_ARTICLES_MAX articles. */
export const collectionFullError = () =>
  new ApiError("ACTION_LIMIT_EXCEEDED", `A collection holds at most ${COLLECTION_ARTICLES_MAX} articles.`);

/**
 * Each collection can take `adding` more articles (COLLECTION_ARTICLES_MAX): a clear answer
 * before anything is written; the write judges it again (placeAtEnd), for requests at once.
 */
export async function checkCollectionRoom(
  ctx: Context,
  collectionIds: readonly number[],
  adding: number | Map<number, number>,
) {
  if (collectionIds.length === 0) return;
  const sizes = await collectionSizes(ctx.db, collectionIds);
  for (const id of collectionIds) {
    const more = typeof adding === "number" ? adding : (adding.get(id) ?? 0);
    if ((sizes.get(id) ?? 0) + more > COLLECTION_ARTICLES_MAX) throw collectionFullError();
  }
}

/** A circle to publish in: the author's own, still active. */
export async function checkOwnCircle(ctx: Context, authorId: number, circleId: number): Promise<number> {
  const circle = await circleById(ctx.db, circleId);
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  if (circle.ownerId !== authorId) throw new ApiError("FORBIDDEN", "Only the circle's owner publishes in it.");
  if (circle.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  return circle.id;
}

/** A writing challenge entry as stored: the challenge's channel, its campaign and the stage. */
export type CampaignEntry = { channelId: number; campaignId: number; stageId: number | null };

/** The challenges and stages an input names, by their global ids. */
export const parseCampaigns = (inputs: readonly { campaign: string; stage?: string | null }[]) =>
  inputs.map((input) => ({
    channelId: idOf(input.campaign, "WritingChallenge"),
    stageId: input.stage ? idOf(input.stage, "CampaignStage") : null,
  }));

/**
 * Writing challenges to take part in: open ones (active, and within their periods at the
 * request's time: one whose periods have all ended takes no more entries), with a stage of
 * their own.
 */
export async function checkCampaigns(
  ctx: Context,
  wanted: readonly { channelId: number; stageId: number | null }[],
): Promise<CampaignEntry[]> {
  const channelIds = distinctIds(
    wanted.map((w) => w.channelId),
    "campaigns",
    CAMPAIGNS_MAX,
  );
  if (channelIds.length === 0) return [];
  const campaigns = await campaignsOfChannels(ctx.db, channelIds);
  const stageIds = wanted.flatMap((w) => (w.stageId === null ? [] : [w.stageId]));
  const stages = new Map((stageIds.length ? await stagesByIds(ctx.db, stageIds) : []).map((s) => [s.id, s]));
  const entries = new Map<number, CampaignEntry>();
  for (const { channelId, stageId } of wanted) {
    const campaign = campaigns.get(channelId);
    if (!campaign) throw new ApiError("ENTITY_NOT_FOUND", "Writing challenge not found.");
    if (campaignStateAt(campaign, ctx.now) !== "active") {
      throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The writing challenge is not open.");
    }
    if (stageId !== null && stages.get(stageId)?.campaignId !== campaign.id) {
      throw new ApiError("BAD_USER_INPUT", "The stage is not one of this writing challenge's.", {
        field: "input.campaigns",
      });
    }
    entries.set(channelId, { channelId, campaignId: campaign.id, stageId });
  }
  return [...entries.values()];
}
