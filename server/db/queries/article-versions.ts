import "server-only";
import { and, count, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { articleVersions } from "../schema";

export type ArticleVersionRow = typeof articleVersions.$inferSelect;

/**
 * An article's versions, newest first (by time, then id), `limit + 1` rows so the caller can
 * tell whether there is a next page. Walks article_versions_article_created_idx.
 */
export function versionsPage(db: Db, articleId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(articleVersions)
    .where(
      and(
        eq(articleVersions.articleId, articleId),
        after
          ? or(
              lt(articleVersions.createdAt, after[0]),
              and(eq(articleVersions.createdAt, after[0]), lt(articleVersions.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(articleVersions.createdAt), desc(articleVersions.id))
    .limit(limit + 1);
}

export async function versionCount(db: Db, articleId: number) {
  const [row] = await db.select({ n: count() }).from(articleVersions).where(eq(articleVersions.articleId, articleId));
  return row?.n ?? 0;
}

export function versionsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(articleVersions)
    .where(inArray(articleVersions.id, [...ids]));
}
