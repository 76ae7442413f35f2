import "server-only";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

// Made per request from the binding, never at module scope (a D1 binding belongs to a request).
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;

export type Statement = BatchItem<"sqlite">;

/** db.batch() of statements gathered at run time, all or none applied; an empty list runs nothing. */
export async function runBatch(db: Db, statements: readonly Statement[]) {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Rows a write changed, from what D1 answered for it (db.run's result, or a write's in a batch). */
export function changesOf(result: unknown): number {
  const meta = typeof result === "object" && result !== null && "meta" in result ? result.meta : undefined;
  const changes = typeof meta === "object" && meta !== null && "changes" in meta ? meta.changes : undefined;
  if (typeof changes !== "number") throw new Error("D1 did not say how many rows the write changed.");
  return changes;
}
