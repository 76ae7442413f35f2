// The benchmark dataset's D1 file, and whether it is a fresh generation.
//
// A dataset migrated in place is not what a fresh one is: a migration's `PRAGMA optimize` sees
// the data as it is then, while bench:generate analyzes its tables before activity.ts gives the
// articles any activity, and the planner chooses by those statistics. Hottest once cost a flat
// 60 ms on a fresh dataset and 17–30 ms on one migrated in place (README, "Tag feeds on a fresh
// dataset"), so the tag benchmark measures a generation made after the newest migration only.
// generate.ts and activity.ts stamp what they did in generation.json beside the state.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { REPO_ROOT } from "../seed/config.ts";

export const BENCH_STATE = path.join(REPO_ROOT, "scripts", "bench", "data");
const STAMP = path.join(BENCH_STATE, "generation.json");
const MIGRATIONS = path.join(REPO_ROOT, "drizzle");

type Stamp = { generatedAt: string; migrations: string[]; activityAt?: string };

/** The D1 database (Miniflare's SQLite file) under the benchmark state that has a users table. */
export function benchDatabaseFile(state = BENCH_STATE): string {
  const dir = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => path.join(dir, name))
    .find((candidate) => {
      const probe = new DatabaseSync(candidate, { readOnly: true });
      const found = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'users'").get();
      probe.close();
      return found !== undefined;
    });
  if (!file) throw new Error(`no benchmark database under ${dir}: run npm run bench:generate first`);
  return file;
}

/** The migrations applied to the file, by name (wrangler's d1_migrations table). */
function appliedMigrations(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare("SELECT name FROM d1_migrations ORDER BY id").all() as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

/** generate.ts: the dataset was built on these migrations, now. */
export function stampGenerated(file: string) {
  const stamp: Stamp = { generatedAt: new Date().toISOString(), migrations: appliedMigrations(file) };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}

/** activity.ts: the reader activity is in. */
export function stampActivity() {
  const stamp = readStamp();
  if (!stamp) return;
  writeFileSync(STAMP, `${JSON.stringify({ ...stamp, activityAt: new Date().toISOString() }, null, 2)}\n`);
}

function readStamp(): Stamp | undefined {
  return existsSync(STAMP) ? (JSON.parse(readFileSync(STAMP, "utf8")) as Stamp) : undefined;
}

/**
 * Why the dataset is not a fresh generation with activity on the newest migration, or undefined
 * when it is.
 */
export function staleness(): string | undefined {
  let file: string;
  try {
    file = benchDatabaseFile();
  } catch (error) {
    return (error as Error).message;
  }
  const stamp = readStamp();
  if (!stamp) return "the dataset has no generation stamp (made before stamps, or not by bench:generate)";
  const inPlace = appliedMigrations(file).filter((name) => !stamp.migrations.includes(name));
  if (inPlace.length) return `migrated in place after its generation: ${inPlace.join(", ")}`;
  const newer = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .filter((name) => !stamp.migrations.includes(name));
  if (newer.length) return `generated before the migrations (${stamp.generatedAt}): ${newer.join(", ")}`;
  if (!stamp.activityAt) return "no reader activity (activity.ts has not run since the generation)";
  return undefined;
}
