import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { outsideExclusiveChallenges } from "./exclusive-challenges";

// "Hottest": the articles of one scope (a tag, a channel) ranked by what readers did with them,
// newest activity weighing most.
//
//   hotness(article, T) = Σ over events e of the article with t(e) ≤ T of
//                         weight(e) × 0.5 ^ ((T − t(e)) / H)
//
//   T  the ranking's instant ("as of"), H = 3 days the half-life.
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
// - System subsidies (appreciations no reader gave) do not count, nor comments that are not
//   shown (only active and collapsed ones), nor donations that did not succeed. The author's own
//   read and replies count like anyone's: one read row at most, and replying to readers is
//   discussion.
//
// Stored, not summed per request. Every term shares the factor 0.5^(T/H), so the order of
// articles never depends on T: hotness(article, T) = 2^(−T/H) × Σ weight × 2^(t/H), and it is
// enough to keep Σ weight × 2^(t/H) per article, adding each event as it is written. That sum
// does not fit a double: with t in ms since 1970, 2^(t/H) is 2^6900 today, and with a recent epoch
// T0 instead, 2^((t − T0)/H) passes the largest double (2^1024, 1,024 half-lives) 8.4 years after
// T0, when every score would need rebasing. So what is stored is its logarithm, in milliseconds:
//
//   hot_score = H × log2(Σ weight × 2^(t/H))      (0: no counted event)
//
// It reads as a time: one read at instant t scores t, an appreciation scores t + H (worth two
// reads), two reads at t score t + H. It grows by about a day a day while an article is busy and
// stops when it is not, so a stale score sinks below fresh ones without anyone touching it. The
// triggers of drizzle/0022_hottest_score.sql add (and for withdrawn events remove) each event as
// m + H × log2(2^((s − m)/H) ± weight × 2^((t − m)/H)), m the larger of the two, so no exponent
// is ever positive: no overflow, and a double's precision at 1.8e12 ms is far below the whole
// milliseconds the score is rounded to (so cursors compare exactly).
//
// The window. The formula once summed the last 21 days only (7 half-lives: an event there weighs
// 1/128). A stored sum has no window: old events stay in it, decayed. What the window did is kept
// as a threshold: an article whose score is at most T − 21 days (all its activity worth less than
// one read 21 days ago) is "quiet", scores 0 and follows the scored ones newest first (id
// descending), as an article with no event in the window did. The rankings differ only where
// events older than 21 days matter: they now add their (tiny) weight, so two articles with equal
// recent activity are ordered by their older activity instead of by id, and an article with no
// event in 21 days but older activity worth more than one read 21 days ago (two reads 22 days
// ago) counts as scored, as low as such activity weighs. tests/api/hottest-score.test.ts compares
// both rankings
// on the demo data.
//
// Paging is keyset on (score, id) with the ranking's instant T carried in the cursor, ranked as
// of T as before: a page after the first reads the scores that moved since T (hot_at, the latest
// event counted, is after T: article_tags_hot_at_idx) and takes the events after T back out
// of them, so new activity never moves an article between pages of one reading and paging has
// neither duplicates nor gaps (a withdrawn event, a comment deleted, lowers its article's score
// at once, as it did in the summed formula). The one difference from recomputing the sum as of T: an event after T is
// gone whole from such an article, so a reader who read before T and again after it counts for
// neither (the windowed formula saw the read row at its new time, so it agreed). The cursor keeps
// its shape [T, score, id]; the score is now this stored instant or 0, so a cursor of the summed
// formula (a small positive sum) is refused as invalid (isHottestCursor).
//
// Cost: a page reads the scope's index from the top (article_tags_tag_hot_idx,
// channel_articles_channel_hot_idx: scope, score, article) and checks whether each article may be
// listed, for about twice the page; past the scored articles, the quiet ones come from
// (scope, article, score) in id order. Each counted event costs one update of the article row
// plus one of each of its tag and channel rows (three indexes each), done by the triggers in the
// statement that writes the event. scripts/bench/README.md has the figures.

const DAY = 86_400_000;

export const HOTNESS = {
  halfLife: 3 * DAY,
  window: 21 * DAY,
  weights: { read: 1, appreciation: 2, comment: 3, donation: 5 },
} as const;

/** A cursor score above every stored one (they are instants in ms): the start of a ranking. */
export const HOTTEST_START = Number.MAX_SAFE_INTEGER;

/** Where to rank: the articles of a tag, of a channel, or every article (Recommendation.hottest). */
export type HottestScope = { tagId: number } | { channelId: number } | { site: true };

/** The instant the ranking is computed at, and the (score, id) of the last article seen. */
export type HottestCursor = readonly [asOf: number, score: number, id: number];

export type HottestRow = { id: number; score: number };

/**
 * Whether hottestPage could have made this cursor: its score is 0 (a quiet article), the start,
 * or a stored score above the quiet threshold of its instant.
 */
export const isHottestCursor = ([asOf, score]: HottestCursor) => score === 0 || score > asOf - HOTNESS.window;

/**
 * The scope's table, its article column and the indexes a page reads (migration 0022; the
 * site's, articles_hot_idx and articles_hot_at_idx, migration 0025). The site's quiet articles
 * come in id order from the table itself.
 */
function scopeTable(scope: HottestScope) {
  if ("site" in scope) {
    return {
      table: sql.raw("articles"),
      key: sql.raw("s.id"),
      where: sql.raw("1"),
      byScore: sql.raw("INDEXED BY articles_hot_idx"),
      byId: sql.raw("NOT INDEXED"),
      byTime: sql.raw("INDEXED BY articles_hot_at_idx"),
      whereMoved: sql.raw("1"),
    };
  }
  return "tagId" in scope
    ? {
        table: sql.raw("article_tags"),
        key: sql.raw("s.article_id"),
        where: sql`s.tag_id = ${scope.tagId}`,
        byScore: sql.raw("INDEXED BY article_tags_tag_hot_idx"),
        byId: sql.raw("INDEXED BY article_tags_tag_article_idx"),
        byTime: sql.raw("INDEXED BY article_tags_hot_at_idx"),
        whereMoved: sql`+s.tag_id = ${scope.tagId}`,
      }
    : {
        table: sql.raw("channel_articles"),
        key: sql.raw("s.article_id"),
        where: sql`s.channel_id = ${scope.channelId}`,
        byScore: sql.raw("INDEXED BY channel_articles_channel_hot_idx"),
        byId: sql.raw("INDEXED BY channel_articles_channel_article_idx"),
        byTime: sql.raw("INDEXED BY channel_articles_hot_at_idx"),
        whereMoved: sql`+s.channel_id = ${scope.channelId}`,
      };
}

/**
 * `FROM … WHERE …` over the scope's listable articles as `a` (the scope's row as `s`): active
 * articles by active authors (not banned, archived or frozen) who are not kept out of the feed
 * named by `restriction` (user_restrictions: articleHottest, articleNewest), and not taken out
 * of that feed by an admin (the article's in_hottest, in_newest: toggleArticleRecommend).
 */
export function listableInScope(scope: HottestScope, restriction: "articleHottest" | "articleNewest"): SQL {
  const { table, key, where } = scopeTable(scope);
  return sql`FROM ${table} s
    JOIN articles a ON a.id = ${key}
    JOIN users u ON u.id = a.author_id
    WHERE ${where} AND a.state = 'active' AND u.state = 'active' AND ${adminSwitch(restriction)}
      AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id AND r.type = ${restriction})
      ${exclusiveOut(scope, sql`a.id`)}`;
}

/**
 * The admins' say on the article (as `a`) for the feed the restriction names: its switch, and
 * their judgement (spam is out of both; an advertisement out of the hottest rankings).
 */
const adminSwitch = (restriction: "articleHottest" | "articleNewest") =>
  restriction === "articleHottest"
    ? sql.raw("a.in_hottest = 1 AND a.is_spam IS NOT 1 AND a.is_ad IS NOT 1")
    : sql.raw("a.in_newest = 1 AND a.is_spam IS NOT 1");

/** Entries of exclusive challenges stay out of the site's and the channels' rankings, not out of a tag's. */
const exclusiveOut = (scope: HottestScope, id: SQL) =>
  "tagId" in scope ? sql`` : sql`AND ${outsideExclusiveChallenges(id)}`;

/** Whether article `id` is listed in the scope's hottest feed (the conditions of listableInScope). */
const listableInHottest = (scope: HottestScope, id: SQL) => sql`EXISTS (
  SELECT 1 FROM articles a JOIN users u ON u.id = a.author_id
  WHERE a.id = ${id} AND a.state = 'active' AND u.state = 'active' AND ${adminSwitch("articleHottest")}
    AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id AND r.type = 'articleHottest')
    ${exclusiveOut(scope, sql`a.id`)})`;

/**
 * The score of scope row `s` as of `asOf`: its stored score less the events counted after asOf,
 * each as weight × 2^((t − score)/H) of the stored sum (index range probes keyed by article and
 * time, the same indexes the summed formula read). Nothing left: 0.
 */
function scoreAsOf(asOf: number, key: SQL): SQL {
  const H = sql.raw(`${HOTNESS.halfLife}.0`);
  const w = HOTNESS.weights;
  const share = (weight: number, time: SQL, from: SQL) =>
    sql`${sql.raw(String(weight))} * (SELECT coalesce(sum(pow(2.0, (${time} - s.hot_score) / ${H})), 0) ${from} AND ${time} > ${asOf})`;
  const later = sql.join(
    [
      share(w.read, sql`rh.read_at`, sql`FROM read_history rh WHERE rh.article_id = ${key}`),
      share(
        w.appreciation,
        sql`ap.created_at`,
        sql`FROM appreciations ap WHERE ap.article_id = ${key} AND ap.purpose <> 'systemSubsidy'`,
      ),
      share(
        w.comment,
        sql`c.created_at`,
        sql`FROM comments c WHERE c.type = 'article' AND c.target_id = ${key} AND c.state IN ('active', 'collapsed')`,
      ),
      share(
        w.donation,
        sql`tx.created_at`,
        sql`FROM transactions tx WHERE tx.target_type = 'Article' AND tx.target_id = ${key} AND tx.purpose = 'donation' AND tx.state = 'succeeded'`,
      ),
    ],
    sql` + `,
  );
  return sql`(SELECT iif(rest > 1e-6, CAST(round(s.hot_score + ${H} * log2(rest)) AS INTEGER), 0)
    FROM (SELECT 1.0 - (${later}) AS rest))`;
}

/**
 * One page of a scope's articles by hotness as of `now` (or the cursor's instant): up to
 * `limit + 1` rows of (id, score), so the caller can tell whether a next page exists. Only active
 * articles of active authors who are not kept out of the hottest feeds (articleHottest).
 *
 * Scored articles come from the scope's score index, the quiet ones (score 0) after them in id
 * order; rows scored again after the ranking's instant are ranked by their score as of it.
 * Whether an article may be listed is looked up for the rows read only: a chunk twice the page,
 * read again past its end in the rare case that half of it is hidden.
 */
export async function hottestPage(
  db: Db,
  scope: HottestScope,
  limit: number,
  after: HottestCursor | undefined,
  now: number,
): Promise<{ asOf: number; rows: HottestRow[] }> {
  const asOf = after ? after[0] : now;
  const quietBelow = asOf - HOTNESS.window;
  const { table, key, where, byScore, byId, byTime, whereMoved } = scopeTable(scope);
  const chunk = 2 * (limit + 1);
  // The rows whose score moved after the instant (none, on a first page, unless an event is dated
  // ahead of the clock) are set aside and ranked by their score then.
  // The scope is matched outside the index (`+`): with statistics that saw hot_at nearly all 0
  // (ANALYZE before any activity) the planner skip-scanned the whole (hot_at, scope) index for
  // the scope's id, reading every row, instead of the few after the instant (scripts/bench/README.md,
  // "Tag feeds on a fresh dataset").
  const moved = sql`moved AS MATERIALIZED (
    SELECT ${key} AS id, ${scoreAsOf(asOf, key)} AS score
    FROM ${table} s ${byTime} WHERE s.hot_at > ${asOf} AND ${whereMoved}
  ),`;
  const unmoved = sql`AND s.hot_at <= ${asOf}`;

  const scored = (from: readonly [number, number] | undefined) => {
    const below = (score: SQL, id: SQL) => (from ? sql`AND (${score}, ${id}) < (${from[0]}, ${from[1]})` : sql``);
    return sql`
      WITH ${moved} page AS MATERIALIZED (
        SELECT id, score FROM (
          SELECT ${key} AS id, s.hot_score AS score FROM ${table} s ${byScore}
          WHERE ${where} AND s.hot_score > ${quietBelow} ${unmoved} ${below(sql`s.hot_score`, key)}
          ORDER BY s.hot_score DESC, ${key} DESC LIMIT ${chunk}
        )
        UNION ALL SELECT id, score FROM moved WHERE score > ${quietBelow} ${below(sql`score`, sql`id`)}
        ORDER BY score DESC, id DESC LIMIT ${chunk}
      )
      SELECT p.id AS id, p.score AS score, ${listableInHottest(scope, sql`p.id`)} AS ok FROM page p
      ORDER BY p.score DESC, p.id DESC`;
  };
  const quiet = (fromId: number | undefined) => {
    const below = (id: SQL) => (fromId === undefined ? sql`` : sql`AND ${id} < ${fromId}`);
    return sql`
      WITH ${moved} page AS MATERIALIZED (
        SELECT id FROM (
          SELECT ${key} AS id FROM ${table} s ${byId}
          WHERE ${where} AND s.hot_score <= ${quietBelow} ${unmoved} ${below(key)}
          ORDER BY ${key} DESC LIMIT ${chunk}
        )
        UNION ALL SELECT id FROM moved WHERE score <= ${quietBelow} ${below(sql`id`)}
        ORDER BY id DESC LIMIT ${chunk}
      )
      SELECT p.id AS id, 0 AS score, ${listableInHottest(scope, sql`p.id`)} AS ok FROM page p
      ORDER BY p.id DESC`;
  };

  const rows: HottestRow[] = [];
  let inQuiet = after !== undefined && after[1] === 0;
  let from: readonly [number, number] | undefined = after ? [after[1], after[2]] : undefined;
  for (;;) {
    const batch: (HottestRow & { ok: number })[] = await db.all(
      inQuiet ? quiet(from && from[0] === 0 ? from[1] : undefined) : scored(from),
    );
    for (const { id, score, ok } of batch) if (ok) rows.push({ id, score });
    if (rows.length > limit) break;
    const last = batch.at(-1);
    if (batch.length < chunk || !last) {
      if (inQuiet) break;
      // past the last scored article: the quiet ones, from the newest
      inQuiet = true;
      from = undefined;
      continue;
    }
    from = [last.score, last.id];
  }
  return { asOf, rows: rows.slice(0, limit + 1) };
}

/** How many articles the scope lists in its hottest ranking. */
export async function hottestCount(db: Db, scope: HottestScope): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n ${listableInScope(scope, "articleHottest")}`);
  return row?.n ?? 0;
}
