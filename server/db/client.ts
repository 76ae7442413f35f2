import "server-only";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

// Made per request from the binding, never at module scope (a D1 binding belongs to a request).
// Without a session every query goes to the database's primary.
export function createDb(d1: D1Database | D1DatabaseSession) {
  // Drizzle's D1 driver only calls prepare() and batch(), which a session has too; its types
  // (0.45) name the database alone.
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;

/**
 * Where a request's queries go (D1 read replication, docs/scale.md "Read replicas"): the
 * primary first for a request that writes or decides a write; else any replica, no older than
 * `after`, the bookmark this reader was handed after their own last write, when there is one.
 */
export type ReadRoute = { primary: true } | { primary: false; after: string | null };

/** A request's db and the bookmark its queries reached, to hand to the reader's next request. */
export type DbSession = { db: Db; route: ReadRoute; bookmark: () => string | null };

export function openSession(env: Cloudflare.Env, route: ReadRoute): DbSession {
  if (env.D1_READ_REPLICATION === "off") return { db: createDb(env.DB), route, bookmark: () => null };
  // "first-primary" sends the first query to the primary and the rest to replicas at least as
  // new as it: the whole request sees the latest state, and every write goes to the primary.
  const session = env.DB.withSession(route.primary ? "first-primary" : (route.after ?? "first-unconstrained"));
  return { db: createDb(session), route, bookmark: () => session.getBookmark() };
}

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
