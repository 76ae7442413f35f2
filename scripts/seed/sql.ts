// Builds literal SQL through Drizzle's query builder so every seeded row is type-checked
// against server/db/schema/, then inlines the parameters: wrangler runs the file as plain SQL.
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/sqlite-proxy";

const builder = drizzle(async () => ({ rows: [] }));

const MAX_ROWS_PER_INSERT = 50;
// D1 rejects statements over 100 KB (UTF-8 bytes); stay well below.
const MAX_STATEMENT_BYTES = 90_000;

export type SeedTable = { table: SQLiteTable; rows: readonly object[] };

/** Pairs a table with its rows; the signature is where the rows are checked against the schema. */
export function seedTable<T extends SQLiteTable>(table: T, rows: readonly T["$inferInsert"][]): SeedTable {
  return { table, rows };
}

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot seed a non-finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`cannot seed a value of type ${typeof value}`);
}

function inlineParams(sql: string, params: readonly unknown[]): string {
  const parts = sql.split("?");
  if (parts.length !== params.length + 1) {
    throw new Error(`placeholder count mismatch in: ${sql.slice(0, 120)}`);
  }
  return parts.map((part, i) => (i < params.length ? part + sqlLiteral(params[i]) : part)).join("");
}

function insertSql(table: SQLiteTable, rows: readonly object[]): string[] {
  const query = builder
    .insert(table)
    .values(rows as never)
    .toSQL();
  const sql = inlineParams(query.sql, query.params);
  // A missing column falls back to its SQL default; for timestamps that is the clock.
  if (sql.includes("unixepoch")) {
    throw new Error(`${getTableName(table)}: every row needs explicit timestamps`);
  }
  if (Buffer.byteLength(sql) > MAX_STATEMENT_BYTES && rows.length > 1) {
    const half = Math.ceil(rows.length / 2);
    return [...insertSql(table, rows.slice(0, half)), ...insertSql(table, rows.slice(half))];
  }
  return [sql];
}

export function insertStatements({ table, rows }: SeedTable): string[] {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += MAX_ROWS_PER_INSERT) {
    statements.push(...insertSql(table, rows.slice(i, i + MAX_ROWS_PER_INSERT)));
  }
  return statements;
}

/**
 * Deletes every app table: the ones the seed does not fill first (they may point at seeded
 * rows), then the seeded ones children before parents, and resets their id sequences.
 */
export function wipeStatements(allTables: readonly unknown[], seeded: readonly SeedTable[]): string[] {
  const tables = allTables.filter((t): t is SQLiteTable => is(t, SQLiteTable));
  const seededTables = seeded.map((s) => s.table);
  const order = [...referrersFirst(tables.filter((t) => !seededTables.includes(t))), ...seededTables.toReversed()];
  const names = order.map((t) => getTableName(t));
  return [
    ...names.map((name) => `DELETE FROM "${name}"`),
    `DELETE FROM sqlite_sequence WHERE name IN (${names.map(sqlLiteral).join(", ")})`,
  ];
}

/**
 * The tables the seed leaves empty, each after every one of them that references it: a table
 * that points at another (a follow at the remote actor it follows) is emptied first, whatever
 * order the schema lists them in, so rows a test run left behind never fail a foreign key.
 */
function referrersFirst(tables: SQLiteTable[]): SQLiteTable[] {
  const targets = new Map(
    tables.map((t) => [t, getTableConfig(t).foreignKeys.map((fk) => fk.reference().foreignTable)] as const),
  );
  const left = new Set(tables);
  const order: SQLiteTable[] = [];
  while (left.size) {
    const referenced = new Set([...left].flatMap((t) => (targets.get(t) ?? []).filter((r) => r !== t)));
    const free = [...left].filter((t) => !referenced.has(t));
    // a cycle (none today) is emptied in the schema's order, as before
    for (const t of free.length ? free : [...left]) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}
