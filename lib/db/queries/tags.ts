import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { tagBookmarks, tags } from "../schema";

export type TagRow = typeof tags.$inferSelect;

export function tagsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(tags)
    .where(inArray(tags.id, [...ids]));
}

export async function bookmarkedTagsAmong(db: Db, userId: number, tagIds: readonly number[]) {
  const rows = await db
    .select({ id: tagBookmarks.tagId })
    .from(tagBookmarks)
    .where(and(eq(tagBookmarks.userId, userId), inArray(tagBookmarks.tagId, [...tagIds])));
  return new Set(rows.map((r) => r.id));
}
