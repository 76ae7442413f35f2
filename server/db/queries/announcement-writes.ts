import "server-only";
import { type and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { announcementChannels, announcements, announcementTranslations } from "../schema";
import { auditWhile } from "./admin-audit";

// Admins' writes to the team's announcements (issue 37): putAnnouncement and
// deleteAnnouncements. Each is one batch (a transaction in D1) with its audit rows, so an
// announcement never shows half-written and a refused call writes nothing.

type Row = typeof announcements.$inferSelect;
export type AnnouncementFields = Partial<
  Pick<Row, "title" | "content" | "link" | "cover" | "type" | "visible" | "order" | "expiredAt">
>;
/** One language's wording of the fields given (a field left out is kept). */
export type Wording = { language: (typeof announcementTranslations.$inferSelect)["language"] } & Partial<
  Record<"title" | "content" | "link", string>
>;
export type Placement = { channelId: number; visible: boolean; order: number };

type Change = { actorId: number; now: number };

/** The fields an audit row keeps of an announcement as it was (a deleted one's, read by the INSERT's SELECT). */
const AS_IT_WAS = sql`json_object('title', ${announcements.title}, 'type', ${announcements.type}, 'visible', json(iif(${announcements.visible}, 'true', 'false')))`;

function audit(
  db: Db,
  entry: Change & { action: string; before: object | "as it was"; after: object },
  where: ReturnType<typeof and>,
) {
  const before = entry.before === "as it was" ? AS_IT_WAS : entry.before;
  return auditWhile(
    db,
    { ...entry, targetType: "Announcement", targetId: announcements.id, before },
    announcements,
    where,
  );
}

/** The wording and placements of announcement `target` (an id, or the SQL naming the new one). */
function contentStatements(
  db: Db,
  target: number | ReturnType<typeof sql>,
  change: { wordings?: Wording[]; cleared: ("title" | "content" | "link")[]; placements?: Placement[] },
): Statement[] {
  const statements: Statement[] = [];
  if (change.cleared.length > 0) {
    // a field given anew replaces its wording in every language
    const set = Object.fromEntries(change.cleared.map((f) => [f, null]));
    statements.push(
      db.update(announcementTranslations).set(set).where(eq(announcementTranslations.announcementId, target)),
    );
  }
  for (const { language, ...fields } of change.wordings ?? []) {
    statements.push(
      db
        .insert(announcementTranslations)
        .values({ announcementId: target, language, ...fields })
        .onConflictDoUpdate({
          target: [announcementTranslations.announcementId, announcementTranslations.language],
          set: fields,
        }),
    );
  }
  if (change.placements) {
    statements.push(db.delete(announcementChannels).where(eq(announcementChannels.announcementId, target)));
    for (const p of change.placements) {
      statements.push(db.insert(announcementChannels).values({ announcementId: target, ...p }));
    }
  }
  return statements;
}

/** A new announcement, its wording, placements and audit row, in one batch; answers its id. */
export async function insertAnnouncement(
  db: Db,
  change: Change & { fields: AnnouncementFields & Pick<Row, "type">; wordings: Wording[]; placements?: Placement[] },
) {
  // within the batch (one transaction) the newest row is the one just inserted
  const created = sql`(SELECT max(${announcements.id}) FROM ${announcements})`;
  const [[row]] = await db.batch([
    db
      .insert(announcements)
      .values({ ...change.fields, createdAt: change.now, updatedAt: change.now })
      .returning({ id: announcements.id }),
    audit(
      db,
      {
        ...change,
        action: "putAnnouncement",
        before: {},
        after: { ...change.fields, wordings: change.wordings, placements: change.placements },
      },
      eq(announcements.id, created),
    ),
    ...contentStatements(db, created, { wordings: change.wordings, cleared: [], placements: change.placements }),
  ]);
  if (!row) throw new Error("putAnnouncement inserted no announcement.");
  return row.id;
}

/** Changes announcement `id`: its fields, the wording of the fields given, its placements. False when it is gone. */
export async function updateAnnouncement(
  db: Db,
  change: Change & {
    id: number;
    fields: AnnouncementFields;
    wordings: Wording[];
    cleared: ("title" | "content" | "link")[];
    placements?: Placement[];
  },
) {
  const { id } = change;
  const results = await db.batch([
    audit(
      db,
      {
        ...change,
        action: "putAnnouncement",
        before: "as it was",
        after: { ...change.fields, wordings: change.wordings, placements: change.placements },
      },
      eq(announcements.id, id),
    ),
    db
      .update(announcements)
      .set({ ...change.fields, updatedAt: change.now })
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id }),
    ...contentStatements(db, id, change),
  ]);
  return (results[1] as unknown[]).length > 0;
}

/** Which of these ids name announcements. */
export async function existingAnnouncementIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(inArray(announcements.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Deletes announcements with their wording and placements, an audit row for each; answers how many went. */
export async function deleteAnnouncementRows(db: Db, change: Change & { ids: number[] }) {
  const { ids } = change;
  const results = await db.batch([
    audit(
      db,
      { ...change, action: "deleteAnnouncements", before: "as it was", after: { deleted: true } },
      inArray(announcements.id, ids),
    ),
    db.delete(announcementChannels).where(inArray(announcementChannels.announcementId, ids)),
    db.delete(announcementTranslations).where(inArray(announcementTranslations.announcementId, ids)),
    db.delete(announcements).where(inArray(announcements.id, ids)).returning({ id: announcements.id }),
  ]);
  return (results.at(-1) as unknown[]).length;
}
