// The statements a tag's Hottest page sends, with SQLite's plan and time for each, on the
// benchmark dataset's file (Node's SQLite, the planner D1 runs), beside the tag's Latest page
// and both counts. For the worker's figures see tags.ts; this says where a slow page's time goes.
//
//   npx tsx --conditions=react-server scripts/bench/hottest-sql.ts [--runs 20] [--tag ID …] [--file F]
//
// Without --tag: the biggest tag and one of about 180 articles. Also prints the statistics
// (sqlite_stat1) of the indexes the pages read: stale ones misled the planner before
// (README, "Tag feeds on a fresh dataset").
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import type { Db } from "../../server/db/client.ts";
import { hottestCount, hottestPage } from "../../server/db/queries/hottest.ts";
import { tagLatestCount, tagLatestPage } from "../../server/db/queries/tags.ts";
import { benchDatabaseFile } from "./dataset.ts";

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf("--runs") + 1] || 20);
const fileArg = argv.indexOf("--file");
// --file: another copy of the dataset (one analyzed again, say), to compare plans
const file = new DatabaseSync(fileArg === -1 ? benchDatabaseFile() : (argv[fileArg + 1] ?? ""), { readOnly: true });

type Seen = { sql: string; plan: string; ms: number[] };
let seen: Seen[] = [];
let call = 0;
const db = drizzle(async (query, params) => {
  const args = params as never[];
  let entry = seen[call];
  if (!entry) {
    const steps = file.prepare(`EXPLAIN QUERY PLAN ${query}`).all(...args) as { detail: string }[];
    entry = {
      sql: query.replace(/\s+/g, " ").slice(0, 160),
      plan: steps.map((s) => `    ${s.detail}`).join("\n"),
      ms: [],
    };
    seen.push(entry);
  }
  call++;
  const started = performance.now();
  const rows = file.prepare(query).all(...args);
  entry.ms.push(performance.now() - started);
  return { rows: rows as never };
}) as unknown as Db;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function profile(label: string, read: () => Promise<unknown>) {
  seen = [];
  for (let i = 0; i < runs; i++) {
    call = 0;
    await read();
  }
  console.log(`\n${label}: ${seen.length} statement(s)`);
  for (const s of seen) console.log(`  ${median(s.ms).toFixed(2)} ms median  ${s.sql}…\n${s.plan}`);
}

const tagIds = argv.flatMap((a, i) => (argv[i - 1] === "--tag" ? [Number(a)] : []));
if (tagIds.length === 0) {
  const pick = (sql: string) => (file.prepare(sql).get() as { id: number }).id;
  tagIds.push(pick("SELECT id FROM tags ORDER BY num_articles DESC LIMIT 1"));
  tagIds.push(pick("SELECT id FROM tags ORDER BY abs(num_articles - 180), id LIMIT 1"));
}

console.log("sqlite_stat1 of the indexes read:");
for (const row of file
  .prepare(
    "SELECT idx, stat FROM sqlite_stat1 WHERE tbl IN ('article_tags', 'articles') AND idx IS NOT NULL ORDER BY tbl, idx",
  )
  .all() as { idx: string; stat: string }[])
  console.log(`  ${row.idx.padEnd(36)} ${row.stat}`);

const now = Date.now();
for (const tagId of tagIds) {
  const { n } = file.prepare("SELECT num_articles AS n FROM tags WHERE id = ?").get(tagId) as { n: number };
  console.log(`\n== tag ${tagId} (${n} articles), ${runs} runs`);
  await profile("Hottest, page 1", () => hottestPage(db, { tagId }, 20, undefined, now));
  await profile("Hottest, count", () => hottestCount(db, { tagId }));
  await profile("Latest, page 1", () => tagLatestPage(db, tagId, 20));
  await profile("Latest, count", () => tagLatestCount(db, tagId));
}
