import "server-only";
import { cacheTags, feedChannelTags } from "@/lib/cache/tags";
import {
  exclusiveCampaignIds,
  feedChannelsOfArticle,
  feedChannelsOfCampaign,
} from "@/server/db/queries/exclusive-challenges";
import type { Context } from "../context";

// What to purge when entries of an exclusive challenge join or leave Latest and the topic and
// curation channels (server/db/queries/exclusive-challenges.ts): Latest and those channels'
// pages, each of which carries its channel's entity tag. The site's Hottest is not cached.

const feedTags = (feeds: readonly { id: number; type: string }[]) => [cacheTags.newest, ...feedChannelTags(feeds)];

/** An article moved into or out of an exclusive challenge (editArticle's campaigns). */
export async function exclusiveMoveTags(
  ctx: Context,
  articleId: number,
  before: readonly { campaignId: number }[],
  after: readonly { campaignId: number }[],
): Promise<string[]> {
  const was = before.map((c) => c.campaignId);
  const is = after.map((c) => c.campaignId);
  const moved = [...was.filter((id) => !is.includes(id)), ...is.filter((id) => !was.includes(id))];
  if ((await exclusiveCampaignIds(ctx.db, moved)).length === 0) return [];
  return feedTags(await feedChannelsOfArticle(ctx.db, articleId));
}

/** A challenge made exclusive or no longer (putWritingChallenge): all its entries move. */
export async function exclusiveToggleTags(ctx: Context, campaignId: number): Promise<string[]> {
  return feedTags(await feedChannelsOfCampaign(ctx.db, campaignId));
}
