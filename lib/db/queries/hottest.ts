import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";

// "Hottest": the articles of one scope (a tag, a channel) ranked by what readers did with them
// in the last days, newest activity weighing most.
//
//   hotness(article, T) = Σ over events e of the article with T − W < t(e) ≤ T of
//                         weight(e) × 0.5 ^ ((T − t(e)) / H)
//
//   T  the ranking's instant ("as of"), H = 3 days the half-life, W = 21 days the window.
//   weight: read 1 · appreciation 2 · comment 3 · donation 5
//
// Why these numbers:
// - Reads are the commonest and cheapest signal (one row per reader, at the last read, so one
//   reader re-reading counts once); appreciating costs the reader a deliberate click, commenting
//   costs writing, donating costs money: the weights rise with the effort an event takes, so a
//   few readers who care can lift an article over many who glanced at it. Every event counts
//   once whatever its amount, so one large donation cannot buy the top place.
// - A half-life of 3 days lets an article stay hot for about a week after activity stops; an
//   event a day old still weighs 0.79, a week old 0.2.
// - The window is 7 half-lives: an event at its edge weighs 1/128, so cutting there changes no
//   ranking that matters, while each article's scan stays a short range of recent rows.
// - System subsidies (appreciations no reader gave) do not count. The author's own read and
//   replies count like anyone's: one read row at most, and replying to readers is discussion;
//   leaving them out would cost a table lookup per event instead of an index-only probe.
// - Articles without events in the window score 0 and follow the scored ones, newest first
//   (id descending), so the list still holds every article of the scope.
//
// Paging is keyset on (score, id) with the ranking's instant T carried in the cursor: later pages
// are ranked as of the first page's instant (events after it are ignored), so a score never changes
// between pages and paging has neither duplicates nor gaps; a new article, or one dropped by
// moderation, only changes membership. An offset cursor would repeat rows whenever an article is
// added above the reader's position. Scores are rounded to 6 decimals in SQL so the cursor's
// number compares equal to the recomputed one.
//
// Cost: one pass over the scope's articles (article_tags by tag, channel_articles by channel),
// with four index-only range probes per article (read_history_article_read_idx,
// appreciations_article_idx, comments_target_recent_idx, transactions_target_idx), then a sort;
// whether an article may be listed is looked up for the top of the ranking only. Measured with
// scripts/bench/tags.ts (200k articles, 2M reads, 400k comments; two shared, busy cores): a
// generated tag (~190 articles) answers in ~40 ms, a 19k-article tag in ~0.8 s, nearly all of
// it summing its ~135k events of the window. The page's first request is cached by execute()
// for a minute. Past that size a scope would want a materialised score: scores with a fixed
// epoch, Σ w × 2^((t − T0)/H), add up and keep their order, so a per-article table can be
// updated per event or by a scheduled job, and a scope then reads one row per article.

const DAY = 86_400_000;

export const HOTNESS = {
  halfLife: 3 * DAY,
  window: 21 * DAY,
  weights: { read: 1, appreciation: 2, comment: 3, donation: 5 },
} as const;

/** Where to rank: the articles of a tag, or of a channel. */
export type HottestScope = { tagId: number } | { channelId: number };

/** The instant the ranking is computed at, and the (score, id) of the last article seen. */
export type HottestCursor = readonly [asOf: number, score: number, id: number];

export type HottestRow = { id: number; score: number };

/** `table s WHERE condition`: the scope's rows, each naming an article as s.article_id. */
function scopeRows(scope: HottestScope): SQL {
  return "tagId" in scope
    ? sql`article_tags s WHERE s.tag_id = ${scope.tagId}`
    : sql`channel_articles s WHERE s.channel_id = ${scope.channelId}`;
}

/**
 * `FROM … WHERE …` over the scope's listable articles as `a` (the scope's row as `s`): active
 * articles by active authors (not banned, archived or frozen) who are not kept out of the feed
 * named by `restriction` (user_restrictions: articleHottest, articleNewest).
 */
export function listableInScope(scope: HottestScope, restriction: "articleHottest" | "articleNewest"): SQL {
  const [table, condition] =
    "tagId" in scope
      ? [sql.raw("article_tags"), sql`s.tag_id = ${scope.tagId}`]
      : [sql.raw("channel_articles"), sql`s.channel_id = ${scope.channelId}`];
  return sql`FROM ${table} s
    JOIN articles a ON a.id = s.article_id
    JOIN users u ON u.id = a.author_id
    WHERE ${condition} AND a.state = 'active' AND u.state = 'active'
      AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id AND r.type = ${restriction})`;
}

/** Σ weight × 0.5^((asOf − t)/H) over rows of one event table, for the scope's article `s.article_id`. */
function decayed(weight: number, asOf: number, time: SQL, from: SQL): SQL {
  // constants inline (a real divisor: integer times would divide as integers)
  const halfLife = sql.raw(`${HOTNESS.halfLife}.0`);
  return sql`${sql.raw(String(weight))} * (SELECT coalesce(sum(pow(0.5, (${asOf} - ${time}) / ${halfLife})), 0) ${from} AND ${time} > ${asOf - HOTNESS.window} AND ${time} <= ${asOf})`;
}

// Each probe reads one index only (the migration 0002 indexes cover these columns).
function hotness(asOf: number): SQL {
  const w = HOTNESS.weights;
  return sql.join(
    [
      decayed(w.read, asOf, sql`rh.read_at`, sql`FROM read_history rh WHERE rh.article_id = s.article_id`),
      decayed(
        w.appreciation,
        asOf,
        sql`ap.created_at`,
        sql`FROM appreciations ap WHERE ap.article_id = s.article_id AND ap.purpose <> 'systemSubsidy'`,
      ),
      decayed(
        w.comment,
        asOf,
        sql`c.created_at`,
        sql`FROM comments c WHERE c.type = 'article' AND c.target_id = s.article_id AND c.state IN ('active', 'collapsed')`,
      ),
      decayed(
        w.donation,
        asOf,
        sql`tx.created_at`,
        sql`FROM transactions tx WHERE tx.target_type = 'Article' AND tx.target_id = s.article_id AND tx.purpose = 'donation' AND tx.state = 'succeeded'`,
      ),
    ],
    sql` + `,
  );
}

/** Whether article `id` is listed in the hottest feeds (the conditions of listableInScope). */
const listableInHottest = (id: SQL) => sql`EXISTS (
  SELECT 1 FROM articles a JOIN users u ON u.id = a.author_id
  WHERE a.id = ${id} AND a.state = 'active' AND u.state = 'active'
    AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id AND r.type = 'articleHottest'))`;

/**
 * One page of a scope's articles by hotness as of `now` (or the cursor's instant): up to
 * `limit + 1` rows of (id, score), so the caller can tell whether a next page exists. Only active
 * articles of active authors who are not kept out of the hottest feeds (articleHottest).
 *
 * Every article of the scope is scored (events only, index probes keyed by article id), but
 * whether an article may be listed is looked up for the top of the ranking only: a chunk twice
 * the page, taken again past its end in the rare case that half of it is hidden.
 */
export async function hottestPage(
  db: Db,
  scope: HottestScope,
  limit: number,
  after: HottestCursor | undefined,
  now: number,
): Promise<{ asOf: number; rows: HottestRow[] }> {
  const asOf = after ? after[0] : now;
  const chunk = 2 * (limit + 1);
  const rows: HottestRow[] = [];
  let from: readonly [number, number] | undefined = after ? [after[1], after[2]] : undefined;
  for (;;) {
    // MATERIALIZED: each score is computed once, not again for the cursor test and the sort.
    const batch: (HottestRow & { ok: number })[] = await db.all(sql`
      WITH scored AS MATERIALIZED (
        SELECT s.article_id AS id, round(${hotness(asOf)}, 6) AS score
        FROM ${scopeRows(scope)}
      ),
      top AS MATERIALIZED (
        SELECT id, score FROM scored
        ${from ? sql`WHERE score < ${from[0]} OR (score = ${from[0]} AND id < ${from[1]})` : sql``}
        ORDER BY score DESC, id DESC
        LIMIT ${chunk}
      )
      SELECT t.id AS id, t.score AS score, ${listableInHottest(sql`t.id`)} AS ok
      FROM top t
      ORDER BY t.score DESC, t.id DESC
    `);
    for (const { id, score, ok } of batch) if (ok) rows.push({ id, score });
    const last = batch.at(-1);
    if (rows.length > limit || batch.length < chunk || !last) break;
    from = [last.score, last.id];
  }
  return { asOf, rows: rows.slice(0, limit + 1) };
}

/** How many articles the scope lists in its hottest ranking. */
export async function hottestCount(db: Db, scope: HottestScope): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n ${listableInScope(scope, "articleHottest")}`);
  return row?.n ?? 0;
}
