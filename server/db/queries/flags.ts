import "server-only";
import { and, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import {
  adminAudit,
  FEATURE_NAMES,
  features,
  seedingUsers,
  userFeatureFlags,
  userRestrictions,
  users,
} from "../schema";
import { type AuditWrite, auditWhile } from "./admin-audit";
import type { FeatureFlag, FeatureName } from "./system";

// Feature flags, seeding users, and what admins set on one person (restrictions from feeds,
// feature flags). Every write is one batch with its audit row, and each audit row's `before`
// is read by SQL inside that batch, so it records the state the write really replaced even
// when two admins act at once (a batch runs as one transaction).

export type { FeatureFlag, FeatureName } from "./system";

/**
 * A feature's number in the audit log (target type Feature): its place in FEATURE_NAMES, from 1.
 * The log's target ids are integers and features are keyed by name; the list is append-only, so
 * the number stays the feature's, and the row's before/after name it too.
 */
export const featureAuditId = (name: FeatureName) => FEATURE_NAMES.indexOf(name) + 1;
export const featureOfAuditId = (id: number): FeatureName | undefined => FEATURE_NAMES[id - 1];

/** Every feature's row; features without one are off. */
export function featureRows(db: Db) {
  return db.select().from(features);
}

/**
 * A feature's flag and value set, with its audit row (before: the row as the batch found it, off
 * without one). Answers [audit, upsert … RETURNING].
 */
export function setFeatureStatements(
  db: Db,
  change: { actorId: number; name: FeatureName; flag: FeatureFlag; value: number | null; now: number },
): [Statement, Statement] {
  const current = (column: SQL) => sql`(SELECT ${column} FROM features WHERE name = ${change.name})`;
  // one row, selected from the admin's own: an INSERT … SELECT needs a FROM
  const audit = auditRows(db, {
    actorId: change.actorId,
    action: "setFeature",
    targetType: "Feature",
    targetId: sql`${featureAuditId(change.name)}`,
    before: sql`json_object('name', ${change.name}, 'flag', COALESCE(${current(sql`flag`)}, 'off'), 'value', ${current(sql`value`)})`,
    after: sql`json_object('name', ${change.name}, 'flag', ${change.flag}, 'value', ${change.value})`,
    now: change.now,
    where: eq(users.id, change.actorId),
  });
  return [
    audit,
    db
      .insert(features)
      .values({ name: change.name, flag: change.flag, value: change.value, updatedAt: change.now })
      .onConflictDoUpdate({
        target: features.name,
        set: { flag: change.flag, value: change.value, updatedAt: change.now },
      })
      .returning(),
  ];
}

/** Whether the person is a seeding user: a keyed read of seeding_users. */
export async function isSeedingUser(db: Db, userId: number) {
  const [row] = await db.select({ id: seedingUsers.userId }).from(seedingUsers).where(eq(seedingUsers.userId, userId));
  return row != null;
}

/**
 * People made seeding users (`enabled`) or no longer, with an audit row for each person whose
 * standing changes; people already so are left without one. Answers the ids changed.
 */
export async function toggleSeeding(
  db: Db,
  change: { actorId: number; userIds: number[]; enabled: boolean; now: number },
) {
  const seeding = sql`EXISTS (SELECT 1 FROM seeding_users s WHERE s.user_id = ${users.id})`;
  const audit = auditRows(db, {
    actorId: change.actorId,
    action: "toggleSeedingUsers",
    targetType: "User",
    targetId: users.id,
    before: sql`json_object('seeding', json(${change.enabled ? "false" : "true"}))`,
    after: sql`json_object('seeding', json(${change.enabled ? "true" : "false"}))`,
    now: change.now,
    where: and(inArray(users.id, change.userIds), change.enabled ? sql`NOT ${seeding}` : seeding),
  });
  const write = change.enabled
    ? db
        .insert(seedingUsers)
        .values(change.userIds.map((userId) => ({ userId, createdAt: change.now })))
        .onConflictDoNothing()
        .returning({ id: seedingUsers.userId })
    : db
        .delete(seedingUsers)
        .where(inArray(seedingUsers.userId, change.userIds))
        .returning({ id: seedingUsers.userId });
  const [, changed] = await db.batch([audit, write]);
  return (changed as { id: number }[]).map((row) => row.id);
}

/** The per-person lists admins put whole: restrictions from feeds, and feature flags. */
const PER_PERSON = {
  restrictions: { table: userRestrictions, name: "user_restrictions", action: "putRestrictedUsers" },
  featureFlags: { table: userFeatureFlags, name: "user_feature_flags", action: "putUserFeatureFlags" },
} as const;
export type PerPersonList = keyof typeof PER_PERSON;

/**
 * Each person's `list` set to exactly `types` (those they keep keep their time), with an audit
 * row for each person whose list changes: before and after as sorted arrays. Answers, per
 * person changed, the types they had before and have now.
 */
export async function putPerPersonList(
  db: Db,
  list: PerPersonList,
  change: { actorId: number; userIds: number[]; types: string[]; now: number },
) {
  const { table, name, action } = PER_PERSON[list];
  const types = [...new Set(change.types)].sort();
  const current = sql`(SELECT json_group_array(type) FROM (SELECT type FROM ${sql.identifier(name)} r WHERE r.user_id = ${users.id} ORDER BY type))`;
  const after = JSON.stringify(types);
  const audit = auditRows(db, {
    actorId: change.actorId,
    action,
    targetType: "User",
    targetId: users.id,
    before: sql`json_object(${list}, json(${current}))`,
    after: sql`json_object(${list}, json(${after}))`,
    now: change.now,
    where: and(inArray(users.id, change.userIds), sql`${current} <> ${after}`),
  }).returning({ userId: adminAudit.targetId, before: adminAudit.before });
  const remove = db
    .delete(table)
    .where(and(inArray(table.userId, change.userIds), types.length ? sql`${table.type} NOT IN ${types}` : undefined));
  const statements: Statement[] = [audit, remove];
  if (types.length) {
    statements.push(
      db
        .insert(table)
        .values(change.userIds.flatMap((userId) => types.map((type) => ({ userId, type, createdAt: change.now }))))
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = statements as [Statement, ...Statement[]];
  const [audited] = await db.batch([first, ...rest]);
  return (audited as { userId: number; before: Record<string, unknown> }[]).map((row) => ({
    userId: row.userId,
    before: row.before[list] as string[],
    after: types,
  }));
}

/**
 * Audit rows of the users `where` picks (the people changed, or for a feature the admin alone),
 * so they are written only for the rows the condition finds when the batch runs; `before` is
 * read by SQL there too.
 */
function auditRows(db: Db, entry: AuditWrite & { where: SQL | undefined }) {
  return auditWhile(db, entry, users, entry.where);
}

/** One person's entries of a list, oldest first. */
export function perPersonEntries(db: Db, list: PerPersonList, userId: number) {
  const { table } = PER_PERSON[list];
  return db
    .select({ type: table.type, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(table.createdAt, table.type);
}

/** A page of seeding users, the newest ids first, below `beforeId`. */
export function seedingUsersPage(db: Db, beforeId: number | null, limit: number) {
  return db
    .select({ user: users })
    .from(seedingUsers)
    .innerJoin(users, eq(users.id, seedingUsers.userId))
    .where(beforeId == null ? undefined : lt(seedingUsers.userId, beforeId))
    .orderBy(desc(seedingUsers.userId))
    .limit(limit);
}

export async function seedingUsersCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(seedingUsers);
  return row?.n ?? 0;
}

/** A page of people with any restriction, the newest ids first, below `beforeId`. */
export function restrictedUsersPage(db: Db, beforeId: number | null, limit: number) {
  return db
    .select({ user: users })
    .from(users)
    .where(
      and(
        sql`${users.id} IN (SELECT DISTINCT user_id FROM user_restrictions)`,
        beforeId == null ? undefined : lt(users.id, beforeId),
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function restrictedUsersCount(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(DISTINCT ${userRestrictions.userId})` }).from(userRestrictions);
  return row?.n ?? 0;
}
