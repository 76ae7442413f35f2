import "server-only";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { campaignArticles, campaigns, channelArticles, channels } from "../schema";

/**
 * Whether the article `articleId` names is no entry of an exclusive writing challenge: those stay
 * out of Latest, Hottest and the topic and curation channels (their challenge's own lists, the
 * author's profile, tags and search still show them). One probe of campaign_articles_article_idx
 * per article, and the campaign by its key.
 */
export const outsideExclusiveChallenges = (articleId: SQL | SQLiteColumn) => sql`NOT EXISTS (
  SELECT 1 FROM campaign_articles xa JOIN campaigns xc ON xc.id = xa.campaign_id
  WHERE xa.article_id = ${articleId} AND xc.exclusive = 1)`;

/** Which of these campaigns are exclusive. */
export async function exclusiveCampaignIds(db: Db, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(inArray(campaigns.id, [...campaignIds]), eq(campaigns.exclusive, true)));
  return rows.map((r) => r.id);
}

/** The topic and curation channels an article is listed in (channel_articles_article_idx). */
export function feedChannelsOfArticle(db: Db, articleId: number) {
  return db
    .select({ id: channels.id, type: channels.type })
    .from(channelArticles)
    .innerJoin(channels, eq(channels.id, channelArticles.channelId))
    .where(eq(channelArticles.articleId, articleId));
}

/**
 * The topic and curation channels listing any entry of a campaign, each once (the campaign's
 * key prefix of campaign_articles, then channel_articles_article_idx per entry).
 */
export function feedChannelsOfCampaign(db: Db, campaignId: number) {
  return db
    .selectDistinct({ id: channels.id, type: channels.type })
    .from(campaignArticles)
    .innerJoin(channelArticles, eq(channelArticles.articleId, campaignArticles.articleId))
    .innerJoin(channels, eq(channels.id, channelArticles.channelId))
    .where(eq(campaignArticles.campaignId, campaignId));
}
