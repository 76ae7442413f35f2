import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { articleConnections, campaignArticles, campaigns } from "../schema";

// What an article is linked to by its author: the articles it connects (at most a handful,
// read whole) and the writing challenges it takes part in.

export async function connectionIdsOf(db: Db, articleId: number) {
  const rows = await db
    .select({ id: articleConnections.connectionId })
    .from(articleConnections)
    .where(eq(articleConnections.articleId, articleId))
    .orderBy(asc(articleConnections.order));
  return rows.map((r) => r.id);
}

/** The writing challenges (their channels' ids) and stages of an article, in the order it joined them. */
export function campaignsOfArticle(db: Db, articleId: number) {
  return db
    .select({ channelId: campaigns.channelId, campaignId: campaigns.id, stageId: campaignArticles.stageId })
    .from(campaignArticles)
    .innerJoin(campaigns, eq(campaigns.id, campaignArticles.campaignId))
    .where(eq(campaignArticles.articleId, articleId))
    .orderBy(asc(campaignArticles.createdAt));
}
