import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { campaignStages, campaigns, channels } from "../schema";
import { outsideExclusiveChallenges } from "./exclusive-challenges";

export type ChannelRow = typeof channels.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type StageRow = typeof campaignStages.$inferSelect;

export function channelsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(channels)
    .where(inArray(channels.id, [...ids]));
}

export async function channelByShortHash(db: Db, shortHash: string) {
  const [row] = await db.select().from(channels).where(eq(channels.shortHash, shortHash)).limit(1);
  return row;
}

export function enabledChannels(db: Db) {
  return db
    .select()
    .from(channels)
    .where(eq(channels.enabled, true))
    .orderBy(asc(channels.navbarOrder), asc(channels.id));
}

export async function campaignsOfChannels(db: Db, channelIds: readonly number[]) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(inArray(campaigns.channelId, [...channelIds]));
  return new Map(rows.map((r) => [r.channelId, r]));
}

export async function stagesOfCampaigns(db: Db, campaignIds: readonly number[]) {
  const rows = await db
    .select()
    .from(campaignStages)
    .where(inArray(campaignStages.campaignId, [...campaignIds]))
    .orderBy(asc(campaignStages.order));
  const byCampaign = new Map<number, StageRow[]>();
  for (const row of rows) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row]);
  return byCampaign;
}

export function stagesByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(campaignStages)
    .where(inArray(campaignStages.id, [...ids]));
}

/**
 * A channel's pinned articles, newest first: active work of active authors, at most `limit`
 * (a curation channel's pinAmount). Walks channel_articles_list_idx.
 */
export async function pinnedChannelArticleIds(db: Db, channelId: number, limit: number) {
  const rows = await db.all<{ id: number }>(sql`
    SELECT s.article_id AS id FROM channel_articles s
      JOIN articles a ON a.id = s.article_id AND a.state = 'active'
      JOIN users u ON u.id = a.author_id AND u.state = 'active'
      WHERE s.channel_id = ${channelId} AND s.pinned = 1
      ORDER BY s.created_at DESC, s.article_id DESC
      LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

export type CampaignArticleRow = { id: number; addedAt: number; featured: boolean; announcement: boolean };

/**
 * A writing challenge's articles, newest entry first: all of them, one stage's, the featured
 * ones or the announcements. Keyset on (created_at, article_id) of campaign_articles.
 */
export async function campaignArticlePage(
  db: Db,
  campaignId: number,
  filter: { stageId?: number; featured?: boolean; announcement?: boolean },
  limit: number,
  after?: readonly [number, number],
): Promise<CampaignArticleRow[]> {
  const rows = await db.all<{ id: number; added_at: number; featured: number; announcement: number }>(sql`
    SELECT s.article_id AS id, s.created_at AS added_at, s.featured, s.announcement FROM campaign_articles s
      JOIN articles a ON a.id = s.article_id AND a.state = 'active'
      JOIN users u ON u.id = a.author_id AND u.state = 'active'
      WHERE s.campaign_id = ${campaignId} AND s.banned = 0
        ${filter.stageId === undefined ? sql`` : sql`AND s.stage_id = ${filter.stageId}`}
        ${filter.featured ? sql`AND s.featured = 1` : sql``}
        ${filter.announcement === undefined ? sql`` : sql`AND s.announcement = ${filter.announcement ? 1 : 0}`}
        ${after ? sql`AND (s.created_at < ${after[0]} OR (s.created_at = ${after[0]} AND s.article_id < ${after[1]}))` : sql``}
      ORDER BY s.created_at DESC, s.article_id DESC
      LIMIT ${limit + 1}`);
  return rows.map((r) => ({
    id: r.id,
    addedAt: r.added_at,
    featured: Boolean(r.featured),
    announcement: Boolean(r.announcement),
  }));
}

export async function campaignArticleCount(
  db: Db,
  campaignId: number,
  filter: { stageId?: number; featured?: boolean; announcement?: boolean },
) {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM campaign_articles s
      JOIN articles a ON a.id = s.article_id AND a.state = 'active'
      JOIN users u ON u.id = a.author_id AND u.state = 'active'
      WHERE s.campaign_id = ${campaignId} AND s.banned = 0
        ${filter.stageId === undefined ? sql`` : sql`AND s.stage_id = ${filter.stageId}`}
        ${filter.featured ? sql`AND s.featured = 1` : sql``}
        ${filter.announcement === undefined ? sql`` : sql`AND s.announcement = ${filter.announcement ? 1 : 0}`}`);
  return row?.n ?? 0;
}

/**
 * A channel's articles newest first (pinned or not), keyset on (created_at, article_id); entries
 * of exclusive challenges, spam and advertisements stay out (pins are admins' own choice).
 */
export async function channelNewestPage(db: Db, channelId: number, limit: number, after?: readonly [number, number]) {
  const rows = await db.all<{ id: number; added_at: number }>(sql`
    SELECT s.article_id AS id, s.created_at AS added_at FROM channel_articles s
      JOIN articles a ON a.id = s.article_id AND a.state = 'active' AND a.is_spam IS NOT 1 AND a.is_ad IS NOT 1
      JOIN users u ON u.id = a.author_id AND u.state = 'active'
      WHERE s.channel_id = ${channelId} AND ${outsideExclusiveChallenges(sql`s.article_id`)}
        ${after ? sql`AND (s.created_at < ${after[0]} OR (s.created_at = ${after[0]} AND s.article_id < ${after[1]}))` : sql``}
      ORDER BY s.created_at DESC, s.article_id DESC
      LIMIT ${limit + 1}`);
  return rows.map((r) => ({ id: r.id, addedAt: r.added_at }));
}
