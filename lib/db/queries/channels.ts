import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { campaignStages, campaigns, channels } from "../schema";

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
