import "server-only";
import { and, asc, count, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { type USER_ROLES, type USER_STATES, users } from "../schema";
import { auditWhile } from "./admin-audit";

// A person's state and role, set by admins (updateUserState, updateUserRole) and by the
// scheduled job that lifts bans that ran out. Each change is one conditional write, on the
// state (or role) the caller saw, and its audit row is written in the same batch under the
// same condition: of two admins banning one person at once, one ban and one row go in, and the
// other finds nothing to change.

export type UserState = (typeof USER_STATES)[number];
export type UserRole = (typeof USER_ROLES)[number];

/** The fields a state change sets. */
export type StateFields = { state: UserState; banEndsAt: number | null };

/**
 * The audit row of a change to one person, inserted only while `condition` holds: placed before
 * the change's UPDATE in the batch, it sees the same rows the UPDATE will.
 */
function auditIfStill(
  db: Db,
  entry: { actorId: number | null; action: string; userId: number; before: object; after: object },
  condition: ReturnType<typeof and>,
): Statement {
  return auditWhile(
    db,
    { ...entry, targetType: "User", targetId: users.id, now: sql`(unixepoch('subsec') * 1000)` },
    users,
    condition,
  );
}

/**
 * A person's state set from `before` to `after`, with its audit row; both happen only if the
 * person is still in `before.state`. The UPDATE answers the person changed (none when someone
 * got there first).
 */
export function setStateStatements(
  db: Db,
  change: { actorId: number; userId: number; before: StateFields; after: StateFields; now: number },
): [Statement, Statement] {
  const still = and(eq(users.id, change.userId), eq(users.state, change.before.state));
  const { before, after } = changedFields(change.before, change.after);
  return [
    auditIfStill(
      db,
      { actorId: change.actorId, action: "updateUserState", userId: change.userId, before, after },
      still,
    ),
    db
      .update(users)
      .set({ state: change.after.state, banEndsAt: change.after.banEndsAt, updatedAt: change.now })
      .where(still)
      .returning(),
  ];
}

/** A person's role set, with its audit row, only if they still have `before` and are not archived. */
export function setRoleStatements(
  db: Db,
  change: { actorId: number; userId: number; before: UserRole; after: UserRole; now: number },
): [Statement, Statement] {
  const still = and(eq(users.id, change.userId), eq(users.role, change.before), sql`${users.state} <> 'archived'`);
  return [
    auditIfStill(
      db,
      {
        actorId: change.actorId,
        action: "updateUserRole",
        userId: change.userId,
        before: { role: change.before },
        after: { role: change.after },
      },
      still,
    ),
    db.update(users).set({ role: change.after, updatedAt: change.now }).where(still).returning(),
  ];
}

/**
 * Bans whose end has come by `now` lifted, each with an audit row that names no admin (the site
 * did it). Answers the people let back in.
 */
export async function liftExpiredBans(db: Db, now: number) {
  const due = and(eq(users.state, "banned"), isNotNull(users.banEndsAt), lte(users.banEndsAt, now));
  const [, lifted] = await db.batch([
    auditWhile(
      db,
      {
        actorId: null,
        action: "liftExpiredBans",
        targetType: "User",
        targetId: users.id,
        before: sql`json_object('state', 'banned', 'banEndsAt', ${users.banEndsAt})`,
        after: { state: "active", banEndsAt: null },
        now,
      },
      users,
      due,
    ),
    db
      .update(users)
      .set({ state: "active", banEndsAt: null, updatedAt: now })
      .where(due)
      .returning({ id: users.id, userName: users.userName }),
  ]);
  return lifted;
}

/**
 * People whose user name begins with `key` or whose email is `key`, in any case, by user name:
 * up to `limit` after the name `afterName`.
 */
export function findUsersPage(db: Db, key: string, afterName: string | null, limit: number) {
  return db
    .select()
    .from(users)
    .where(and(matchingKey(key), afterName == null ? undefined : sql`lower(${users.userName}) > ${afterName}`))
    .orderBy(asc(sql`lower(${users.userName})`))
    .limit(limit);
}

export async function findUsersCount(db: Db, key: string) {
  const [row] = await db.select({ n: count() }).from(users).where(matchingKey(key));
  return row?.n ?? 0;
}

function matchingKey(key: string) {
  const prefix = `${key.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`lower(${users.userName}) LIKE ${prefix} ESCAPE '\\'`,
    sql`lower(${users.email}) = ${key.toLowerCase()}`,
  );
}

/** Only the fields that differ, before and after: what the audit row records. */
function changedFields(before: StateFields, after: StateFields) {
  const keys = (Object.keys(after) as (keyof StateFields)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}
