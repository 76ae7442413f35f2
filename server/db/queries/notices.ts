import "server-only";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { blocks, followFeedVisits, noticeActors, notices, notificationSettings, users } from "../schema";

export type NoticeRow = typeof notices.$inferSelect;

/** How long a group stays open to new actors while unread ("Ana and 3 others liked …"). */
export const NOTICE_GROUP_WINDOW = 24 * 60 * 60 * 1000;
/**
 * The actors a notice lists, latest first (the contract has no count of them): a page of
 * notices stays light, and a bigger group reads "and 19+ others".
 */
export const NOTICE_ACTORS_SHOWN = 20;

/** Keyset page of a reader's notices, latest (last grown) first. */
export function noticePage(db: Db, recipientId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.recipientId, recipientId),
        after
          ? or(lt(notices.updatedAt, after[0]), and(eq(notices.updatedAt, after[0]), lt(notices.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(notices.updatedAt), desc(notices.id))
    .limit(limit + 1);
}

export async function noticeCount(db: Db, recipientId: number) {
  const [row] = await db.select({ n: count() }).from(notices).where(eq(notices.recipientId, recipientId));
  return row?.n ?? 0;
}

/** The latest actors of each notice, at most NOTICE_ACTORS_SHOWN a notice. */
export async function actorsOfNotices(db: Db, noticeIds: readonly number[]) {
  const map = new Map<number, number[]>();
  if (noticeIds.length === 0) return map;
  const rows = await db.all<{ notice_id: number; actor_id: number }>(sql`
    SELECT notice_id, actor_id FROM (
      SELECT notice_id, actor_id,
             row_number() OVER (PARTITION BY notice_id ORDER BY created_at DESC, actor_id DESC) AS rank
      FROM notice_actors WHERE notice_id IN (${sql.join(
        noticeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) WHERE rank <= ${NOTICE_ACTORS_SHOWN} ORDER BY notice_id, rank`);
  for (const row of rows) {
    const list = map.get(row.notice_id) ?? [];
    list.push(row.actor_id);
    map.set(row.notice_id, list);
  }
  return map;
}

/** Marks all of a reader's notices read; a read group takes no more actors (its key is cleared). */
export function markAllNoticesRead(db: Db, recipientId: number) {
  return db
    .update(notices)
    .set({ unread: false, openKey: null })
    .where(and(eq(notices.recipientId, recipientId), eq(notices.unread, true)));
}

/** The switches a reader changed from their defaults. */
export async function notificationSettingsOf(db: Db, userId: number) {
  const rows = await db
    .select({ type: notificationSettings.type, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return new Map(rows.map((r) => [r.type, r.enabled]));
}

export function setNotificationSetting(db: Db, userId: number, type: string, enabled: boolean, now: number) {
  return db
    .insert(notificationSettings)
    .values({ userId, type, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.type],
      set: { enabled, updatedAt: now },
    });
}

/** Among these readers, those whose switch `type` is set to `enabled` (a changed default). */
export async function settingAmong(db: Db, userIds: readonly number[], type: string, enabled: boolean) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, [...userIds]),
        eq(notificationSettings.type, type),
        eq(notificationSettings.enabled, enabled),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Among these readers, those who blocked `actorId`: the blocked person's doings reach them not. */
export async function blockersAmong(db: Db, userIds: readonly number[], actorId: number) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: blocks.userId })
    .from(blocks)
    .where(and(inArray(blocks.userId, [...userIds]), eq(blocks.blockedId, actorId)));
  return new Set(rows.map((r) => r.userId));
}

/** Active readers among these ids, with what mail needs. */
export function activeRecipients(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, language: users.language, state: users.state })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.state, "active")));
}

export type NewNotice = {
  recipientId: number;
  actorId: number;
  type: string;
  targetId: number;
  entityId?: number | null;
  /** Notices with the same key gather their actors into one while unread and in the window. */
  groupKey?: string | null;
};

/**
 * The statements that write one notice and its actor, for a batch (atomic). A grouped notice
 * first lets go of a group past its window, then inserts or joins the open one (the unique
 * key makes concurrent actors meet in one row), then adds the actor once. A lone notice is
 * written with a one-off key that finds it again for its actor, then cleared.
 */
export function noticeStatements(db: Db, n: NewNotice, now: number, oneOffKey: string): Statement[] {
  const key = n.groupKey ?? oneOffKey;
  const values = {
    recipientId: n.recipientId,
    type: n.type,
    targetId: n.targetId,
    entityId: n.entityId ?? null,
    openKey: key,
    unread: true,
    createdAt: now,
    updatedAt: now,
  };
  const thisNotice = sql`(SELECT ${notices.id} FROM ${notices} WHERE ${notices.recipientId} = ${n.recipientId} AND ${notices.openKey} = ${key})`;
  const actor = db
    .insert(noticeActors)
    .values({ noticeId: thisNotice, actorId: n.actorId, createdAt: now })
    .onConflictDoNothing();
  if (!n.groupKey) {
    return [
      db.insert(notices).values(values),
      actor,
      db
        .update(notices)
        .set({ openKey: null })
        .where(and(eq(notices.recipientId, n.recipientId), eq(notices.openKey, key))),
    ];
  }
  return [
    db
      .update(notices)
      .set({ openKey: null })
      .where(
        and(
          eq(notices.recipientId, n.recipientId),
          eq(notices.openKey, key),
          lt(notices.createdAt, now - NOTICE_GROUP_WINDOW),
        ),
      ),
    db
      .insert(notices)
      .values(values)
      .onConflictDoUpdate({
        target: [notices.recipientId, notices.openKey],
        set: { updatedAt: sql`max(${notices.updatedAt}, excluded.updated_at)` },
      }),
    actor,
  ];
}

/** Records that the reader opened their follow feed now: their followees' work so far is seen. */
export function markFollowFeedSeen(db: Db, userId: number, now: number) {
  return db
    .insert(followFeedVisits)
    .values({ userId, seenAt: now, unreadSince: null })
    .onConflictDoUpdate({ target: followFeedVisits.userId, set: { seenAt: now, unreadSince: null } });
}

/** Whether someone the reader follows published since the reader last opened the follow feed. */
export async function hasUnreadFollowing(db: Db, userId: number) {
  const [row] = await db
    .select({ since: followFeedVisits.unreadSince })
    .from(followFeedVisits)
    .where(eq(followFeedVisits.userId, userId));
  return row?.since != null;
}

/** The active people with these user names (lower case), for mentions. */
export function usersByLowerNames(db: Db, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.userName})`, [...names]), eq(users.state, "active")));
}
