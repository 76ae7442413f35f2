import "server-only";
import { and, count, desc, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { assetMap, assets, drafts } from "../schema";

export type DraftRow = typeof drafts.$inferSelect;
export type DraftValues = Omit<typeof drafts.$inferInsert, "id" | "authorId" | "createdAt" | "updatedAt">;
export type NewDraftAsset = Omit<typeof assets.$inferInsert, "id" | "authorId" | "createdAt">;

/** States a draft may be saved, published or deleted in; pending and published ones are settled. */
export const OPEN_DRAFT_STATES = ["unpublished", "error"] as const;

/**
 * A draft's next updated_at: now, and at least a millisecond after the last save, so that two
 * saves never share a time a later save could mistake (whole milliseconds, as clients send them).
 */
export const nextUpdatedAt = (now: number) => sql<number>`max(${now}, CAST(${drafts.updatedAt} AS INTEGER) + 1)`;

export async function draftById(db: Db, id: number) {
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id)).limit(1);
  return row;
}

/** A person's drafts not yet published, last saved first. Walks drafts_author_updated_idx. */
export function unpublishedDraftPage(db: Db, authorId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(drafts)
    .where(
      and(
        eq(drafts.authorId, authorId),
        ne(drafts.publishState, "published"),
        after
          ? or(lt(drafts.updatedAt, after[0]), and(eq(drafts.updatedAt, after[0]), lt(drafts.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(limit + 1);
}

export async function unpublishedDraftCount(db: Db, authorId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(drafts)
    .where(and(eq(drafts.authorId, authorId), ne(drafts.publishState, "published")));
  return row?.n ?? 0;
}

export async function insertDraft(db: Db, authorId: number, values: DraftValues, now: number) {
  const [row] = await db
    .insert(drafts)
    .values({ ...values, authorId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Saves a draft in one statement, only while it is still open and, when the saver names the
 * time of the copy it edited, only if no later save came in between (DRAFT_VERSION_CONFLICT is
 * the caller's to say when no row comes back).
 */
export async function updateOpenDraft(
  db: Db,
  id: number,
  values: DraftValues,
  now: number,
  lastUpdatedAt: number | undefined,
) {
  const [row] = await db
    .update(drafts)
    .set({ ...values, version: sql`${drafts.version} + 1`, updatedAt: nextUpdatedAt(now) })
    .where(
      and(
        eq(drafts.id, id),
        inArray(drafts.publishState, [...OPEN_DRAFT_STATES]),
        lastUpdatedAt === undefined ? undefined : lte(drafts.updatedAt, lastUpdatedAt),
      ),
    )
    .returning();
  return row;
}

/** Deletes a draft that is still open; false when it was not (gone, pending or published). */
export async function deleteOpenDraft(db: Db, id: number) {
  const rows = await db
    .delete(drafts)
    .where(and(eq(drafts.id, id), inArray(drafts.publishState, [...OPEN_DRAFT_STATES])))
    .returning({ id: drafts.id });
  return rows.length > 0;
}

/** Marks an open draft pending (publishing has begun); undefined when another call got there first. */
export async function claimDraftForPublishing(db: Db, id: number, now: number) {
  const [row] = await db
    .update(drafts)
    .set({ publishState: "pending", updatedAt: nextUpdatedAt(now) })
    .where(
      and(
        eq(drafts.id, id),
        or(
          inArray(drafts.publishState, [...OPEN_DRAFT_STATES]),
          and(eq(drafts.publishState, "pending"), lt(drafts.updatedAt, now - PUBLISH_CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * How long a publish's claim holds its draft. A publish writes its batch within a second of
 * claiming; a claim older than this was left by one that died between the two (the worker
 * killed, the database busy for the claim's undoing too), and publishing again takes it over.
 */
export const PUBLISH_CLAIM_STALE_MS = 60_000;

export const claimIsStale = (draft: DraftRow, now: number) =>
  draft.publishState === "pending" && draft.updatedAt < now - PUBLISH_CLAIM_STALE_MS;

/** A publish that failed leaves its draft in `error`, open to saving and publishing again. */
export async function markDraftFailed(db: Db, id: number, now: number) {
  const [row] = await db
    .update(drafts)
    .set({ publishState: "error", updatedAt: nextUpdatedAt(now) })
    .where(and(eq(drafts.id, id), eq(drafts.publishState, "pending")))
    .returning();
  return row;
}

/**
 * A new draft with the images stored for it, as statements of one batch (the caller's, which
 * may hold several). The draft's id is not known until its row is written: the asset links
 * name it as the author's newest draft, which within the batch (one transaction, ids only
 * growing: AUTOINCREMENT) is the one the statement before wrote.
 */
export function newDraftStatements(
  db: Db,
  authorId: number,
  values: DraftValues,
  images: readonly NewDraftAsset[],
  now: number,
) {
  const draftId = sql`(SELECT max(${drafts.id}) FROM ${drafts} WHERE ${drafts.authorId} = ${authorId})`;
  return [
    db.insert(drafts).values({ ...values, authorId, createdAt: now, updatedAt: now }),
    ...images.flatMap((image) => [
      db.insert(assets).values({ ...image, authorId, createdAt: now }),
      db
        .insert(assetMap)
        .select(
          sql`SELECT ${assets.id}, 'draft', ${draftId}, ${now} FROM ${assets} WHERE ${assets.uuid} = ${image.uuid}`,
        ),
    ]),
  ];
}
