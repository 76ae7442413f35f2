import "server-only";
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  articles,
  assetMap,
  assets,
  campaigns,
  circles,
  collections,
  drafts,
  type ENTITY_TYPES,
  moments,
  tags,
} from "../schema";

export type AssetRow = typeof assets.$inferSelect;
export type EntityType = (typeof ENTITY_TYPES)[number];
type NewAsset = Omit<typeof assets.$inferInsert, "id">;

/** An asset and what it was uploaded for, written together. */
export async function insertAsset(db: Db, asset: NewAsset, entity: { type: EntityType; id: number }) {
  const [inserted] = await db.batch([
    db.insert(assets).values(asset).returning(),
    // the new row's id, found by its unique uuid within the same batch
    db
      .insert(assetMap)
      .select(
        sql`SELECT ${assets.id}, ${entity.type}, ${entity.id}, ${assets.createdAt} FROM ${assets} WHERE ${assets.uuid} = ${asset.uuid}`,
      ),
  ]);
  const row = inserted[0];
  if (!row) throw new Error("asset not inserted");
  return row;
}

/**
 * The pixel sizes of the images stored under these keys (`embed/<uuid>`), by key; found by
 * their uuid (the unique index), a key whose row says otherwise is left out.
 */
export async function imageSizesByPath(db: Db, paths: readonly string[]) {
  const sizes = new Map<string, { width: number; height: number }>();
  const asked = new Set(paths);
  const uuids = paths.flatMap((path) => path.split("/").slice(1, 2));
  if (uuids.length === 0) return sizes;
  const rows = await db
    .select({ path: assets.path, width: assets.width, height: assets.height })
    .from(assets)
    .where(sql`${assets.uuid} IN (SELECT value FROM json_each(${JSON.stringify(uuids)}))`);
  for (const { path, width, height } of rows) {
    if (width && height && asked.has(path)) sizes.set(path, { width, height });
  }
  return sizes;
}

export async function assetByUuid(db: Db, uuid: string) {
  const [row] = await db.select().from(assets).where(eq(assets.uuid, uuid)).limit(1);
  return row;
}

/**
 * Claims a waiting direct upload for its bytes: one request wins, however many arrive at once
 * (the row changes only while it is still a draft made after `since`).
 */
export async function claimDraftAsset(
  db: Db,
  uuid: string,
  authorId: number,
  since: number,
  found: { mime: string; size: number; width: number | null; height: number | null },
) {
  const [row] = await db
    .update(assets)
    .set({ draft: false, ...found })
    .where(
      and(eq(assets.uuid, uuid), eq(assets.authorId, authorId), eq(assets.draft, true), gt(assets.createdAt, since)),
    )
    .returning();
  return row;
}

/** Gives a claim back when storing the bytes failed, so the same uploadURL can be tried again. */
export async function releaseDraftAsset(db: Db, id: number) {
  await db
    .update(assets)
    .set({ draft: true, mime: null, size: null, width: null, height: null })
    .where(eq(assets.id, id));
}

/** Who may attach uploads to an entity: its author or owner; null for one that does not exist. */
export async function entityOwner(db: Db, type: EntityType, id: number): Promise<{ ownerId: number | null } | null> {
  const one = async (rows: Promise<{ ownerId: number | null }[]>) => (await rows)[0] ?? null;
  switch (type) {
    case "user":
      return { ownerId: id };
    case "draft":
      return one(db.select({ ownerId: drafts.authorId }).from(drafts).where(eq(drafts.id, id)).limit(1));
    case "article":
      return one(db.select({ ownerId: articles.authorId }).from(articles).where(eq(articles.id, id)).limit(1));
    case "moment":
      return one(db.select({ ownerId: moments.authorId }).from(moments).where(eq(moments.id, id)).limit(1));
    case "collection":
      return one(db.select({ ownerId: collections.authorId }).from(collections).where(eq(collections.id, id)).limit(1));
    case "circle":
      return one(db.select({ ownerId: circles.ownerId }).from(circles).where(eq(circles.id, id)).limit(1));
    // no single owner: editors' and admins' things
    case "tag":
      return one(db.select({ ownerId: sql<null>`NULL` }).from(tags).where(eq(tags.id, id)).limit(1));
    case "campaign":
      return one(db.select({ ownerId: sql<null>`NULL` }).from(campaigns).where(eq(campaigns.id, id)).limit(1));
    case "announcement":
      return { ownerId: null };
  }
}

/** The assets uploaded for an entity (a draft's images), oldest first. */
export function assetsOfEntity(db: Db, type: EntityType, id: number) {
  return db
    .select({ asset: assets })
    .from(assetMap)
    .innerJoin(assets, eq(assets.id, assetMap.assetId))
    .where(and(eq(assetMap.entityType, type), eq(assetMap.entityId, id)))
    .orderBy(assets.id)
    .then((rows) => rows.map((r) => r.asset));
}

/** The assets uploaded for an article or for any of its author's drafts that became it, oldest first. */
export function assetsOfArticle(db: Db, articleId: number, authorId: number) {
  const itsDrafts = db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.authorId, authorId), eq(drafts.articleId, articleId)));
  return db
    .select({ asset: assets })
    .from(assetMap)
    .innerJoin(assets, eq(assets.id, assetMap.assetId))
    .where(
      or(
        and(eq(assetMap.entityType, "article"), eq(assetMap.entityId, articleId)),
        and(eq(assetMap.entityType, "draft"), inArray(assetMap.entityId, itsDrafts)),
      ),
    )
    .orderBy(assets.id)
    .then((rows) => rows.map((r) => r.asset));
}

/** An author's assets stored under any of `paths`, oldest first. */
export function authorAssetsByPaths(db: Db, authorId: number, paths: readonly string[]) {
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.authorId, authorId), inArray(assets.path, [...paths])))
    .orderBy(asc(assets.id));
}
