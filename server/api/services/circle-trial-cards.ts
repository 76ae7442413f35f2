import "server-only";
import { changesOf, type Db } from "@/server/db/client";
import { transferStatement, trialLapsedStatement } from "@/server/db/queries/circle-invitations";
import { circleMember } from "@/server/db/queries/circle-members";
import {
  attachSubscriptionStatement,
  cardTrialLapsedStatement,
  claimLapsedStatement,
  claimTrialStatement,
  customerOfUser,
} from "@/server/db/queries/circle-trial-cards";
import type { PaymentProvider } from "@/server/payments/provider";
import { processorPriceOf } from "./circle-card-subscriptions";

// An ended trial whose wallet cannot pay the month, paid on by the card the member saved at an
// earlier card subscription's checkout (the customer the site keeps at the processor, and the
// card the processor keeps for it): a card subscription to the circle, its first invoice
// charged off-session. The processor's paid invoice reaches the webhook as any card
// subscription's does and makes the member active, the money moving subscriber → owner, and
// (the subscription's metadata naming the trial) the invitation transfer_succeeded. No saved
// card, or a declined charge, and the trial lapses (transfer_failed). The trial is taken in a
// conditional write before the processor is asked, and the subscription is opened with the
// trial's own idempotency key: two rounds at once open one subscription and charge once.

export type EndedTrial = {
  circleId: number;
  userId: number;
  state: string;
  periodEnd: number;
  priceId: number;
  cents: number;
  circleName: string;
};

/**
 * paid: the card paid the first month. lapsed: no card, or it was declined. lost: another
 * round (or the member subscribing again) had it. later: the processor could not be reached;
 * the trial, or its claim once stale, is taken up by a later round.
 */
export type CardTrialOutcome = "paid" | "lapsed" | "lost" | "later";

export async function payTrialByCard(
  db: Db,
  cards: () => PaymentProvider | null,
  trial: EndedTrial,
  now: number,
): Promise<CardTrialOutcome> {
  const m = { circleId: trial.circleId, userId: trial.userId, periodEnd: trial.periodEnd, now };
  const lapse = async (): Promise<CardTrialOutcome> => {
    const end = trial.state === "trialing" ? trialLapsedStatement(db, m) : claimLapsedStatement(db, m);
    const [lapsed] = await db.batch([end, transferStatement(db, m, "transfer_failed")]);
    return changesOf(lapsed) > 0 ? "lapsed" : "lost";
  };
  let provider: PaymentProvider | null;
  let card: string | null = null;
  let customerId: string | null = null;
  try {
    provider = cards();
    if (provider) {
      customerId = await customerOfUser(db, trial.userId, provider.name);
      if (customerId) card = await provider.savedCard(customerId);
    }
  } catch (error) {
    console.error("A trial's saved card could not be looked up; a later round tries again.", error);
    return "later";
  }
  if (!provider || !customerId || !card) return lapse();

  if (changesOf(await claimTrialStatement(db, m)) === 0) return "lost";
  let subscriptionId: string;
  try {
    const priceId = await processorPriceOf(
      db,
      provider,
      { id: trial.circleId, displayName: trial.circleName },
      { id: trial.priceId, amount: trial.cents },
      trial.cents,
    );
    const made = await provider.createSubscription({
      customerId,
      priceId,
      amount: trial.cents,
      currency: "HKD",
      circleId: trial.circleId,
      userId: trial.userId,
      // the trial's own: a round taking over a stale claim reaches the same subscription
      key: `circle-trial:${trial.circleId}:${trial.userId}:${trial.periodEnd}`,
      trialEnd: trial.periodEnd,
    });
    subscriptionId = made.id;
  } catch (error) {
    console.error("A trial's card subscription could not be opened; a later round takes the claim up.", error);
    return "later";
  }
  if (changesOf(await attachSubscriptionStatement(db, { ...m, subscriptionId })) === 0) {
    const member = await circleMember(db, trial.circleId, trial.userId);
    // the round that took the claim over attached this same subscription
    if (member?.processorSubscriptionId === subscriptionId) return "lost";
    // the member subscribed again meanwhile: this subscription is nobody's, and must not bill
    await cancelQuietly(provider, subscriptionId);
    return "lost";
  }
  let paid: boolean;
  try {
    paid = await provider.payFirstInvoiceOffSession(subscriptionId, card);
  } catch (error) {
    // the processor's events say what became of the invoice; unpaid, it expires and ends the membership
    console.error("A trial's first card invoice could not be paid off-session.", error);
    return "later";
  }
  if (paid) return "paid";
  await cancelQuietly(provider, subscriptionId);
  const [lapsed] = await db.batch([
    cardTrialLapsedStatement(db, { subscriptionId, now }),
    transferStatement(db, m, "transfer_failed"),
  ]);
  return changesOf(lapsed) > 0 ? "lapsed" : "lost";
}

/** An unpaid subscription nobody holds: ended now (Stripe would otherwise expire it in a day). */
async function cancelQuietly(provider: PaymentProvider, subscriptionId: string) {
  try {
    await provider.cancelSubscription(subscriptionId, "now");
  } catch (error) {
    console.error(`Subscription ${subscriptionId} could not be canceled; unpaid, the processor expires it.`, error);
  }
}
