import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { circleInvitations, circleMembers, circlePrices, circles } from "../schema";
import { CIRCLE_SUBSCRIPTION_LIMIT, holdsPlace } from "./circle-members";
import { staleClaim } from "./circle-trial-cards";

// Invitations to circles (issue 34). An invitation is pending until its invitee accepts it by
// subscribing, which starts a trial membership in the same batch; when the trial ends the
// renewal round charges the first month from the wallet or lets the trial lapse, and the
// invitation says which (transfer_succeeded, transfer_failed).

export type CircleInvitationRow = typeof circleInvitations.$inferSelect;

/** The states of an invitation that was accepted: in its trial, or after it. */
export const ACCEPTED_STATES = ["accepted", "transfer_succeeded", "transfer_failed"] as const;

/**
 * Invites a user: a new pending invitation, or, over the pending one (the partial unique index),
 * the same row sent again with the new free period. Answers the row.
 */
export function inviteUserStatement(
  db: Db,
  i: { circleId: number; inviterId: number; inviteeId: number; freePeriod: number; now: number },
) {
  return db
    .insert(circleInvitations)
    .values({ ...invitationValues(i), inviteeId: i.inviteeId })
    .onConflictDoUpdate({
      target: [circleInvitations.circleId, circleInvitations.inviteeId],
      targetWhere: sql`${circleInvitations.state} = 'pending' AND ${circleInvitations.inviteeId} IS NOT NULL`,
      set: refreshed,
    })
    .returning();
}

/** Invites an email without an account, as inviteUserStatement a user. */
export function inviteEmailStatement(
  db: Db,
  i: { circleId: number; inviterId: number; email: string; freePeriod: number; now: number },
) {
  return db
    .insert(circleInvitations)
    .values({ ...invitationValues(i), email: i.email })
    .onConflictDoUpdate({
      target: [circleInvitations.circleId, circleInvitations.email],
      targetWhere: sql`${circleInvitations.state} = 'pending' AND ${circleInvitations.inviteeId} IS NULL`,
      set: refreshed,
    })
    .returning();
}

const invitationValues = (i: { circleId: number; inviterId: number; freePeriod: number; now: number }) => ({
  circleId: i.circleId,
  inviterId: i.inviterId,
  freePeriod: i.freePeriod,
  state: "pending" as const,
  sentAt: i.now,
  createdAt: i.now,
  updatedAt: i.now,
});

const refreshed = {
  sentAt: sql`excluded.sent_at`,
  freePeriod: sql`excluded.free_period`,
  updatedAt: sql`excluded.updated_at`,
};

/** Which of these users are members (active or in a trial) of the circle. */
export async function membersAmong(db: Db, circleId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, circleId),
        inArray(circleMembers.userId, [...userIds]),
        inArray(circleMembers.state, ["active", "trialing"]),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** A person's pending invitation to a circle: to their account, or to their email; the last sent. */
export async function pendingInvitationOf(db: Db, circleId: number, user: { id: number; email: string | null }) {
  const [row] = await db
    .select()
    .from(circleInvitations)
    .where(
      and(
        eq(circleInvitations.circleId, circleId),
        eq(circleInvitations.state, "pending"),
        or(
          eq(circleInvitations.inviteeId, user.id),
          user.email ? and(isNull(circleInvitations.inviteeId), eq(circleInvitations.email, user.email)) : undefined,
        ),
      ),
    )
    .orderBy(sql`${circleInvitations.sentAt} DESC`)
    .limit(1);
  return row;
}

/**
 * The trial membership of an accepted invitation, to `periodEnd`: joinStatement's rules (the
 * 20 places: NOT NULL fails on `state`; already a member: on `period_end`), and one more: the
 * invitation must still be pending, else `method` is NULL and its NOT NULL fails the batch (two
 * accepts at once: the second finds it accepted and writes nothing).
 */
export function trialJoinStatement(
  db: Db,
  m: {
    circleId: number;
    userId: number;
    priceId: number;
    invitationId: number;
    periodEnd: number;
    now: number;
    /** An unpaid card checkout's subscription the trial replaces, while it is still that one. */
    supersedes?: string | null;
  },
): Statement {
  const ended = m.supersedes
    ? sql`(${circleMembers.state} IN ('canceled', 'past_due') OR (${circleMembers.state} = 'incomplete'
        AND ${circleMembers.processorSubscriptionId} = ${m.supersedes}))`
    : sql`${circleMembers.state} IN ('canceled', 'past_due')`;
  // every column in the table's order
  return db
    .insert(circleMembers)
    .select(
      sql`SELECT ${m.circleId}, ${m.userId},
        CASE WHEN (SELECT count(*) FROM ${circleMembers} WHERE ${circleMembers.userId} = ${m.userId}
                   AND ${circleMembers.circleId} <> ${m.circleId}
                   AND ${holdsPlace(m.now)}) < ${CIRCLE_SUBSCRIPTION_LIMIT} THEN 'trialing' END,
        ${m.priceId},
        CASE WHEN EXISTS (SELECT 1 FROM ${circleInvitations} WHERE ${circleInvitations.id} = ${m.invitationId}
                          AND ${circleInvitations.state} = 'pending') THEN 'wallet' END,
        ${m.periodEnd}, 0, ${m.now}, ${m.now}, NULL
        WHERE true`,
    )
    .onConflictDoUpdate({
      target: [circleMembers.circleId, circleMembers.userId],
      set: {
        state: sql`CASE WHEN ${ended} THEN excluded.state ELSE ${circleMembers.state} END`,
        periodEnd: sql`CASE WHEN ${ended} THEN excluded.period_end END`,
        priceId: sql`excluded.price_id`,
        method: sql`excluded.method`,
        cancelAtPeriodEnd: false,
        createdAt: sql`excluded.created_at`,
        updatedAt: sql`excluded.updated_at`,
        // a trial is no card subscription, whatever an ended one left here
        processorSubscriptionId: sql`excluded.processor_subscription_id`,
      },
    });
}

/** Why an accept's batch failed: the invitation taken meanwhile, or null (see joinRefusal for the rest). */
export function trialRefusal(error: unknown): "taken" | null {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("NOT NULL constraint failed: circle_members.method")) return "taken";
  }
  return null;
}

/** Marks the invitation accepted by this user (an email's invitation now names the account). */
export function acceptStatement(db: Db, invitationId: number, userId: number, now: number): Statement {
  return db
    .update(circleInvitations)
    .set({ state: "accepted", acceptedAt: now, inviteeId: userId, updatedAt: now })
    .where(and(eq(circleInvitations.id, invitationId), eq(circleInvitations.state, "pending")));
}

// ---- trials' end (the renewal round) ----

/** Invitations' trials whose free period is over, oldest first, with the price and the circle's owner and state. */
export function endedTrials(db: Db, now: number, limit: number) {
  return db
    .select({
      circleId: circleMembers.circleId,
      userId: circleMembers.userId,
      state: circleMembers.state,
      periodEnd: circleMembers.periodEnd,
      priceId: circlePrices.id,
      amount: circlePrices.amount,
      ownerId: circles.ownerId,
      circleState: circles.state,
      circleName: circles.displayName,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .innerJoin(circlePrices, eq(circlePrices.id, circleMembers.priceId))
    .where(
      or(
        and(
          eq(circleMembers.state, "trialing"),
          lte(circleMembers.periodEnd, now),
          // card trials are the card subscriptions' (Stripe ends their trial and charges the card)
          eq(circleMembers.method, "wallet"),
        ),
        // a trial a round took for its saved card and left before the processor answered
        staleClaim(now),
      ),
    )
    .orderBy(asc(circleMembers.periodEnd))
    .limit(limit);
}

type TrialEnd = { circleId: number; userId: number; periodEnd: number; now: number };

/** A trial turned paid: active to `nextEnd`, only while it is still that trial. */
export function trialPaidStatement(db: Db, m: TrialEnd & { nextEnd: number }): Statement {
  return db
    .update(circleMembers)
    .set({ state: "active", periodEnd: m.nextEnd, updatedAt: m.now })
    .where(and(...trialStill(m)));
}

/** A trial that could not be paid (or whose circle was archived): out. */
export function trialLapsedStatement(db: Db, m: TrialEnd): Statement {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: m.now })
    .where(and(...trialStill(m)));
}

const trialStill = (m: TrialEnd) => [
  eq(circleMembers.circleId, m.circleId),
  eq(circleMembers.userId, m.userId),
  eq(circleMembers.periodEnd, m.periodEnd),
  eq(circleMembers.state, "trialing"),
];

/**
 * The accepted invitation behind a trial, marked with how it ended: written only when the
 * membership shows that end (`active` past the trial, or `canceled` at it), so a run that lost
 * the membership to another marks nothing twice.
 */
export function transferStatement(
  db: Db,
  m: { circleId: number; userId: number; now: number },
  outcome: "transfer_succeeded" | "transfer_failed",
): Statement {
  const shown =
    outcome === "transfer_succeeded"
      ? sql`${circleMembers.state} = 'active'`
      : sql`${circleMembers.state} = 'canceled'`;
  return db
    .update(circleInvitations)
    .set({ state: outcome, updatedAt: m.now })
    .where(
      and(
        eq(circleInvitations.circleId, m.circleId),
        eq(circleInvitations.inviteeId, m.userId),
        eq(circleInvitations.state, "accepted"),
        sql`EXISTS (SELECT 1 FROM ${circleMembers} WHERE ${circleMembers.circleId} = ${m.circleId}
            AND ${circleMembers.userId} = ${m.userId} AND ${shown})`,
      ),
    );
}

// ---- the owner's lists ----

const ofKind = (circleId: number, kind: "pending" | "accepted") =>
  and(
    eq(circleInvitations.circleId, circleId),
    kind === "pending"
      ? eq(circleInvitations.state, "pending")
      : inArray(circleInvitations.state, [...ACCEPTED_STATES]),
  );

/** A page of a circle's pending or accepted invitations, last sent first, keyed (sentAt, id). */
export function invitationPage(
  db: Db,
  circleId: number,
  kind: "pending" | "accepted",
  limit: number,
  after?: readonly [number, number],
) {
  return db
    .select()
    .from(circleInvitations)
    .where(
      and(
        ofKind(circleId, kind),
        after
          ? sql`(${circleInvitations.sentAt} < ${after[0]} OR (${circleInvitations.sentAt} = ${after[0]} AND ${circleInvitations.id} < ${after[1]}))`
          : undefined,
      ),
    )
    .orderBy(sql`${circleInvitations.sentAt} DESC`, sql`${circleInvitations.id} DESC`)
    .limit(limit + 1);
}

export async function invitationCount(db: Db, circleId: number, kind: "pending" | "accepted") {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(circleInvitations).where(ofKind(circleId, kind));
  return row?.n ?? 0;
}
