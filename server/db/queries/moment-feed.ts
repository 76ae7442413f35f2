import "server-only";
import { and, asc, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { momentFeedApplications, users } from "../schema";
import { auditWhile } from "./admin-audit";

// Applications to the hottest-moments feed (issue 37): a person applies once (pending); an
// admin approves, rejects or revokes. A person may apply again once rejected or revoked, never
// while pending or approved: the application is one INSERT … ON CONFLICT DO UPDATE whose update
// holds only from those states, so two applications at once make one.

export type MomentFeedRow = typeof momentFeedApplications.$inferSelect;
export type MomentFeedState = MomentFeedRow["state"];

/** Applies for `userId`; answers the application, or nothing when one is pending or approved. */
export async function applyForMomentFeed(db: Db, userId: number, now: number) {
  const [row] = await db
    .insert(momentFeedApplications)
    .values({ userId, state: "pending", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: momentFeedApplications.userId,
      set: { state: "pending", reviewedBy: null, reviewerId: null, createdAt: now, updatedAt: now },
      setWhere: inArray(momentFeedApplications.state, ["rejected", "revoked"]),
    })
    .returning();
  return row;
}

export async function applicationsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, MomentFeedRow>();
  const rows = await db
    .select()
    .from(momentFeedApplications)
    .where(inArray(momentFeedApplications.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * An admin's decision on `userId`'s application, from the state the admin saw (`from`, null when
 * the person never applied) to `to`: the audit row (target type User) and the write, both only
 * while the state is still `from`. The write answers the application, or nothing.
 */
export function decideStatements(
  db: Db,
  change: { actorId: number; userId: number; from: MomentFeedState | null; to: MomentFeedState; now: number },
): [Statement, Statement] {
  const { userId, from, to, now } = change;
  const stillFrom: SQL =
    from == null
      ? sql`NOT EXISTS (SELECT 1 FROM ${momentFeedApplications} WHERE ${momentFeedApplications.userId} = ${userId})`
      : sql`EXISTS (SELECT 1 FROM ${momentFeedApplications} WHERE ${momentFeedApplications.userId} = ${userId} AND ${momentFeedApplications.state} = ${from})`;
  const audit = auditWhile(
    db,
    {
      actorId: change.actorId,
      action: "updateMomentFeedApplicationState",
      targetType: "User",
      targetId: users.id,
      before: { momentFeedState: from },
      after: { momentFeedState: to },
      now,
    },
    users,
    and(eq(users.id, userId), stillFrom),
  );
  const decided = { state: to, reviewedBy: "admin" as const, reviewerId: change.actorId, updatedAt: now };
  const write =
    from == null
      ? db
          .insert(momentFeedApplications)
          .values({ userId, createdAt: now, ...decided })
          .onConflictDoNothing()
          .returning()
      : db
          .update(momentFeedApplications)
          .set(decided)
          .where(and(eq(momentFeedApplications.userId, userId), eq(momentFeedApplications.state, from)))
          .returning();
  return [audit, write];
}

const inStates = (states: readonly MomentFeedState[] | null | undefined, userName: string | null | undefined) =>
  and(
    states && states.length > 0 ? inArray(momentFeedApplications.state, [...states]) : undefined,
    userName ? eq(sql`lower(${users.userName})`, userName.toLowerCase()) : undefined,
  );

/** People with an application in `states` (all when none named), by user id, after `afterId`. */
export function momentFeedUsersPage(
  db: Db,
  filter: { states?: readonly MomentFeedState[] | null; userName?: string | null },
  afterId: number | null,
  limit: number,
) {
  return db
    .select({ user: users })
    .from(momentFeedApplications)
    .innerJoin(users, eq(users.id, momentFeedApplications.userId))
    .where(and(inStates(filter.states, filter.userName), afterId == null ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function momentFeedUsersCount(
  db: Db,
  filter: { states?: readonly MomentFeedState[] | null; userName?: string | null },
) {
  const [row] = await db
    .select({ n: count() })
    .from(momentFeedApplications)
    .innerJoin(users, eq(users.id, momentFeedApplications.userId))
    .where(inStates(filter.states, filter.userName));
  return row?.n ?? 0;
}
