import "server-only";
import { toMinor } from "@/lib/money/amounts";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import { changesOf, type Db } from "@/server/db/client";
import {
  endedTrials,
  transferStatement,
  trialLapsedStatement,
  trialPaidStatement,
} from "@/server/db/queries/circle-invitations";
import { renewalTransactionStatement } from "@/server/db/queries/circle-members";
import { claimLapsedStatement } from "@/server/db/queries/circle-trial-cards";
import { ledgerRefusal, recordStatements, userAccount } from "@/server/db/queries/ledger";
import type { PaymentProvider } from "@/server/payments/provider";
import { payTrialByCard } from "./circle-trial-cards";

// Trials whose free period is over, in the renewal round (services/circle-renewals.ts). A wallet
// that holds the month pays it as a renewal does (a subscriptionSplit transaction to the owner,
// its ledger legs naming it) and the member becomes active for a month, the invitation
// transfer_succeeded; otherwise the trial lapses (canceled) and the invitation is
// transfer_failed. Each in one batch, conditional on the trial being still the one read, with
// a transaction uid of the member and trial's end: two rounds at once charge once.
// A wallet that cannot pay hands the trial to the member's saved card, if any
// (./circle-trial-cards.ts): a card subscription charged off-session, or the lapse.

const TRIAL_ROUND = 50;

const trialUid = (circleId: number, userId: number, periodEnd: number) =>
  `circle-trial:${circleId}:${userId}:${periodEnd}`;

export type TrialRound = { trialsPaid: number; trialsLapsed: number };

/** `cards`: the card processor, asked for only when a wallet cannot pay (null: none runs here). */
export async function endCircleTrials(
  db: Db,
  now: number,
  cards: () => PaymentProvider | null = () => null,
): Promise<TrialRound> {
  let trialsPaid = 0;
  let trialsLapsed = 0;
  for (const trial of await endedTrials(db, now, TRIAL_ROUND)) {
    const member = { circleId: trial.circleId, userId: trial.userId, periodEnd: trial.periodEnd, now };
    const lapse = async () => {
      // a stale claim for the card lapses as its round would have on finding no card
      const end = trial.state === "trialing" ? trialLapsedStatement(db, member) : claimLapsedStatement(db, member);
      const [lapsed] = await db.batch([end, transferStatement(db, member, "transfer_failed")]);
      trialsLapsed += changesOf(lapsed);
    };
    const cents = toMinor("HKD", trial.amount);
    if (cents === null) throw new Error(`Circle ${trial.circleId}'s price is not an amount of HKD.`);
    const byCard = async () => {
      const outcome = await payTrialByCard(db, cards, { ...trial, cents }, now);
      if (outcome === "paid") trialsPaid += 1;
      if (outcome === "lapsed") trialsLapsed += 1;
    };
    // an archived circle charges nobody: neither the trial nor a claim a stopped round left
    if (trial.circleState !== "active") {
      await lapse();
      continue;
    }
    // a claim for the card left by a round that stopped: taken up by card, the wallet already refused
    if (trial.state !== "trialing") {
      await byCard();
      continue;
    }
    const nextEnd = nextCirclePeriodEnd(Math.max(trial.periodEnd, now));
    const row = {
      uid: trialUid(trial.circleId, trial.userId, trial.periodEnd),
      senderId: trial.userId,
      recipientId: trial.ownerId,
      amount: cents,
      currency: "HKD" as const,
      purpose: "subscriptionSplit" as const,
      createdAt: now,
    };
    // recordStatements' legs, its transaction's row replaced by the conditional one
    const [, ...legs] = recordStatements(db, row, [
      { account: userAccount(trial.userId), amount: -cents },
      { account: userAccount(trial.ownerId), amount: cents },
    ]);
    try {
      await db.batch([
        trialPaidStatement(db, { ...member, nextEnd }),
        renewalTransactionStatement(db, row, { circleId: trial.circleId, userId: trial.userId, nextEnd }),
        ...legs,
        transferStatement(db, member, "transfer_succeeded"),
      ]);
      trialsPaid += 1;
    } catch (error) {
      const refusal = ledgerRefusal(error);
      if (refusal === "balance") await byCard();
      else if (refusal !== "applied" && !lostToAnotherRun(error)) throw error;
    }
  }
  return { trialsPaid, trialsLapsed };
}

/** The trial had moved on (another round ended it, or the member left): nothing was charged. */
function lostToAnotherRun(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("NOT NULL constraint failed: ledger_entries.transaction_id")) return true;
  }
  return false;
}
