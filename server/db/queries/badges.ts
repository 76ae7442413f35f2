import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type BADGE_TYPES, notices, users } from "../schema";

// Badges live in users.badges, a JSON array of badge types. Every change is one conditional
// write on that array (json_each), so two grants at once give one badge, and the notice of a
// grant is written in the same batch under the same condition: one grant, one notice.

export type BadgeType = (typeof BADGE_TYPES)[number];

/** A badge's words in the recipient's language, and where its notice leads on their profile. */
export type BadgeNotice = { en: string; zh_hant: string; zh_hans: string; query: string };

const NOMAD = /^nomad[1-4]$/;
const isNomad = (type: BadgeType) => NOMAD.test(type);

/**
 * Whether the person (users.id) still lacks `type`. A nomad level is one badge: holding the same
 * or a higher level counts as holding it ('nomad1' < 'nomad4' as strings), so a lower level
 * granted later never replaces a higher one.
 */
function lacks(type: BadgeType): SQL {
  return isNomad(type)
    ? sql`NOT EXISTS (SELECT 1 FROM json_each(${users.badges}) WHERE value LIKE 'nomad%' AND value >= ${type})`
    : sql`NOT EXISTS (SELECT 1 FROM json_each(${users.badges}) WHERE value = ${type})`;
}

/** The array with `type` added; a nomad level takes the place of the level held before. */
function withBadge(type: BadgeType): SQL {
  return isNomad(type)
    ? sql`json_insert((SELECT json_group_array(value) FROM json_each(${users.badges}) WHERE value NOT LIKE 'nomad%'), '$[#]', ${type})`
    : sql`json_insert(${users.badges}, '$[#]', ${type})`;
}

export type Grant = {
  userId: number;
  type: BadgeType;
  notice: BadgeNotice;
  /** A condition on the person beyond lacking the badge (the grand slam's entries …). */
  eligible?: SQL;
};

/**
 * Grants each badge to its person when they lack it and `eligible` holds, with its official
 * notice in their language, all in one batch. Each notice is written just before its grant and
 * under the same condition, so it is written exactly when the grant is. Answers who was granted
 * one.
 */
export async function grantBadges(db: Db, grants: readonly Grant[], now: number): Promise<Set<number>> {
  const statements = grants.flatMap(({ userId, type, notice, eligible = sql`1` }) => {
    const when = sql`${users.id} = ${userId} AND ${lacks(type)} AND ${eligible}`;
    return [
      db.insert(notices).select((qb) =>
        qb
          .select({
            id: sql<number>`NULL`.as("id"),
            recipientId: users.id,
            type: sql<string>`'OfficialAnnouncement'`.as("type"),
            targetId: sql<number | null>`NULL`.as("target_id"),
            entityId: sql<number | null>`NULL`.as("entity_id"),
            message:
              sql<string>`CASE ${users.language} WHEN 'zh_hant' THEN ${notice.zh_hant} WHEN 'zh_hans' THEN ${notice.zh_hans} ELSE ${notice.en} END`.as(
                "message",
              ),
            link: sql<string | null>`'/@' || ${users.userName} || ${notice.query}`.as("link"),
            openKey: sql<string | null>`NULL`.as("open_key"),
            unread: sql<boolean>`1`.as("unread"),
            createdAt: sql<number>`${now}`.as("created_at"),
            updatedAt: sql<number>`${now}`.as("updated_at"),
          })
          .from(users)
          .where(sql`${when} AND ${users.state} = 'active'`),
      ),
      db
        .update(users)
        .set({ badges: sql`${withBadge(type)}`, updatedAt: now })
        .where(when)
        .returning({ id: users.id }),
    ];
  });
  const [first, ...rest] = statements;
  if (!first) return new Set();
  const results = await db.batch([first, ...rest]);
  return new Set(results.flatMap((result, i) => (i % 2 === 1 ? (result as { id: number }[]).map((r) => r.id) : [])));
}

/** Takes `type` away; answers whether the person held it. */
export async function revokeBadge(db: Db, userId: number, type: BadgeType, now: number) {
  const rows = await db
    .update(users)
    .set({
      badges: sql`(SELECT json_group_array(value) FROM json_each(${users.badges}) WHERE value != ${type})`,
      updatedAt: now,
    })
    .where(sql`${users.id} = ${userId} AND EXISTS (SELECT 1 FROM json_each(${users.badges}) WHERE value = ${type})`)
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Which of these people hold `type` now. */
export async function holdersAmong(db: Db, userIds: readonly number[], type: BadgeType) {
  if (userIds.length === 0) return new Set<number>();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db.all<{ id: number }>(
    sql`SELECT id FROM users WHERE id IN (${ids}) AND EXISTS (SELECT 1 FROM json_each(users.badges) WHERE value = ${type})`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * People holding a badge (any badge when no type), newest account first: an admin's list, so
 * a scan of the people is fine (the array is never indexed).
 */
export async function badgedUserPage(db: Db, type: BadgeType | null, offset: number, limit: number) {
  const held = type
    ? sql`EXISTS (SELECT 1 FROM json_each(users.badges) WHERE value = ${type})`
    : sql`json_array_length(users.badges) > 0`;
  const [rows, [count]] = await Promise.all([
    db.all<{ id: number }>(
      sql`SELECT id FROM users WHERE ${held} ORDER BY id DESC LIMIT ${limit + 1} OFFSET ${offset}`,
    ),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM users WHERE ${held}`),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/**
 * The grand slam of one challenge: the person applied in time (not late) and was approved, and
 * has a published entry in every stage of it (a challenge without stages has no grand slam),
 * each entered within the writing period and not banned by the challenge's managers.
 */
export function grandSlamEligible(userId: number, campaignId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM campaign_participants p
      WHERE p.campaign_id = ${campaignId} AND p.user_id = ${userId} AND p.state = 'succeeded' AND p.late = 0)
    AND EXISTS (SELECT 1 FROM campaign_stages s WHERE s.campaign_id = ${campaignId})
    AND NOT EXISTS (SELECT 1 FROM campaign_stages s WHERE s.campaign_id = ${campaignId} AND NOT EXISTS (
      SELECT 1 FROM campaign_articles ca
        JOIN articles a ON a.id = ca.article_id
        JOIN campaigns c ON c.id = ca.campaign_id
      WHERE ca.campaign_id = ${campaignId} AND ca.stage_id = s.id AND ca.banned = 0
        AND a.author_id = ${userId} AND a.state = 'active'
        AND (c.writing_start IS NULL OR ca.created_at >= c.writing_start)
        AND (c.writing_end IS NULL OR ca.created_at < c.writing_end)))`;
}

/** Supports received: succeeded donations to the person, counted up to `threshold` and no further. */
export function supportsReceivedReach(userId: number, threshold: number): SQL {
  return sql`(SELECT count(*) FROM (SELECT 1 FROM transactions t
      WHERE t.recipient_id = ${userId} AND t.purpose = 'donation' AND t.state = 'succeeded'
      LIMIT ${threshold})) >= ${threshold}`;
}
