import "server-only";
import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { withinLimit } from "../batch-limits";
import { changesOf, type Db, type Statement } from "../client";
import {
  type CAMPAIGN_ROLES,
  campaignArticles,
  campaignParticipants,
  campaignRoles,
  campaignStages,
  campaigns,
  channels,
  users,
} from "../schema";

// Writing challenges as admins put them (a channel, its campaign, stages and the people it
// names) and the applications people make to them.

export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];
export type ChallengeChannelFields = Pick<
  typeof channels.$inferInsert,
  "nameEn" | "nameZhHant" | "nameZhHans" | "enabled"
>;
export type ChallengeFields = Partial<
  Omit<typeof campaigns.$inferInsert, "id" | "channelId" | "state" | "creatorId" | "createdAt">
>;
export type NewStage = Pick<
  typeof campaignStages.$inferInsert,
  "nameEn" | "nameZhHant" | "nameZhHans" | "periodStart" | "periodEnd"
>;
export type ApplicationRow = typeof campaignParticipants.$inferSelect;

const campaignOfHash = (shortHash: string) =>
  sql`(SELECT c.id FROM ${campaigns} c JOIN ${channels} h ON h.id = c.channel_id WHERE h.short_hash = ${shortHash})`;

function stageStatements(db: Db, campaignId: SQL, stages: readonly NewStage[], after: SQL) {
  return stages.map((stage, i) =>
    db.insert(campaignStages).values({ ...stage, campaignId, order: sql`${after} + ${i + 1}` }),
  );
}

function roleStatements(db: Db, campaignId: SQL, role: CampaignRole, userIds: readonly number[]) {
  return userIds.map((userId, position) => db.insert(campaignRoles).values({ campaignId, role, userId, position }));
}

/** The column an announcement's row fails on when its article is no longer active as it is written. */
export const ANNOUNCEMENT_COLUMN = "campaign_articles.article_id";

/**
 * The challenge's announcements (rows of campaign_articles marked announcement) replaced by
 * `articleIds`. An article leaving the list that is an entry too (its author applied to the
 * challenge) stays an entry, unmarked; one that was only an announcement goes. Each one named
 * is written only while its article is active (else ANNOUNCEMENT_COLUMN fails the batch); an
 * entry named keeps its stage, and shows among the announcements too.
 */
function announcementStatements(db: Db, campaignId: SQL, articleIds: readonly number[], now: number) {
  const leaving = and(
    sql`${campaignArticles.campaignId} = ${campaignId}`,
    eq(campaignArticles.announcement, true),
    articleIds.length ? notInArray(campaignArticles.articleId, [...articleIds]) : undefined,
  );
  const applied = sql`EXISTS (SELECT 1 FROM campaign_participants p JOIN articles a ON a.author_id = p.user_id
    WHERE a.id = ${campaignArticles.articleId} AND p.campaign_id = ${campaignArticles.campaignId})`;
  return [
    db.delete(campaignArticles).where(and(leaving, sql`NOT ${applied}`)),
    db.update(campaignArticles).set({ announcement: false }).where(leaving),
    ...articleIds.map((articleId) =>
      db
        .insert(campaignArticles)
        .values({
          campaignId,
          articleId: withinLimit(
            sql`EXISTS (SELECT 1 FROM articles a WHERE a.id = ${articleId} AND a.state = 'active')`,
            articleId,
          ),
          announcement: true,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [campaignArticles.campaignId, campaignArticles.articleId],
          set: { announcement: true },
        }),
    ),
  ];
}

/** The articles a challenge announces. */
export async function announcementsOf(db: Db, campaignId: number) {
  const rows = await db
    .select({ id: campaignArticles.articleId })
    .from(campaignArticles)
    .where(and(eq(campaignArticles.campaignId, campaignId), eq(campaignArticles.announcement, true)));
  return rows.map((r) => r.id);
}

/**
 * A new challenge whole, in one batch: its channel (under a fresh short hash, which the other
 * rows find it by), its campaign, stages and people.
 */
export async function insertChallenge(
  db: Db,
  challenge: {
    shortHash: string;
    channel: ChallengeChannelFields;
    fields: ChallengeFields;
    state: "pending" | "active" | "finished" | "archived";
    creatorId: number;
    stages: readonly NewStage[];
    roles: Partial<Record<CampaignRole, readonly number[]>>;
    announcements?: readonly number[];
  },
  now: number,
) {
  const campaignId = campaignOfHash(challenge.shortHash);
  await db.batch([
    db.insert(channels).values({
      ...challenge.channel,
      type: "writing_challenge",
      shortHash: challenge.shortHash,
      createdAt: now,
    }),
    db.insert(campaigns).values({
      ...challenge.fields,
      channelId: sql`(SELECT id FROM ${channels} WHERE short_hash = ${challenge.shortHash})`,
      state: challenge.state,
      creatorId: challenge.creatorId,
      createdAt: now,
    }),
    ...stageStatements(db, campaignId, challenge.stages, sql`0`),
    ...Object.entries(challenge.roles).flatMap(([role, ids]) =>
      roleStatements(db, campaignId, role as CampaignRole, ids ?? []),
    ),
    ...(challenge.announcements ? announcementStatements(db, campaignId, challenge.announcements, now) : []),
  ]);
}

/**
 * A challenge's changes, in one batch. The state is written only while it is still the one the
 * caller read (`stateBefore`): another admin's change in between fails the whole batch
 * (limitRefused(error, STATE_COLUMN) tells), so no rule checked against the old state is broken.
 */
export async function updateChallenge(
  db: Db,
  ids: { channelId: number; campaignId: number },
  change: {
    stateBefore: string;
    state: string;
    channel: Partial<ChallengeChannelFields>;
    fields: ChallengeFields;
    /** Replaces every stage (allowed while pending). */
    stages?: readonly NewStage[];
    newStages?: readonly NewStage[];
    roles: Partial<Record<CampaignRole, readonly number[]>>;
    /** Replaces the announcements. */
    announcements?: readonly number[];
  },
  now: number,
) {
  const campaignId = sql`${ids.campaignId}`;
  const statements: Statement[] = [
    db
      .update(campaigns)
      .set({
        ...change.fields,
        state: sql`${withinLimit(sql`${campaigns.state} = ${change.stateBefore}`, sql`${change.state}`)}`,
      })
      .where(eq(campaigns.id, ids.campaignId)),
  ];
  if (Object.keys(change.channel).length) {
    statements.push(db.update(channels).set(change.channel).where(eq(channels.id, ids.channelId)));
  }
  if (change.stages) {
    statements.push(
      db.delete(campaignStages).where(eq(campaignStages.campaignId, ids.campaignId)),
      ...stageStatements(db, campaignId, change.stages, sql`0`),
    );
  }
  if (change.newStages?.length) {
    // each appended after the last there is when it runs
    const last = sql`(SELECT coalesce(max("order"), 0) FROM ${campaignStages} WHERE campaign_id = ${ids.campaignId})`;
    statements.push(
      ...change.newStages.map(
        (stage) => stageStatements(db, campaignId, [stage], last)[0] as (typeof statements)[number],
      ),
    );
  }
  for (const [role, userIds] of Object.entries(change.roles)) {
    statements.push(
      db
        .delete(campaignRoles)
        .where(and(eq(campaignRoles.campaignId, ids.campaignId), eq(campaignRoles.role, role as CampaignRole))),
      ...roleStatements(db, campaignId, role as CampaignRole, userIds ?? []),
    );
  }
  if (change.announcements) statements.push(...announcementStatements(db, campaignId, change.announcements, now));
  await db.batch(statements as [Statement, ...Statement[]]);
}

/** The column updateChallenge's batch fails on when the state changed since it was read. */
export const STATE_COLUMN = "campaigns.state";

/** The people a challenge names in a role, in the order the editors gave. */
export async function campaignRoleUserIds(db: Db, campaignId: number, role: CampaignRole) {
  const rows = await db
    .select({ userId: campaignRoles.userId })
    .from(campaignRoles)
    .where(and(eq(campaignRoles.campaignId, campaignId), eq(campaignRoles.role, role)))
    .orderBy(asc(campaignRoles.position));
  return rows.map((r) => r.userId);
}

/**
 * Challenges as lists show them: the state filter is the state at `now` (an active one whose
 * periods have all ended is finished); `visible` leaves out pending and archived ones. Newest
 * first, or by the start of writing; paged by position.
 */
export async function campaignChannelPage(
  db: Db,
  options: {
    state?: "active" | "finished";
    visibleOnly: boolean;
    byWritingStart: boolean;
    excludes: readonly number[];
    now: number;
    offset: number;
    limit: number;
  },
) {
  const ended = sql`((c.application_start IS NOT NULL OR c.writing_start IS NOT NULL)
    AND (c.application_start IS NULL OR (c.application_end IS NOT NULL AND c.application_end <= ${options.now}))
    AND (c.writing_start IS NULL OR (c.writing_end IS NOT NULL AND c.writing_end <= ${options.now})))`;
  const where = sql.join(
    [
      sql`h.type = 'writing_challenge'`,
      options.visibleOnly ? sql`c.state IN ('active', 'finished')` : undefined,
      options.state === "active" ? sql`c.state = 'active' AND NOT ${ended}` : undefined,
      options.state === "finished" ? sql`(c.state = 'finished' OR (c.state = 'active' AND ${ended}))` : undefined,
      options.excludes.length
        ? sql`h.id NOT IN (${sql.join(
            options.excludes.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` AND `,
  );
  const order = options.byWritingStart ? sql`c.writing_start IS NULL, c.writing_start DESC, h.id DESC` : sql`h.id DESC`;
  const from = sql`FROM ${channels} h JOIN ${campaigns} c ON c.channel_id = h.id WHERE ${where}`;
  const [rows, [count]] = await Promise.all([
    db.all<{ id: number }>(
      sql`SELECT h.id AS id ${from} ORDER BY ${order} LIMIT ${options.limit + 1} OFFSET ${options.offset}`,
    ),
    db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/**
 * The challenges a person applied to with success that are active (as set by their editors, as
 * upstream lists them), newest application first, as channel ids; paged by position. Walks
 * campaign_participants_user_idx.
 */
export async function userCampaignPage(db: Db, userId: number, offset: number, limit: number) {
  const from = sql`FROM ${campaignParticipants} p JOIN ${campaigns} c ON c.id = p.campaign_id
    WHERE p.user_id = ${userId} AND p.state = 'succeeded' AND c.state = 'active'`;
  const [rows, [count]] = await Promise.all([
    db.all<{ id: number }>(
      sql`SELECT c.channel_id AS id ${from} ORDER BY p.created_at DESC, p.campaign_id DESC LIMIT ${limit + 1} OFFSET ${offset}`,
    ),
    db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** Organizers of visible challenges (active or finished), each once, by their first appearance. */
export async function organizerPage(db: Db, offset: number, limit: number) {
  const from = sql`FROM ${campaignRoles} r JOIN ${campaigns} c ON c.id = r.campaign_id
    JOIN users u ON u.id = r.user_id AND u.state = 'active'
    WHERE r.role = 'organizer' AND c.state IN ('active', 'finished')`;
  const [rows, [count]] = await Promise.all([
    db.all<{ id: number }>(
      sql`SELECT r.user_id AS id ${from} GROUP BY r.user_id ORDER BY min(c.id) DESC, r.user_id LIMIT ${limit + 1} OFFSET ${offset}`,
    ),
    db.all<{ n: number }>(sql`SELECT count(DISTINCT r.user_id) AS n ${from}`),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/**
 * An application, taken once: the insert does nothing when the person has one already, so
 * any number of calls at once leave one row. Answers whether this call made it.
 */
export async function insertApplication(db: Db, campaignId: number, userId: number, late: boolean, now: number) {
  const result = await db
    .insert(campaignParticipants)
    .values({ campaignId, userId, state: "succeeded", late, createdAt: now })
    .onConflictDoNothing();
  return changesOf(result) > 0;
}

export async function applicationOf(db: Db, campaignId: number, userId: number) {
  const [row] = await db
    .select()
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)))
    .limit(1);
  return row;
}

/** Which of these challenges `userId` applied to with success: the ones they may write for. */
export async function succeededApplications(db: Db, userId: number, campaignIds: readonly number[]) {
  const rows = await db
    .select({ campaignId: campaignParticipants.campaignId })
    .from(campaignParticipants)
    .where(
      and(
        eq(campaignParticipants.userId, userId),
        inArray(campaignParticipants.campaignId, [...campaignIds]),
        eq(campaignParticipants.state, "succeeded"),
      ),
    );
  return new Set(rows.map((r) => r.campaignId));
}

export async function setApplicationState(db: Db, campaignId: number, userId: number, state: ApplicationRow["state"]) {
  const [row] = await db
    .update(campaignParticipants)
    .set({ state })
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)))
    .returning();
  return row;
}

/** Applications newest first (succeeded ones, or all), with the active people who made them. */
export async function participantPage(
  db: Db,
  campaignId: number,
  options: { all: boolean; offset: number; limit: number },
) {
  const where = and(
    eq(campaignParticipants.campaignId, campaignId),
    options.all ? undefined : eq(campaignParticipants.state, "succeeded"),
    sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${campaignParticipants.userId} AND u.state = 'active')`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(campaignParticipants)
      .where(where)
      .orderBy(sql`${campaignParticipants.createdAt} DESC, ${campaignParticipants.userId} DESC`)
      .limit(options.limit + 1)
      .offset(options.offset),
    db.select({ n: sql<number>`count(*)` }).from(campaignParticipants).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Which of these people have accounts (any state). */
export async function existingUserIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
