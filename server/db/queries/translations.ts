import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { articleTranslations } from "../schema";

export type ArticleTranslationRow = typeof articleTranslations.$inferSelect;
export type TranslationKey = Pick<ArticleTranslationRow, "versionId" | "language" | "model">;

/** A version's stored translation into one language by one model. */
export async function storedTranslation(db: Db, key: TranslationKey) {
  const [row] = await db
    .select()
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.versionId, key.versionId),
        eq(articleTranslations.language, key.language),
        eq(articleTranslations.model, key.model),
      ),
    )
    .limit(1);
  return row;
}

/** The languages a version has been translated into, by any model (primary-key prefix scan). */
export async function translatedLanguages(db: Db, versionId: number) {
  const rows = await db
    .selectDistinct({ language: articleTranslations.language })
    .from(articleTranslations)
    .where(eq(articleTranslations.versionId, versionId));
  return rows.map((r) => r.language);
}

/**
 * Keeps a translation whose body is already in R2 under contentHash. Two readers asking at once
 * both make it; the first row stays, and as a version never changes, the second would have been
 * the same.
 */
export async function storeTranslation(
  db: Db,
  row: Omit<ArticleTranslationRow, "createdAt" | "content" | "contentHash"> & { contentHash: string },
) {
  await db.insert(articleTranslations).values(row).onConflictDoNothing();
}
