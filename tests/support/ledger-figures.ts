// The books as the database holds them, read with node:sqlite from a served worker's private
// state: the ledger's restart check (tests/restart) and the load suite (tests/load) hold the
// ledger to these after they drove payments at it.
import type { DatabaseSync } from "node:sqlite";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS } from "../../lib/money/amounts.ts";

export type Figures = Record<string, number>;

/** Figures that are counts to read, not problems: every other one must be 0. */
export const INFORMATIVE = new Set([
  "entries",
  "transactions",
  "pending top-ups (allowed)",
  "chain payments (outside the ledger)",
  "daily rows",
]);

/**
 * The books, and the database file itself (SQLite's integrity and foreign key checks, after a
 * kill). Rules (server/db/queries/ledger.ts): a succeeded HKD transaction has legs summing to zero,
 * written in its batch. A payout holds its amount in legs from the moment it is asked for, and
 * one that failed or was canceled has a succeeded payoutReversal with the opposite legs (so a
 * payout is the one transaction with legs that may not be succeeded). A transaction without
 * legs is a top-up still waiting for (or refused by) its processor, or a USDT payment (paid on
 * chain, never held by the site, so never in the ledger). Wallets hold the sum of their entries
 * and never less than nothing. daily_payments holds each payer's succeeded HKD supports and
 * circle subscriptions of the Hong Kong day: what they paid from the wallet themselves, so not the
 * months the job charges (renewals and ended trials, uids `circle-renewal:…`, `circle-trial:…`), nor
 * those paid by card (`circle-invoice:…`), nor the seed's own, older supports (`seed-…`).
 */
export function ledgerFigures(db: DatabaseSync): Figures {
  const one = (sql: string) => Number((db.prepare(sql).get() as { n: number | null }).n ?? 0);
  const hkDay = "strftime('%Y-%m-%d', t.created_at / 1000 + 8 * 3600, 'unixepoch')";
  const integrity = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
  return {
    "database integrity problems": integrity.filter((row) => row.integrity_check !== "ok").length,
    "foreign keys pointing nowhere": db.prepare("PRAGMA foreign_key_check").all().length,
    entries: one("SELECT count(*) AS n FROM ledger_entries"),
    transactions: one("SELECT count(*) AS n FROM transactions"),
    "sum of all entries": one("SELECT coalesce(sum(amount), 0) AS n FROM ledger_entries"),
    "currencies not summing to 0": one(
      "SELECT count(*) AS n FROM (SELECT currency FROM ledger_entries GROUP BY currency HAVING sum(amount) != 0)",
    ),
    "unbalanced transactions": one(
      "SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) != 0 OR count(*) < 2)",
    ),
    "wallets differing from their entries": one(`
      SELECT count(*) AS n FROM wallet_balances w WHERE w.balance != coalesce((SELECT sum(e.amount)
        FROM ledger_entries e WHERE e.account = 'user:' || w.user_id AND e.currency = w.currency), 0)`),
    "entries of a wallet with no balance row": one(`
      SELECT count(*) AS n FROM ledger_entries e WHERE e.account LIKE 'user:%' AND NOT EXISTS (SELECT 1
        FROM wallet_balances w WHERE 'user:' || w.user_id = e.account AND w.currency = e.currency)`),
    "negative balances": one("SELECT count(*) AS n FROM wallet_balances WHERE balance < 0"),
    "succeeded supports without exactly their two legs": one(`
      SELECT count(*) AS n FROM transactions t
      WHERE t.purpose = 'donation' AND t.state = 'succeeded' AND t.currency = 'HKD' AND NOT (
        (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id) = 2
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.sender_id AND e.amount = -t.amount AND e.currency = t.currency)
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.recipient_id AND e.amount = t.amount AND e.currency = t.currency))`),
    // a circle's month (subscribeCircle, or a renewal): from the member to the owner, whole
    "circle subscriptions without exactly their two legs": one(`
      SELECT count(*) AS n FROM transactions t
      WHERE t.purpose = 'subscriptionSplit' AND t.currency = 'HKD' AND NOT (
        t.state = 'succeeded' AND t.target_type = 'Circle'
        AND (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id) = 2
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.sender_id AND e.amount = -t.amount)
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.recipient_id AND e.amount = t.amount))`),
    "supports not succeeded": one(
      "SELECT count(*) AS n FROM transactions WHERE purpose = 'donation' AND currency = 'HKD' AND state != 'succeeded'",
    ),
    "legs without their transaction": one(
      "SELECT count(*) AS n FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = e.transaction_id)",
    ),
    // a payout holds its amount from the moment it is asked for, whatever becomes of it
    "transactions with legs not succeeded (payouts aside)": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state != 'succeeded' AND t.purpose != 'payout'
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "failed or canceled payouts not given back": one(`
      SELECT count(*) AS n FROM transactions p WHERE p.purpose = 'payout' AND p.state IN ('failed', 'canceled')
        AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.purpose = 'payoutReversal' AND r.state = 'succeeded'
          AND r.target_type = 'Transaction' AND r.target_id = p.id
          AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = r.id))`),
    "succeeded without legs": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state = 'succeeded' AND t.currency = 'HKD'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "waiting without legs where not allowed": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state != 'succeeded' AND t.purpose != 'addCredit'
        AND t.currency != 'USDT' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "chain payments (outside the ledger)": one("SELECT count(*) AS n FROM transactions WHERE currency = 'USDT'"),
    "chain payments with legs": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.currency = 'USDT'
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "pending top-ups (allowed)": one(
      "SELECT count(*) AS n FROM transactions WHERE purpose = 'addCredit' AND state = 'pending'",
    ),
    "daily rows": one("SELECT count(*) AS n FROM daily_payments"),
    "daily rows differing from the day's supports": one(`
      WITH paid AS (
        SELECT t.sender_id AS user_id, ${hkDay} AS day, sum(t.amount) AS amount FROM transactions t
        WHERE (t.purpose = 'donation' OR (t.purpose = 'subscriptionSplit' AND t.uid NOT LIKE 'circle-%'))
          AND t.state = 'succeeded' AND t.currency = 'HKD' AND t.uid NOT LIKE 'seed-%'
        GROUP BY 1, 2)
      SELECT count(*) AS n FROM (
        SELECT d.user_id FROM daily_payments d LEFT JOIN paid p ON p.user_id = d.user_id AND p.day = d.day
        WHERE p.amount IS NOT d.amount
        UNION ALL
        SELECT p.user_id FROM paid p LEFT JOIN daily_payments d ON d.user_id = p.user_id AND d.day = p.day
        WHERE d.user_id IS NULL)`),
    "daily rows over the limit": one(
      `SELECT count(*) AS n FROM daily_payments WHERE amount > ${DAILY_PAYMENT_LIMIT_HKD_CENTS}`,
    ),
  };
}

/** The names of the figures that should be 0 and are not, with their values. */
export function ledgerProblems(figures: Figures): string[] {
  return Object.entries(figures)
    .filter(([name, value]) => !INFORMATIVE.has(name) && value !== 0)
    .map(([name, value]) => `${name} = ${value}`);
}
