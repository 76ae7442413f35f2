import "server-only";
import { succeededApplications } from "@/server/db/queries/campaigns";
import { campaignsOfChannels, type StageRow, stagesOfCampaigns } from "@/server/db/queries/channels";
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
// a writing challenge takes the author's entry (checkCampaigns). Each answers the catalogue's
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

/**
 * A challenge that stopped taking the entry between checkCampaigns and the write (finished, the
 * application rejected): the same code the check answers.
 */
export const entryClosedError = () =>
  new ApiError("ACTION_FAILED", "The writing challenge no longer takes this entry; nothing was saved.");

/** A writing challenge entry as stored: the challenge's channel, its campaign and the stage. */
export type CampaignEntry = { channelId: number; campaignId: number; stageId: number | null };

/** The challenges and stages an input names, by their global ids. */
export const parseCampaigns = (inputs: readonly { campaign: string; stage?: string | null }[]) =>
  inputs.map((input) => ({
    channelId: idOf(input.campaign, "WritingChallenge"),
    stageId: input.stage ? idOf(input.stage, "CampaignStage") : null,
  }));

/**
 * Writing challenges an author's draft or article enters, checked as upstream checks them, in
 * its order: the challenge exists (CAMPAIGN_NOT_FOUND) and is active at the request's time,
 * the author's application to it succeeded, and its writing period has started
 * (ACTION_FAILED); the stage, when named, is one of its own (CAMPAIGN_STAGE_NOT_FOUND) and
 * has started (ACTION_FAILED). An entry (publishing, editing) must name a stage when the
 * challenge has stages (BAD_USER_INPUT); a draft need not, as its author picks the challenge
 * before the stage.
 */
export async function checkCampaigns(
  ctx: Context,
  authorId: number,
  wanted: readonly { channelId: number; stageId: number | null }[],
  { stageRequired }: { stageRequired: boolean },
): Promise<CampaignEntry[]> {
  const channelIds = distinctIds(
    wanted.map((w) => w.channelId),
    "campaigns",
    CAMPAIGNS_MAX,
  );
  if (channelIds.length === 0) return [];
  const campaigns = await campaignsOfChannels(ctx.db, channelIds);
  const campaignIds = [...campaigns.values()].map((c) => c.id);
  const [stages, applied] = await Promise.all([
    campaignIds.length ? stagesOfCampaigns(ctx.db, campaignIds) : new Map<number, StageRow[]>(),
    campaignIds.length ? succeededApplications(ctx.db, authorId, campaignIds) : new Set<number>(),
  ]);
  const entries = new Map<number, CampaignEntry>();
  for (const { channelId, stageId } of wanted) {
    const campaign = campaigns.get(channelId);
    if (!campaign) throw new ApiError("CAMPAIGN_NOT_FOUND", "Writing challenge not found.");
    if (campaignStateAt(campaign, ctx.now) !== "active") {
      throw new ApiError("ACTION_FAILED", "The writing challenge is not open.");
    }
    if (!applied.has(campaign.id)) {
      throw new ApiError("ACTION_FAILED", "Apply to the writing challenge before writing for it.");
    }
    if (campaign.writingStart !== null && ctx.now < campaign.writingStart) {
      throw new ApiError("ACTION_FAILED", "The writing challenge's writing period has not started.");
    }
    const own = stages.get(campaign.id) ?? [];
    if (stageId === null) {
      if (stageRequired && own.length > 0) {
        throw new ApiError("BAD_USER_INPUT", "Name one of the writing challenge's stages.", {
          field: "input.campaigns",
        });
      }
    } else {
      const stage = own.find((s) => s.id === stageId);
      if (!stage) throw new ApiError("CAMPAIGN_STAGE_NOT_FOUND", "Stage not found.");
      if (stage.periodStart !== null && ctx.now < stage.periodStart) {
        throw new ApiError("ACTION_FAILED", "The stage has not started.");
      }
    }
    entries.set(channelId, { channelId, campaignId: campaign.id, stageId });
  }
  return [...entries.values()];
}
