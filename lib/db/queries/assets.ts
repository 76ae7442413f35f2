import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { assets } from "../schema";

/** An author's assets stored under any of `paths`, oldest first. */
export function authorAssetsByPaths(db: Db, authorId: number, paths: readonly string[]) {
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.authorId, authorId), inArray(assets.path, [...paths])))
    .orderBy(asc(assets.id));
}
