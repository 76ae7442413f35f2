import "server-only";
import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { assets, momentLikes, moments } from "../schema";

export type MomentRow = typeof moments.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;

export async function momentByShortHash(db: Db, shortHash: string) {
  const [row] = await db.select().from(moments).where(eq(moments.shortHash, shortHash)).limit(1);
  return row;
}

export function momentsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(moments)
    .where(inArray(moments.id, [...ids]));
}

export function assetsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(assets)
    .where(inArray(assets.id, [...ids]));
}

/** Which of `momentIds` `userId` liked: one lookup on the (moment_id, user_id) key for a whole list. */
export async function likedAmong(db: Db, userId: number, momentIds: readonly number[]) {
  const rows = await db
    .select({ id: momentLikes.momentId })
    .from(momentLikes)
    .where(and(eq(momentLikes.userId, userId), inArray(momentLikes.momentId, [...momentIds])));
  return new Set(rows.map((r) => r.id));
}

/** A person's active moments, newest first. Walks moments_author_state_created_idx. */
export function authorMomentPage(db: Db, authorId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(moments)
    .where(
      and(
        eq(moments.authorId, authorId),
        eq(moments.state, "active"),
        after
          ? or(lt(moments.createdAt, after[0]), and(eq(moments.createdAt, after[0]), lt(moments.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(moments.createdAt), desc(moments.id))
    .limit(limit + 1);
}
