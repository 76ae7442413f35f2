// Fills the local D1 with deterministic demo data.
//   node --conditions=react-server scripts/seed/run.ts             wipe and reseed
//   node --conditions=react-server scripts/seed/run.ts --if-empty  only when there are no users
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { getTableName } from "drizzle-orm";
import * as schema from "../../server/db/schema/index.ts";
import { giveSeedCids, storeSeedBodies } from "./bodies.ts";
import { SEED } from "./config.ts";
import { buildDataset } from "./dataset.ts";
import { seedImages, writeSeedImages } from "./images.ts";
import { createRng } from "./random.ts";
import { searchIndexStatements } from "./search-index.ts";
import { insertStatements, wipeStatements } from "./sql.ts";
import { executeFile, queryNumber } from "./wrangler.ts";

async function main(): Promise<void> {
  const started = performance.now();
  if (process.argv.includes("--if-empty") && queryNumber("SELECT count(*) AS n FROM users") > 0) {
    console.log("database already seeded, skipping");
    return;
  }

  writeSeedImages(seedImages(createRng(SEED).fork("images")));
  const tables = await buildDataset();
  // bodies in R2 first, as the API writes them; the search index still reads them from here
  const stored = await storeSeedBodies(tables);
  const statements = [
    ...wipeStatements(Object.values(schema), tables),
    ...stored.flatMap(insertStatements),
    ...searchIndexStatements(tables),
  ];

  const dir = mkdtempSync(path.join(os.tmpdir(), "margins-seed-"));
  const file = path.join(dir, "seed.sql");
  try {
    writeFileSync(file, `${statements.join(";\n")};\n`);
    executeFile(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`  gave ${await giveSeedCids()} public versions their CIDs`);

  const width = Math.max(...tables.map((t) => getTableName(t.table).length));
  for (const { table, rows } of tables) {
    console.log(`  ${getTableName(table).padEnd(width)}  ${String(rows.length).padStart(6)}`);
  }
  const total = tables.reduce((sum, t) => sum + t.rows.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${total} rows in ${tables.length} tables in ${seconds}s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
