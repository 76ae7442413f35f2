import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { restartPublishingWindows } from "./writing-fixtures";

// The API project runs without isolation (vitest.config.ts): a workerd runs its files in turn and
// keeps its storage. Each file still starts from an empty database with the schema applied. When
// the schema is still the one the migrations made (no file left a trigger or table of its own
// behind, or dropped one), emptying its tables is enough: 44 to 78 ms against 400 to 800 ms for
// dropping everything and applying the 58 migrations again, for each of the 121 API files here.
if (!env.TEST_MIGRATIONS) throw new Error("vitest.config.ts must bind TEST_MIGRATIONS");

type SchemaObject = { type: "table" | "view"; name: string; virtual: number; sql: string };

/** Every table and view (not SQLite's or D1's own), virtual tables marked. */
async function objectsOf(db: D1Database): Promise<SchemaObject[]> {
  const { results } = await db
    .prepare(
      `SELECT type, name, sql LIKE 'CREATE VIRTUAL%' AS virtual, sql FROM sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
    )
    .all<SchemaObject>();
  return results;
}

// The five shadow tables SQLite keeps for each FTS5 index, named after it
const SHADOW = ["data", "idx", "content", "docsize", "config"];

/**
 * The schema as text: every object SQLite keeps (tables, indexes, triggers, views), in one order,
 * but for the search indexes' shadow tables. Those go with their index, and when it is made again
 * SQLite writes their statements in other words (quoted names), though the schema is the same.
 */
async function schemaOf(db: D1Database): Promise<string> {
  const shadowOf = SHADOW.map((suffix) => `v.name || '_${suffix}'`).join(", ");
  const row = await db
    .prepare(
      `SELECT group_concat(type || ' ' || name || ' ' || coalesce(sql, ''), char(10)) AS schema
       FROM (SELECT type, name, sql FROM sqlite_master m WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
             AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.sql LIKE 'CREATE VIRTUAL%' AND m.tbl_name IN (${shadowOf}))
             ORDER BY type, name)`,
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
 * The statements that take every row away and keep the schema, to run in one batch: the search
 * indexes (contentless FTS5 tables, which take no DELETE of every row) made again from their own
 * statements, the plain tables emptied children first. The record of the migrations applied stays
 * (the schema is still theirs), and so does `sqlite_sequence` (see `sequences`).
 */
async function emptying(db: D1Database): Promise<string[]> {
  const all = await objectsOf(db);
  const virtual = all.filter((o) => o.virtual);
  const shadow = (name: string) => virtual.some((v) => SHADOW.some((suffix) => name === `${v.name}_${suffix}`));
  const objects = all.filter((o) => o.name !== "d1_migrations" && !shadow(o.name));
  return [
    ...virtual.flatMap(({ name, sql }) => [`DROP TABLE ${quoted(name)}`, sql]),
    ...(await childrenFirst(db, objects)).map(({ name }) => `DELETE FROM ${quoted(name)}`),
  ];
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

/**
 * The schema the migrations made, as `schemaOf` tells it, and the statements that empty it, kept
 * for the next files of this worker: a file whose schema still matches is emptied in one batch.
 */
const MIGRATED = Symbol.for("margins.tests.migratedSchema");
const run = globalThis as { [MIGRATED]?: { schema: string; emptying: string[] } };

const kept = run[MIGRATED];
if (kept !== undefined && kept.schema === (await schemaOf(env.DB))) {
  await env.DB.batch(kept.emptying.map((sql) => env.DB.prepare(sql)));
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
  run[MIGRATED] = { schema: await schemaOf(env.DB), emptying: await emptying(env.DB) };
}
// OpenNext's tag cache: its table is made by the tests that use it
if (env.NEXT_TAG_CACHE_D1) await dropped(env.NEXT_TAG_CACHE_D1);
restartPublishingWindows();
