import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { restartPublishingWindows } from "./writing-fixtures";

// The API project runs without isolation (vitest.config.ts): one workerd runs this project's files
// in turn and keeps its storage. Each file still starts from an empty database with the schema
// applied. When the schema is still the one the migrations made (no file left a trigger or table
// of its own behind, or dropped one), emptying its tables is enough: 30 to 40 ms against about
// 250 ms for dropping everything and applying the 58 migrations again, for each of 200 files.
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts must bind TEST_MIGRATIONS");

type SchemaObject = { type: "table" | "view"; name: string; virtual: number; sql: string };

/** Every table and view (not SQLite's or D1's own), virtual tables marked. */
async function objectsOf(db: D1Database): Promise<SchemaObject[]> {
  const { results } = await db
    .prepare(
      `SELECT type, name, sql LIKE 'CREATE VIRTUAL%' AS virtual, sql FROM sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
`,
    )
    .all<SchemaObject>();
  return results;
}

/** The schema as text: every object SQLite keeps (tables, indexes, triggers, views), in one order. */
async function schemaOf(db: D1Database): Promise<string> {
  const row = await db
    .prepare(
      `SELECT group_concat(type || ' ' || name || ' ' || coalesce(sql, ''), char(10)) AS schema
       FROM (SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name)`,
    )
    .first<{ schema: string | null }>();
  return row?.schema ?? "";
}

/** The plain tables, each after every table that references it (dropping or emptying a parent first fails). */
async function childrenFirst(db: D1Database, objects: SchemaObject[]): Promise<SchemaObject[]> {
  const plain = objects.filter((o) => o.type === "table" && !o.virtual);
  if (plain.length === 0) return [];
  const keys = await db.batch<{ table: string }>(
    plain.map(({ name }) => db.prepare(`PRAGMA foreign_key_list(${quoted(name)})`)),
  );
  const references = plain.flatMap(({ name }, i) =>
    (keys[i]?.results ?? []).filter((k) => k.table !== name).map((k) => ({ child: name, parent: k.table })),
  );
  const order: SchemaObject[] = [];
  let tables = plain;
  while (tables.length > 0) {
    const left = new Set(tables.map((t) => t.name));
    const free = tables.filter((t) => !references.some((r) => r.parent === t.name && left.has(r.child)));
    if (free.length === 0) throw new Error(`tables that reference each other: ${[...left].join(", ")}`);
    order.push(...free);
    tables = tables.filter((t) => !free.includes(t));
  }
  return order;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every view and table dropped: views and virtual tables first (their shadow tables go with them). */
async function dropped(db: D1Database) {
  const objects = await objectsOf(db);
  const order = [...objects.filter((o) => o.type === "view" || o.virtual), ...(await childrenFirst(db, objects))];
  if (order.length === 0) return;
  await db.batch(
    order.map(({ type, name }) => db.prepare(`DROP ${type === "view" ? "VIEW" : "TABLE"} IF EXISTS ${quoted(name)}`)),
  );
}

/**
 * Every row gone and the schema kept, in one batch: the search indexes (contentless FTS5 tables,
 * which take no DELETE of every row) made again from their own statements, the plain tables
 * emptied children first. `sqlite_sequence` is left as it is (see `sequences`).
 */
async function emptied(db: D1Database) {
  const all = await objectsOf(db);
  const virtual = all.filter((o) => o.virtual);
  // the record of the migrations applied stays (the schema is still theirs), and the search
  // indexes' shadow tables go with their index
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  const objects = all.filter((o) => o.name !== "d1_migrations" && !shadow(o.name));
  await db.batch([
    ...virtual.flatMap(({ name, sql }) => [db.prepare(`DROP TABLE ${quoted(name)}`), db.prepare(sql)]),
    ...(await childrenFirst(db, objects)).map(({ name }) => db.prepare(`DELETE FROM ${quoted(name)}`)),
  ]);
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

/** The schema the migrations made, as `schemaOf` told it, kept for the next files of this run. */
const MIGRATED = Symbol.for("margins.tests.migratedSchema");
const run = globalThis as { [MIGRATED]?: string };

if (run[MIGRATED] !== undefined && run[MIGRATED] === (await schemaOf(env.DB))) {
  await emptied(env.DB);
  // the same schema, but the search indexes made again are written out in SQLite's own words
  run[MIGRATED] = await schemaOf(env.DB);
} else {
  const marks = await sequences(env.DB);
  await dropped(env.DB);
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
  run[MIGRATED] = await schemaOf(env.DB);
}
// OpenNext's tag cache: its table is made by the tests that use it
if (env.NEXT_TAG_CACHE_D1) await dropped(env.NEXT_TAG_CACHE_D1);
restartPublishingWindows();
