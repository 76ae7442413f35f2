import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { federationArticleSettings, federationUserSettings } from "../schema";

// Who opted in to the fediverse (server/db/schema/federation.ts). A choice is one upsert, so two
// at once leave one row, the later one's.

export type UserFederationRow = typeof federationUserSettings.$inferSelect;
export type ArticleFederationRow = typeof federationArticleSettings.$inferSelect;
export type AuthorFederationState = UserFederationRow["state"];
export type ArticleFederationState = ArticleFederationRow["state"];

export async function userFederationSetting(db: Db, userId: number): Promise<UserFederationRow | null> {
  return (await db.select().from(federationUserSettings).where(eq(federationUserSettings.userId, userId)))[0] ?? null;
}

export async function articleFederationSetting(db: Db, articleId: number): Promise<ArticleFederationRow | null> {
  return (
    (await db.select().from(federationArticleSettings).where(eq(federationArticleSettings.articleId, articleId)))[0] ??
    null
  );
}

export async function putUserFederationSetting(
  db: Db,
  row: { userId: number; state: AuthorFederationState; updatedBy: number },
  now: number,
): Promise<UserFederationRow> {
  const [saved] = await db
    .insert(federationUserSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: federationUserSettings.userId,
      set: { state: sql`excluded.state`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
  if (!saved) throw new Error("federation setting not saved");
  return saved;
}

export async function putArticleFederationSetting(
  db: Db,
  row: { articleId: number; state: ArticleFederationState; updatedBy: number },
  now: number,
): Promise<ArticleFederationRow> {
  const [saved] = await db
    .insert(federationArticleSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: federationArticleSettings.articleId,
      set: { state: sql`excluded.state`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
  if (!saved) throw new Error("federation setting not saved");
  return saved;
}
