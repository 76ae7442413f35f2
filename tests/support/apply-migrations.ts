import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { restartPublishingWindows } from "./writing-fixtures";

// The API project runs without isolation (vitest.config.ts): one workerd runs this project's files
// in turn and keeps its storage. Each file still starts from an empty database with the schema
// applied, so what an earlier file wrote is dropped first: every view and table, virtual tables
// first (their shadow tables go with them), and a table only once no table left references it
// (dropping a referenced table first would fail the referencing table's drop).
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts must bind TEST_MIGRATIONS");

async function emptied(db: D1Database) {
  const { results: objects } = await db
    .prepare(
      `SELECT type, name, sql LIKE 'CREATE VIRTUAL%' AS virtual FROM sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
    )
    .all<{ type: "table" | "view"; name: string; virtual: number }>();
  if (objects.length === 0) return;
  const plain = objects.filter((o) => o.type === "table" && !o.virtual);
  const keys = await db.batch<{ table: string }>(
    plain.map(({ name }) => db.prepare(`PRAGMA foreign_key_list("${name.replaceAll('"', '""')}")`)),
  );
  const references = plain.flatMap(({ name }, i) =>
    (keys[i]?.results ?? []).filter((k) => k.table !== name).map((k) => ({ child: name, parent: k.table })),
  );
  // views and virtual tables first, then each table once nothing left references it
  const order = objects.filter((o) => o.type === "view" || o.virtual);
  let tables = plain;
  while (tables.length > 0) {
    const left = new Set(tables.map((t) => t.name));
    const free = tables.filter((t) => !references.some((r) => r.parent === t.name && left.has(r.child)));
    if (free.length === 0) throw new Error(`tables that reference each other: ${[...left].join(", ")}`);
    order.push(...free);
    tables = tables.filter((t) => !free.includes(t));
  }
  await db.batch(
    order.map(({ type, name }) =>
      db.prepare(`DROP ${type === "view" ? "VIEW" : "TABLE"} IF EXISTS "${name.replaceAll('"', '""')}"`),
    ),
  );
}

// Ids are never given twice across files: a queued job an earlier file left behind (the notice
// fan-out batches for up to a second) may still be consumed during this one, and must find no row
// of this file under the ids it names. So each table's AUTOINCREMENT high-water mark is carried over.
async function sequences(db: D1Database) {
  const known = await db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
    .first();
  return known
    ? (await db.prepare("SELECT name, seq FROM sqlite_sequence").all<{ name: string; seq: number }>()).results
    : [];
}

const marks = await sequences(env.DB);
await emptied(env.DB);
if (env.NEXT_TAG_CACHE_D1) await emptied(env.NEXT_TAG_CACHE_D1);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (marks.length > 0) {
  await env.DB.batch(
    marks.flatMap(({ name, seq }) => [
      env.DB.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?1) WHERE name = ?2").bind(seq, name),
      env.DB.prepare(
        "INSERT INTO sqlite_sequence (name, seq) SELECT ?2, ?1 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?2)",
      ).bind(seq, name),
    ]),
  );
}
restartPublishingWindows();
