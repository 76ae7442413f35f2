import "server-only";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { circleMembers, processorCustomers } from "../schema";

// An ended trial paid on by a saved card (services/circle-trial-cards.ts). The renewal round
// first takes the trial in one conditional write (trialing → incomplete, by card, no
// subscription yet), so of two rounds at once one goes on to the processor; then the
// subscription's id is written beside it, and the processor's paid invoice makes it active as
// any card subscription's does. A round that stopped between the two writes left a claim with
// no subscription: after CLAIM_STALE_MS another round takes it again, and its idempotency key
// reaches the same subscription at the processor.

/** How long a claimed trial waits for its subscription before another round takes it over. */
export const CLAIM_STALE_MS = 10 * 60 * 1000;

type Trial = { circleId: number; userId: number; periodEnd: number; now: number };

const ofTrial = (m: Trial) => [
  eq(circleMembers.circleId, m.circleId),
  eq(circleMembers.userId, m.userId),
  eq(circleMembers.periodEnd, m.periodEnd),
];

/** A claim with no subscription yet (a round is at the processor, or stopped there). */
const unattached = and(
  eq(circleMembers.state, "incomplete"),
  eq(circleMembers.method, "card"),
  isNull(circleMembers.processorSubscriptionId),
);

/** Claims left by a round that stopped before writing the subscription: part of endedTrials' work. */
export const staleClaim = (now: number) =>
  and(unattached, lte(circleMembers.periodEnd, now), lte(circleMembers.updatedAt, now - CLAIM_STALE_MS));

/** Takes the ended trial for its card: one change for the one round that goes on, none for the rest. */
export function claimTrialStatement(db: Db, m: Trial): Statement {
  return db
    .update(circleMembers)
    .set({ state: "incomplete", method: "card", updatedAt: m.now })
    .where(
      and(
        ...ofTrial(m),
        or(eq(circleMembers.state, "trialing"), and(unattached, lte(circleMembers.updatedAt, m.now - CLAIM_STALE_MS))),
      ),
    );
}

/** The claimed trial's subscription at the processor: written only over this round's claim. */
export function attachSubscriptionStatement(db: Db, m: Trial & { subscriptionId: string }): Statement {
  return db
    .update(circleMembers)
    .set({ processorSubscriptionId: m.subscriptionId, updatedAt: m.now })
    .where(and(...ofTrial(m), unattached));
}

/** The card could not pay the first month: the trial is over, the membership out. */
export function cardTrialLapsedStatement(db: Db, m: { subscriptionId: string; now: number }): Statement {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: m.now })
    .where(and(eq(circleMembers.processorSubscriptionId, m.subscriptionId), eq(circleMembers.state, "incomplete")));
}

/** A claim taken back by a round that found nothing to charge (no card after all): out. */
export function claimLapsedStatement(db: Db, m: Trial): Statement {
  return db
    .update(circleMembers)
    .set({ state: "canceled", updatedAt: m.now })
    .where(and(...ofTrial(m), unattached));
}

/** The person's customer at the processor, if a card subscription or checkout ever made one. */
export async function customerOfUser(
  db: Db,
  userId: number,
  provider: (typeof processorCustomers.$inferSelect)["provider"],
) {
  const [row] = await db
    .select({ customerId: processorCustomers.customerId })
    .from(processorCustomers)
    .where(and(eq(processorCustomers.userId, userId), eq(processorCustomers.provider, provider)));
  return row?.customerId ?? null;
}
