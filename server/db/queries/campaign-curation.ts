import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articles, campaignArticles } from "../schema";

// A challenge's managers curate its entries: they feature some and ban others. Each change is
// one conditional UPDATE … RETURNING, so of two managers doing the same at once only one
// changes a row, and only that one tells the author.

/** Which of these articles are entries of the challenge, each with whether it is banned. */
export async function entriesAmong(db: Db, campaignId: number, articleIds: readonly number[]) {
  const rows = await db
    .select({ articleId: campaignArticles.articleId, banned: campaignArticles.banned })
    .from(campaignArticles)
    .where(and(eq(campaignArticles.campaignId, campaignId), inArray(campaignArticles.articleId, [...articleIds])));
  return new Map(rows.map((r) => [r.articleId, r.banned]));
}

/**
 * Features or unfeatures entries not banned. Answers the entries this call changed, each with
 * its author: the rows already as asked, or changed by a call at the same time, are not among them.
 */
export async function setFeatured(db: Db, campaignId: number, articleIds: readonly number[], featured: boolean) {
  const changed = await db
    .update(campaignArticles)
    .set({ featured })
    .where(
      and(
        eq(campaignArticles.campaignId, campaignId),
        inArray(campaignArticles.articleId, [...articleIds]),
        eq(campaignArticles.banned, false),
        eq(campaignArticles.featured, !featured),
      ),
    )
    .returning({
      articleId: campaignArticles.articleId,
      authorId: sql<number>`(SELECT ${articles.authorId} FROM ${articles} WHERE ${articles.id} = ${campaignArticles.articleId})`,
    });
  return changed;
}

/** Bans entries (featured no more). Answers how many this call banned. */
export async function banEntries(db: Db, campaignId: number, articleIds: readonly number[]) {
  const changed = await db
    .update(campaignArticles)
    .set({ banned: true, featured: false })
    .where(
      and(
        eq(campaignArticles.campaignId, campaignId),
        inArray(campaignArticles.articleId, [...articleIds]),
        eq(campaignArticles.banned, false),
      ),
    )
    .returning({ articleId: campaignArticles.articleId });
  return changed.length;
}
