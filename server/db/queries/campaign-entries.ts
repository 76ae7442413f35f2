import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { limitRefused, withinLimit } from "../batch-limits";
import type { Db } from "../client";
import { campaignArticles } from "../schema";

// An article's entry in a writing challenge, written by publishing and by editing. The service
// checks the rules first (services/writing-refs.ts checkCampaigns) to answer the right code,
// but an admin may finish the challenge or reject the application between that read and the
// batch. So the entry's own INSERT judges the rules again as it runs: its campaign_id is NULL
// when they no longer hold, the NOT NULL column refuses the row, and the whole batch (the
// article, the version, the draft marked published) is undone with it (batch-limits.ts).

/** What an entry names: the challenge's campaign, the stage (null for a challenge without stages). */
export type EntryTarget = { campaignId: number; stageId: number | null };

/**
 * Whether `authorId` may enter `target` at `now`, as one SQL condition. Mirrors
 * lib/campaign/challenge-state.ts: set active, and, where it has periods (those with a start),
 * the first of them started and not every one of them ended; then the writing period started,
 * the application succeeded, and the stage is the challenge's own and started (or, with no stage
 * named, the challenge has none).
 */
export function entryOpen(authorId: number, { campaignId, stageId }: EntryTarget, now: number): SQL {
  const stage =
    stageId === null
      ? sql`NOT EXISTS (SELECT 1 FROM campaign_stages s WHERE s.campaign_id = ${campaignId})`
      : sql`EXISTS (SELECT 1 FROM campaign_stages s WHERE s.id = ${stageId} AND s.campaign_id = ${campaignId}
          AND (s.period_start IS NULL OR s.period_start <= ${now}))`;
  return sql`(EXISTS (SELECT 1 FROM campaigns c WHERE c.id = ${campaignId} AND c.state = 'active'
      AND (c.writing_start IS NULL OR c.writing_start <= ${now})
      AND ((c.application_start IS NULL AND c.writing_start IS NULL)
        OR c.application_start <= ${now} OR c.writing_start <= ${now})
      AND ((c.application_start IS NULL AND c.writing_start IS NULL)
        OR (c.application_start IS NOT NULL AND (c.application_end IS NULL OR c.application_end > ${now}))
        OR (c.writing_start IS NOT NULL AND (c.writing_end IS NULL OR c.writing_end > ${now}))))
    AND EXISTS (SELECT 1 FROM campaign_participants p
      WHERE p.campaign_id = ${campaignId} AND p.user_id = ${authorId} AND p.state = 'succeeded')
    AND ${stage})`;
}

/** Whether the batch failed because an entry's rules no longer held when it was written. */
export const entryRefused = (error: unknown) => limitRefused(error, "campaign_articles.campaign_id");

/**
 * The entry of `articleId` (an id, or a sub-select naming a new article), written only while
 * entryOpen holds. An entry already there moves to the stage named, keeping its ban; it stays
 * featured only in the stage it was featured in.
 */
export function enterStatement(
  db: Db,
  authorId: number,
  articleId: number | SQL<number>,
  target: EntryTarget,
  now: number,
) {
  return db
    .insert(campaignArticles)
    .values({
      campaignId: withinLimit(entryOpen(authorId, target, now), target.campaignId),
      articleId,
      stageId: target.stageId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [campaignArticles.campaignId, campaignArticles.articleId],
      // the managers' word outlives the author's edits: a ban stays, wherever the entry moves; a
      // feature was given to the entry in its stage, and stays only while it stays there
      set: {
        stageId: sql`excluded.stage_id`,
        featured: sql`CASE WHEN ${campaignArticles.stageId} IS excluded.stage_id THEN ${campaignArticles.featured} ELSE 0 END`,
      },
    });
}
