import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { beforeAll, describe, expect, it } from "vitest";
import { buildDataset } from "@/scripts/seed/dataset";
import { insertStatements } from "@/scripts/seed/sql";
import type { Db } from "@/server/db/client";
import { HOTNESS, hottestPage } from "@/server/db/queries/hottest";

// The stored hottest score against the formula it replaced, on the demo data: every migration
// (0022's triggers included) applied to a SQLite database, the demo seed inserted through them,
// then each tag's ranking read by hottestPage and computed again by the windowed sum of the old
// server/db/queries/hottest.ts, in SQL. Node's SQLite, not D1: the demo data is built in Node.

const H = HOTNESS.halfLife;
const W = HOTNESS.window;

let file: DatabaseSync;
let db: Db;
/** The ranking's instant: just after the seed's last event, so every event counts. */
let T: number;

beforeAll(async () => {
  file = new DatabaseSync(":memory:");
  const dir = path.resolve(__dirname, "../../drizzle");
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    file.exec(readFileSync(path.join(dir, name), "utf8"));
  }
  for (const table of await buildDataset()) for (const statement of insertStatements(table)) file.exec(statement);
  // hottestPage's statements through drizzle, answered by node:sqlite (rows as D1 gives them)
  db = drizzle(async (query, params) => ({
    rows: file.prepare(query).all(...(params as never[])) as never,
  })) as unknown as Db;
  T = Number(
    (
      file
        .prepare(`SELECT max(t) AS t FROM (
          SELECT max(read_at) AS t FROM read_history UNION ALL SELECT max(created_at) FROM appreciations
          UNION ALL SELECT max(created_at) FROM comments UNION ALL SELECT max(created_at) FROM transactions)`)
        .get() as { t: number }
    ).t + 1,
  );
}, 120_000);

/** Counted events of the scope's articles: (article, weight, time), as the old formula counted them. */
const EVENTS = `
  SELECT article_id AS id, 1 AS w, read_at AS t FROM read_history
  UNION ALL SELECT article_id, 2, created_at FROM appreciations WHERE article_id IS NOT NULL AND purpose <> 'systemSubsidy'
  UNION ALL SELECT target_id, 3, created_at FROM comments WHERE type = 'article' AND state IN ('active', 'collapsed')
  UNION ALL SELECT target_id, 5, created_at FROM transactions
    WHERE target_type = 'Article' AND purpose = 'donation' AND state = 'succeeded'`;

/** The listable articles of a tag ranked by Σ w × 0.5^((T − t)/H) over events after `since`. */
function ranked(tagId: number, since: number): { id: number; score: number }[] {
  return file
    .prepare(`
      SELECT s.article_id AS id, coalesce((
        SELECT sum(e.w * pow(0.5, (${T} - e.t) / ${H}.0)) FROM (${EVENTS}) e
        WHERE e.id = s.article_id AND e.t > ${since} AND e.t <= ${T}), 0) AS score
      FROM article_tags s JOIN articles a ON a.id = s.article_id JOIN users u ON u.id = a.author_id
      WHERE s.tag_id = ? AND a.state = 'active' AND u.state = 'active'
        AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = a.author_id AND r.type = 'articleHottest')
      ORDER BY score DESC, id DESC`)
    .all(tagId) as { id: number; score: number }[];
}

async function stored(tagId: number) {
  const { rows } = await hottestPage(db, { tagId }, 1000, undefined, T);
  return rows;
}

const tagIds = () =>
  (file.prepare("SELECT DISTINCT tag_id AS id FROM article_tags ORDER BY tag_id").all() as { id: number }[]).map(
    (r) => r.id,
  );

describe("the stored hottest score on the demo data", () => {
  it("has events in the window to rank by", () => {
    const recent = file.prepare(`SELECT count(*) AS n FROM (${EVENTS}) WHERE t > ?`).get(T - W) as { n: number };
    expect(recent.n).toBeGreaterThan(100);
  });

  it("ranks every tag as the whole decayed sum does, with scores below one read 21 days ago quiet", async () => {
    for (const tagId of tagIds()) {
      // 2^(−7): one read at the edge of the window, as a share of a read now
      const whole = ranked(tagId, 0).map((r) => ({ id: r.id, score: r.score > 2 ** (-W / H) ? r.score : 0 }));
      const quietByIdDesc = [...whole].sort((x, y) => (x.score === y.score ? y.id - x.id : y.score - x.score));
      expect((await stored(tagId)).map((r) => r.id)).toEqual(quietByIdDesc.map((r) => r.id));
    }
  });

  it("differs from the windowed sum only where events older than the window weigh in", async () => {
    const olderThanWindow = file.prepare(`SELECT 1 FROM (${EVENTS}) WHERE id = ? AND t <= ? LIMIT 1`);
    let pairs = 0;
    let disagreements = 0;
    for (const tagId of tagIds()) {
      const now = (await stored(tagId)).map((r) => r.id);
      const windowed = ranked(tagId, T - W).map((r) => r.id);
      expect([...now].sort()).toEqual([...windowed].sort());
      const place = new Map(windowed.map((id, i) => [id, i]));
      for (let i = 0; i < now.length; i++) {
        for (let j = i + 1; j < now.length; j++) {
          const [above, below] = [now[i] as number, now[j] as number];
          pairs += 1;
          if ((place.get(above) ?? 0) < (place.get(below) ?? 0)) continue;
          disagreements += 1;
          // swapped: one of the two has activity from before the window
          const explained = [above, below].some((id) => olderThanWindow.get(id, T - W) !== undefined);
          expect(explained, `tag ${tagId}: ${above} now ranks above ${below}`).toBe(true);
        }
      }
    }
    // most pairs keep their order
    expect(disagreements).toBeLessThan(pairs / 4);
  });
});
