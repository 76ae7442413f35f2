import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { type HottestScope, hottestPage } from "@/server/db/queries/hottest";

// How SQLite plans a hottest page when its statistics are stale: taken while every article's
// hot_at was still 0 (a dataset analyzed before its activity, as `bench:generate` left it), they
// say the (hot_at, scope) index holds few distinct instants, and the planner skip-scanned the
// whole index for the scope's id instead of reading the few rows after the ranking's instant:
// 60 ms and more per page on 400,000 tag rows whatever the tag. Every migration applied to
// Node's SQLite (the planner D1 runs), the statistics of that dataset written in.

const NOW = Date.UTC(2026, 10, 29);

let file: DatabaseSync;

beforeAll(() => {
  file = new DatabaseSync(":memory:");
  const dir = path.resolve(__dirname, "../../drizzle");
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    file.exec(readFileSync(path.join(dir, name), "utf8"));
  }
  file.exec("ANALYZE");
  const stat = file.prepare("INSERT OR REPLACE INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)");
  // as ANALYZE found them on the generated dataset (scripts/bench/README.md)
  for (const [tbl, idx, figures] of [
    ["article_tags", "article_tags_hot_at_idx", "399736 939 135"],
    ["article_tags", "article_tags_tag_hot_idx", "399736 135 135 1 1"],
    ["article_tags", "article_tags_tag_article_idx", "399736 135 1 1 1"],
    ["article_tags", "article_tags_tag_created_idx", "399736 135 1 1"],
    ["channel_articles", "channel_articles_hot_at_idx", "20000 939 135"],
    ["channel_articles", "channel_articles_channel_hot_idx", "20000 135 135 1 1"],
    ["channel_articles", "channel_articles_channel_article_idx", "20000 135 1 1 1"],
    ["articles", "articles_hot_at_idx", "200000 939"],
    ["articles", "articles_hot_idx", "200000 939 1 1"],
  ]) {
    stat.run(tbl, idx, figures);
  }
  // the statistics are read again
  file.exec("ANALYZE sqlite_schema");
}, 60_000);

/** Each statement a hottest page sends, as SQLite plans it (one line per step). */
async function plans(scope: HottestScope, after?: readonly [number, number, number]) {
  const seen: string[] = [];
  const db = drizzle(async (query, params) => {
    const steps = file.prepare(`EXPLAIN QUERY PLAN ${query}`).all(...(params as never[])) as { detail: string }[];
    seen.push(steps.map((step) => step.detail).join("\n"));
    return { rows: file.prepare(query).all(...(params as never[])) as never };
  }) as unknown as Db;
  await hottestPage(db, scope, 20, after, NOW);
  return seen;
}

describe("a hottest page with statistics taken before any activity", () => {
  for (const [name, scope, index] of [
    ["a tag", { tagId: 7 }, "article_tags_hot_at_idx"],
    ["a channel", { channelId: 3 }, "channel_articles_hot_at_idx"],
    ["the site", { site: true }, "articles_hot_at_idx"],
  ] as const) {
    it(`reads ${name}'s rows scored after the instant as a range of ${index}, never the whole index`, async () => {
      for (const after of [undefined, [NOW, NOW - 1000, 99] as const, [NOW, 0, 99] as const]) {
        const statements = await plans(scope, after);
        expect(statements.length).toBeGreaterThan(0);
        for (const plan of statements) {
          expect(plan).toContain(`USING INDEX ${index} (hot_at>?)`);
          expect(plan).not.toMatch(/ANY\(hot_at\)/);
        }
      }
    });
  }
});
