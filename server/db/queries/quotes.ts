import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { campaignArticles, campaigns, quotes } from "../schema";

// A writing challenge's quote wall: excerpts of its entries, put up by readers.

export type QuoteRow = typeof quotes.$inferSelect;

/** The challenge an article's quote goes to: the last it was entered in and not banned from. */
export async function quoteWallOf(db: Db, articleId: number) {
  const [row] = await db
    .select({ campaignId: campaigns.id, channelId: campaigns.channelId, enableQuoteWall: campaigns.enableQuoteWall })
    .from(campaignArticles)
    .innerJoin(campaigns, eq(campaigns.id, campaignArticles.campaignId))
    .where(and(eq(campaignArticles.articleId, articleId), eq(campaignArticles.banned, false)))
    .orderBy(desc(campaignArticles.createdAt))
    .limit(1);
  return row;
}

/** Puts a quote up once: the same words of the same article by the same person again do nothing (undefined). */
export async function insertQuote(db: Db, values: Omit<typeof quotes.$inferInsert, "id">) {
  const [row] = await db.insert(quotes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function quoteById(db: Db, id: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row;
}

/** Takes a quote down; answers its challenge's channel when this call took it down. */
export async function deleteQuoteRow(db: Db, id: number) {
  const [row] = await db
    .delete(quotes)
    .where(eq(quotes.id, id))
    .returning({
      channelId: sql<number>`(SELECT ${campaigns.channelId} FROM ${campaigns} WHERE ${campaigns.id} = ${quotes.campaignId})`,
    });
  return row?.channelId;
}

/** Quotes shown on a wall: of active articles still entered (not banned), by active people. */
const shown = (campaignId: number) => sql`q.campaign_id = ${campaignId}
  AND EXISTS (SELECT 1 FROM articles a WHERE a.id = q.article_id AND a.state = 'active')
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = q.user_id AND u.state = 'active')
  AND EXISTS (SELECT 1 FROM campaign_articles s WHERE s.campaign_id = q.campaign_id AND s.article_id = q.article_id AND s.banned = 0)`;

/** A wall's quotes newest first, keyset on (created_at, id); or `limit` of them at random. */
export async function quotePage(
  db: Db,
  campaignId: number,
  limit: number,
  options: { after?: readonly [number, number]; random?: boolean },
): Promise<QuoteRow[]> {
  const after = options.after;
  const rows = await db.all<{
    id: number;
    campaign_id: number;
    article_id: number;
    user_id: number;
    content: string;
    created_at: number;
  }>(sql`SELECT q.id, q.campaign_id, q.article_id, q.user_id, q.content, q.created_at FROM quotes q
    WHERE ${shown(campaignId)}
      ${after && !options.random ? sql`AND (q.created_at < ${after[0]} OR (q.created_at = ${after[0]} AND q.id < ${after[1]}))` : sql``}
    ORDER BY ${options.random ? sql`random()` : sql`q.created_at DESC, q.id DESC`}
    LIMIT ${limit + 1}`);
  return rows.map((r) => ({
    id: r.id,
    campaignId: r.campaign_id,
    articleId: r.article_id,
    userId: r.user_id,
    content: r.content,
    createdAt: r.created_at,
  }));
}

export async function quoteCount(db: Db, campaignId: number) {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM quotes q WHERE ${shown(campaignId)}`);
  return row?.n ?? 0;
}
