import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  announcementChannels,
  announcements,
  announcementTranslations,
  emailOutbox,
  FEATURE_NAMES,
  features,
  rateLimits,
} from "../schema";

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Every known flag, off unless a row says otherwise. */
export async function allFeatures(db: Db) {
  const rows = await db.select().from(features);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return FEATURE_NAMES.map((name) => ({
    name,
    enabled: byName.get(name)?.enabled ?? false,
    value: byName.get(name)?.value ?? null,
  }));
}

/** Whether one flag is on: a keyed read of its row (features' primary key); off without one. */
export async function featureEnabled(db: Db, name: FeatureName): Promise<boolean> {
  const [row] = await db.select({ enabled: features.enabled }).from(features).where(eq(features.name, name));
  return row?.enabled ?? false;
}

export async function putFeature(db: Db, name: FeatureName, enabled: boolean, value: number | null) {
  const [row] = await db
    .insert(features)
    .values({ name, enabled, value })
    .onConflictDoUpdate({ target: features.name, set: { enabled, value, updatedAt: Date.now() } })
    .returning();
  return row;
}

/**
 * Counts one call in a fixed window and returns the count so far, in one statement: the
 * row resets when a new window starts.
 */
export async function hitRateLimit(db: Db, key: string, windowStart: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The count so far in this window, counting nothing. */
export async function peekRateLimit(db: Db, key: string, windowStart: number) {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row && row.windowStart === windowStart ? row.count : 0;
}

export function outboxInsert(db: Db, mail: { to: string; subject: string; text: string; html?: string }) {
  return db.insert(emailOutbox).values(mail);
}

export function outboxList(db: Db, limit: number, to?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/** The most announcements one list answers: the list has no `first`, and a handful is what is ever live. */
export const ANNOUNCEMENT_LIMIT = 20;

export type AnnouncementChannelRow = typeof announcementChannels.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect & {
  translations: (typeof announcementTranslations.$inferSelect)[];
  channels: AnnouncementChannelRow[];
};

/**
 * Announcements in their `order`, newest first within one, with their translations. `live`
 * keeps the visible ones that have not expired by `now` (and, in a channel, shown there); `visible`
 * filters by the flag alone; `channelId` keeps those placed in that channel.
 */
export async function listAnnouncements(
  db: Db,
  filter: { id?: number; visible?: boolean; live?: { now: number }; channelId?: number },
): Promise<AnnouncementRow[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.id !== undefined) where.push(eq(announcements.id, filter.id));
  if (filter.channelId !== undefined) {
    const placed = db
      .select({ id: announcementChannels.announcementId })
      .from(announcementChannels)
      .where(
        and(
          eq(announcementChannels.channelId, filter.channelId),
          filter.live ? eq(announcementChannels.visible, true) : undefined,
        ),
      );
    where.push(inArray(announcements.id, placed));
  }
  if (filter.visible !== undefined) where.push(eq(announcements.visible, filter.visible));
  if (filter.live) {
    where.push(
      eq(announcements.visible, true),
      or(isNull(announcements.expiredAt), gt(announcements.expiredAt, filter.live.now)),
    );
  }
  const rows = await db
    .select()
    .from(announcements)
    .where(and(...where))
    .orderBy(asc(announcements.order), desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENT_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [translations, placements] = await db.batch([
    db.select().from(announcementTranslations).where(inArray(announcementTranslations.announcementId, ids)),
    db
      .select()
      .from(announcementChannels)
      .where(inArray(announcementChannels.announcementId, ids))
      .orderBy(asc(announcementChannels.order), asc(announcementChannels.channelId)),
  ]);
  return rows.map((row) => ({
    ...row,
    translations: translations.filter((t) => t.announcementId === row.id),
    channels: placements.filter((c) => c.announcementId === row.id),
  }));
}
