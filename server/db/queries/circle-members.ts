import "server-only";
import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { circleInvitations, circleMembers, circlePrices, circles, transactions } from "../schema";
import type { NewTransaction } from "./ledger";

// Wallet subscriptions to circles. Each month's money is a subscriptionSplit transaction through
// the ledger; the statements here are the membership's side of the same db.batch(), written so
// that the batch fails whole when the membership may not change: then no money moves either.

export type CircleMemberRow = typeof circleMembers.$inferSelect;

/** Circles a person may hold at once (issue 34: at most 20). */
export const CIRCLE_SUBSCRIPTION_LIMIT = 20;

/** The states that hold one of the 20 places: a member, or a renewal still being retried. */
export const LIVE_MEMBER_STATES = ["active", "trialing", "past_due"] as const;

/**
 * How long an unpaid card checkout (`incomplete`) can still be paid: Stripe expires a
 * subscription's unpaid first invoice after 23 hours, and the local processor does the same.
 * Until then it holds one of the 20 places, since paying it makes a member without asking again.
 */
export const INCOMPLETE_PAYABLE_MS = 23 * 60 * 60 * 1000;

/** A membership that holds one of the 20 places at `now`: live, or a checkout still payable. */
export const holdsPlace = (now: number) => {
  const live = sql.join(
    LIVE_MEMBER_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(${circleMembers.state} IN (${live}) OR (${circleMembers.state} = 'incomplete'
    AND ${circleMembers.createdAt} > ${now - INCOMPLETE_PAYABLE_MS}))`;
};

export async function circleMember(db: Db, circleId: number, userId: number) {
  const [row] = await db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return row;
}

/** How many of the 20 places a person holds in circles other than `exceptCircleId`. */
export async function liveMembershipCount(db: Db, userId: number, exceptCircleId: number, now: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), ne(circleMembers.circleId, exceptCircleId), holdsPlace(now)));
  return row?.n ?? 0;
}

/**
 * The membership of a new subscriber, or of one whose earlier membership ended, paid to
 * `periodEnd`. One conditional statement that fails instead of writing nothing, so the payment
 * beside it in the batch is undone: with 20 live memberships of other circles already the new
 * row's state is NULL (NOT NULL fails on `state`: the limit), and over a member's row its period
 * end is NULL (NOT NULL fails on `period_end`: already subscribed). A membership that ended, or
 * whose renewal the wallet could not pay (past_due), starts again with a new month: the renewal
 * job's retry of the old period then finds the row moved on and charges nothing. The count is
 * taken inside the statement, so subscriptions sent at once cannot pass the limit together.
 */
export function joinStatement(
  db: Db,
  m: {
    circleId: number;
    userId: number;
    priceId: number;
    periodEnd: number;
    now: number;
    /** A card subscription's id at the processor: the row waits `incomplete` for its first invoice. */
    cardSubscription?: string;
    /**
     * The unpaid checkout's subscription this join replaces, as read before it (null: none, or
     * a trial being charged). Replaced only while it is still that one: a checkout another
     * request replaced meanwhile fails the join as a duplicate, so each request knows which
     * subscription it left behind, to cancel at the processor.
     */
    supersedes?: string | null;
  },
): Statement {
  // an unpaid card checkout is replaced by subscribing again (by card or wallet)
  // (or holds this same subscription: a repeat with the same key at the processor, sent at once)
  const replaceable = m.cardSubscription
    ? sql`(${circleMembers.processorSubscriptionId} IS ${m.supersedes ?? null} OR ${circleMembers.processorSubscriptionId} = ${m.cardSubscription})`
    : sql`${circleMembers.processorSubscriptionId} IS ${m.supersedes ?? null}`;
  const ended = sql`(${circleMembers.state} IN ('canceled', 'past_due') OR (${circleMembers.state} = 'incomplete'
    AND ${replaceable}))`;
  const state = m.cardSubscription ? "incomplete" : "active";
  // every column in the table's order
  return db
    .insert(circleMembers)
    .select(
      sql`SELECT ${m.circleId}, ${m.userId},
        CASE WHEN (SELECT count(*) FROM ${circleMembers} WHERE ${circleMembers.userId} = ${m.userId}
                   AND ${circleMembers.circleId} <> ${m.circleId}
                   AND ${holdsPlace(m.now)}) < ${CIRCLE_SUBSCRIPTION_LIMIT} THEN ${state} END,
        ${m.priceId}, ${m.cardSubscription ? "card" : "wallet"}, ${m.periodEnd}, 0, ${m.now}, ${m.now},
        ${m.cardSubscription ?? null}
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
        processorSubscriptionId: sql`excluded.processor_subscription_id`,
      },
    });
}

/** Why a join's batch failed: the 20 places taken, already subscribed, or something else (null). */
export function joinRefusal(error: unknown): "limit" | "duplicate" | null {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("NOT NULL constraint failed: circle_members.state")) return "limit";
    if (cause.message.includes("NOT NULL constraint failed: circle_members.period_end")) return "duplicate";
  }
  return null;
}

/**
 * Unsubscribes: a paid month runs to its end (no refund) and is marked to end there; a trial,
 * or a renewal left unpaid, ends at once. Answers the rows changed (0: not a member).
 *
 * A trial ended so never became a paid month: its invitation, accepted until now, becomes
 * transfer_failed, as when a trial lapses unpaid (InvitationState has no state of its own for a
 * trial given up; transfer_failed is the one that says the free period did not turn into a
 * subscription, and the owner's lists stop reading it as a trial still running). Written first
 * in the batch, while the membership still reads trialing.
 */
export async function leaveCircle(db: Db, circleId: number, userId: number, now: number) {
  const mine = and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId));
  const [, paid, other] = await db.batch([
    db
      .update(circleInvitations)
      .set({ state: "transfer_failed", updatedAt: now })
      .where(
        and(
          eq(circleInvitations.circleId, circleId),
          eq(circleInvitations.inviteeId, userId),
          eq(circleInvitations.state, "accepted"),
          sql`EXISTS (SELECT 1 FROM ${circleMembers} WHERE ${mine} AND ${circleMembers.state} = 'trialing')`,
        ),
      ),
    db
      .update(circleMembers)
      .set({ cancelAtPeriodEnd: true, updatedAt: now })
      .where(and(mine, eq(circleMembers.state, "active"), eq(circleMembers.cancelAtPeriodEnd, false))),
    db
      .update(circleMembers)
      .set({ state: "canceled", updatedAt: now })
      .where(and(mine, inArray(circleMembers.state, ["trialing", "past_due"]))),
  ]);
  return { paid, other };
}

// ---- renewals ----

/**
 * Ends, in one statement, the paid memberships whose month is over and that are not renewed:
 * the member unsubscribed, or the circle was archived.
 */
export function endLapsedStatement(db: Db, now: number): Statement {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: now })
    .where(
      and(
        inArray(circleMembers.state, ["active", "past_due"]),
        lte(circleMembers.periodEnd, now),
        sql`(${circleMembers.cancelAtPeriodEnd} = 1 OR ${circleMembers.circleId} IN
             (SELECT ${circles.id} FROM ${circles} WHERE ${circles.state} <> 'active'))`,
      ),
    );
}

/** The wallet memberships due for renewal, oldest period end first, with their price and owner. */
export function dueRenewals(db: Db, now: number, limit: number) {
  return db
    .select({
      circleId: circleMembers.circleId,
      userId: circleMembers.userId,
      state: circleMembers.state,
      periodEnd: circleMembers.periodEnd,
      priceId: circlePrices.id,
      amount: circlePrices.amount,
      ownerId: circles.ownerId,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .innerJoin(circlePrices, eq(circlePrices.id, circleMembers.priceId))
    .where(
      and(
        inArray(circleMembers.state, ["active", "past_due"]),
        lte(circleMembers.periodEnd, now),
        eq(circleMembers.method, "wallet"),
        eq(circleMembers.cancelAtPeriodEnd, false),
        eq(circles.state, "active"),
      ),
    )
    .orderBy(asc(circleMembers.periodEnd))
    .limit(limit);
}

/**
 * Moves a membership from the period ending `periodEnd` to the next, ending `nextEnd`: only
 * while it is still that period's (another run, or the member subscribing again, changes it).
 */
export function renewStatement(
  db: Db,
  m: { circleId: number; userId: number; periodEnd: number; nextEnd: number; now: number },
): Statement {
  return db
    .update(circleMembers)
    .set({ state: "active", periodEnd: m.nextEnd, updatedAt: m.now })
    .where(
      and(
        eq(circleMembers.circleId, m.circleId),
        eq(circleMembers.userId, m.userId),
        eq(circleMembers.periodEnd, m.periodEnd),
        inArray(circleMembers.state, ["active", "past_due"]),
        eq(circleMembers.cancelAtPeriodEnd, false),
      ),
    );
}

/**
 * The renewal's transaction, written only when the membership now holds the new period (the
 * statement before it in the batch moved it). When it does not, no row is written, and the
 * ledger entries that name the transaction by its uid find none: their NOT NULL fails the
 * batch, so a renewal that lost to another moves no money.
 */
export function renewalTransactionStatement(
  db: Db,
  row: NewTransaction,
  m: { circleId: number; userId: number; nextEnd: number },
): Statement {
  const now = row.createdAt ?? Date.now();
  // every column in the table's order, the id left to SQLite
  return db.insert(transactions).select(
    sql`SELECT NULL, ${row.uid}, ${row.senderId ?? null}, ${row.recipientId ?? null}, ${row.amount}, 0,
        ${row.currency}, ${row.purpose}, 'succeeded', 'Circle', ${m.circleId}, NULL, NULL, NULL, NULL, NULL,
        ${now}, ${now}
      WHERE EXISTS (SELECT 1 FROM ${circleMembers}
        WHERE ${circleMembers.circleId} = ${m.circleId} AND ${circleMembers.userId} = ${m.userId}
          AND ${circleMembers.periodEnd} = ${m.nextEnd} AND ${circleMembers.state} = 'active')`,
  );
}

/** A renewal the wallet could not pay: an active member becomes past_due, still for that period. */
export function pastDueStatement(db: Db, m: { circleId: number; userId: number; periodEnd: number; now: number }) {
  return db
    .update(circleMembers)
    .set({ state: "past_due", updatedAt: m.now })
    .where(
      and(
        eq(circleMembers.circleId, m.circleId),
        eq(circleMembers.userId, m.userId),
        eq(circleMembers.periodEnd, m.periodEnd),
        eq(circleMembers.state, "active"),
      ),
    );
}

/** A past_due member still unpaid after the grace: out. */
export function endUnpaidStatement(db: Db, m: { circleId: number; userId: number; periodEnd: number; now: number }) {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: m.now })
    .where(
      and(
        eq(circleMembers.circleId, m.circleId),
        eq(circleMembers.userId, m.userId),
        eq(circleMembers.periodEnd, m.periodEnd),
        eq(circleMembers.state, "past_due"),
      ),
    );
}

// ---- reads ----

/** A person's live memberships (members and renewals being retried), newest first, a page. */
export function subscribedCirclePage(db: Db, userId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ circle: circles, createdAt: circleMembers.createdAt })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(
      and(
        eq(circleMembers.userId, userId),
        inArray(circleMembers.state, ["active", "trialing"]),
        after
          ? sql`(${circleMembers.createdAt} < ${after[0]} OR (${circleMembers.createdAt} = ${after[0]} AND ${circleMembers.circleId} < ${after[1]}))`
          : undefined,
      ),
    )
    .orderBy(sql`${circleMembers.createdAt} DESC`, sql`${circleMembers.circleId} DESC`)
    .limit(limit + 1);
}

export async function subscribedCircleCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), inArray(circleMembers.state, ["active", "trialing"])));
  return row?.n ?? 0;
}

// ---- card subscriptions (the processor's events) ----

/** The membership a card subscription at the processor pays for, with its circle's owner. */
export async function memberOfSubscription(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ member: circleMembers, ownerId: circles.ownerId })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(eq(circleMembers.processorSubscriptionId, subscriptionId))
    .limit(1);
  return row ?? null;
}

const ofSubscription = (subscriptionId: string) => eq(circleMembers.processorSubscriptionId, subscriptionId);

/**
 * A paid invoice: the member is active to the end of the period it paid, never moved back by
 * an older invoice that arrives late. A canceled membership stays out (its money was the
 * processor's last word before the end; Stripe sends no invoice after deletion).
 */
export function cardPaidStatement(db: Db, m: { subscriptionId: string; periodEnd: number; now: number }): Statement {
  return db
    .update(circleMembers)
    .set({ state: "active", periodEnd: sql`max(${circleMembers.periodEnd}, ${m.periodEnd})`, updatedAt: m.now })
    .where(and(ofSubscription(m.subscriptionId), inArray(circleMembers.state, ["incomplete", "active", "past_due"])));
}

/** A renewal's invoice declined: an active member whose paid period ends before the invoice's becomes past_due. */
export function cardPastDueStatement(db: Db, m: { subscriptionId: string; periodEnd: number; now: number }) {
  return db
    .update(circleMembers)
    .set({ state: "past_due", updatedAt: m.now })
    .where(
      and(
        ofSubscription(m.subscriptionId),
        eq(circleMembers.state, "active"),
        sql`${circleMembers.periodEnd} < ${m.periodEnd}`,
      ),
    );
}

/** The processor ended the subscription (deleted, or given up after retries): out. */
export function cardEndedStatement(db: Db, m: { subscriptionId: string; now: number }) {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: m.now })
    .where(and(ofSubscription(m.subscriptionId), ne(circleMembers.state, "canceled")));
}

/** The processor's word on whether the subscription ends at its period's end. */
export function cardCancelAtPeriodEndStatement(
  db: Db,
  m: { subscriptionId: string; cancelAtPeriodEnd: boolean; now: number },
) {
  return db
    .update(circleMembers)
    .set({ cancelAtPeriodEnd: m.cancelAtPeriodEnd, updatedAt: m.now })
    .where(
      and(
        ofSubscription(m.subscriptionId),
        inArray(circleMembers.state, ["active", "past_due"]),
        ne(circleMembers.cancelAtPeriodEnd, m.cancelAtPeriodEnd),
      ),
    );
}
