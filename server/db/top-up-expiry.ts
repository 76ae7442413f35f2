import { TOP_UP_ABANDONED_AFTER_MS } from "@/lib/money/top-up";

// Top-ups nobody paid for. addCredit records a pending addCredit transaction as the payer opens
// the card form; one who leaves never pays, and their record would say "pending" for good beside
// the top-ups that went through. The every-minute Cron Trigger (worker.ts `scheduled`) cancels
// those older than TOP_UP_ABANDONED_AFTER_MS, in one conditional statement: a top-up whose
// payment settles at the same moment is either settled first (no longer pending, left alone) or
// canceled first and then credited, since a success is applied whatever the state
// (applyPaymentEvent in server/api/services/topup.ts). The processor's intent is left as it is:
// the money of a late payment is never lost. Nothing moved for a pending top-up, so canceling
// writes no ledger entry.
//
// Plain D1 and no `server-only`: worker.ts is bundled without React's server condition, under
// which that package throws (as server/db/notice-fanout.ts is written).

/** Cancels the top-ups left unpaid since before `now` less the wait; answers how many. */
export async function cancelAbandonedTopUps(d1: D1Database, now: number): Promise<number> {
  const result = await d1
    .prepare(
      `UPDATE transactions SET state = 'canceled', updated_at = ?1
       WHERE purpose = 'addCredit' AND state = 'pending' AND created_at < ?2`,
    )
    .bind(now, now - TOP_UP_ABANDONED_AFTER_MS)
    .run();
  return result.meta.changes ?? 0;
}
