import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { changesOf, type Db } from "../client";
import {
  announcementChannels,
  announcements,
  announcementTranslations,
  emailOutbox,
  type FEATURE_FLAGS,
  FEATURE_NAMES,
  features,
  rateLimitChecks,
  rateLimits,
} from "../schema";

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Every known feature with its flag (off unless a row says otherwise) and value. */
export async function allFeatures(db: Db) {
  const rows = await db.select().from(features);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return FEATURE_NAMES.map((name) => ({
    name,
    flag: byName.get(name)?.flag ?? "off",
    value: byName.get(name)?.value ?? null,
  }));
}

/** One feature's flag: a keyed read of its row (features' primary key); off without one. */
export async function featureFlag(db: Db, name: FeatureName) {
  const [row] = await db.select({ flag: features.flag }).from(features).where(eq(features.name, name));
  return row?.flag ?? "off";
}

/** A feature's flag and value set directly, as tests and scripts do (admins use setFeature). */
export async function putFeature(db: Db, name: FeatureName, flag: FeatureFlag, value: number | null) {
  const [row] = await db
    .insert(features)
    .values({ name, flag, value })
    .onConflictDoUpdate({ target: features.name, set: { flag, value, updatedAt: Date.now() } })
    .returning();
  return row;
}

/**
 * Takes one of the `limit` slots of a fixed window, in one conditional write: calls at once
 * never take more than `limit` between them, however their awaits interleave. False when the
 * window's slots are all taken, and then nothing changes. A row left from another window
 * starts this one at 1.
 */
export async function takeRateLimitSlot(db: Db, key: string, windowStart: number, limit: number) {
  if (limit <= 0) return false;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
      setWhere: sql`${rateLimits.windowStart} <> excluded.window_start OR ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

/**
 * How long a running check holds its place at most: a check whose worker died before it ended
 * (a deploy, a crash) gives its place back after this. A check is one password hash or code
 * lookup, well under a second; one running longer than this frees its place early.
 */
export const RUNNING_CHECK_LEASE_MS = 10_000;

/** A window's count under `key`, as SQL: 0 when its row is of another window, or there is none. */
const countIn = (key: string, windowStart: number) =>
  sql`coalesce((SELECT ${rateLimits.count} FROM ${rateLimits} WHERE ${rateLimits.key} = ${key} AND ${rateLimits.windowStart} = ${windowStart}), 0)`;

/** The checks under `key` still holding their places at `now`, as SQL (rate_limit_checks_started_idx). */
const runningAt = (key: string, now: number) =>
  sql`(SELECT count(*) FROM ${rateLimitChecks} WHERE ${rateLimitChecks.key} = ${key} AND ${rateLimitChecks.startedAt} > ${now - RUNNING_CHECK_LEASE_MS})`;

/**
 * Starts one check (of a password, a code) under a limit of `limit` failures: one conditional
 * write, taken while the window's failures and the checks still running are fewer than `limit`
 * together, so checks sent at once never outnumber the failures the limit has left. The id to
 * end it with when started; "full" when the failures alone reach the limit; "busy" when running
 * checks hold the rest of it (they may yet pass, and give their places back).
 */
export async function startLimitedCheck(
  db: Db,
  key: string,
  windowStart: number,
  limit: number,
  now: number,
): Promise<{ started: string } | "busy" | "full"> {
  const id = crypto.randomUUID();
  const started = await db.run(sql`
    INSERT INTO ${rateLimitChecks} (key, id, started_at)
    SELECT ${key}, ${id}, ${now}
    WHERE ${countIn(key, windowStart)} + ${runningAt(key, now)} < ${limit}`);
  if (changesOf(started) > 0) return { started: id };
  const [row] = await db.all<{ failures: number }>(sql`SELECT ${countIn(key, windowStart)} AS failures`);
  return (row?.failures ?? 0) >= limit ? "full" : "busy";
}

/**
 * Ends a check startLimitedCheck started: its place is given back and, when it failed, the
 * failure counted in the window the check started in, together.
 */
export async function endLimitedCheck(
  db: Db,
  key: string,
  check: { id: string; windowStart: number; now: number },
  failed: boolean,
) {
  // this check's row, and those of checks under the key that died running
  const ended = db
    .delete(rateLimitChecks)
    .where(
      and(
        eq(rateLimitChecks.key, key),
        or(eq(rateLimitChecks.id, check.id), lte(rateLimitChecks.startedAt, check.now - RUNNING_CHECK_LEASE_MS)),
      ),
    );
  if (!failed) {
    await ended;
    return;
  }
  const windowStart = check.windowStart;
  await db.batch([
    ended,
    db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`excluded.window_start`,
        },
        setWhere: sql`${rateLimits.windowStart} <= excluded.window_start`,
      }),
  ]);
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
