import "server-only";
import { toMinor } from "@/lib/money/amounts";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import { changesOf } from "@/server/db/client";
import {
  dueRenewals,
  endLapsedStatement,
  endUnpaidStatement,
  pastDueStatement,
  renewalTransactionStatement,
  renewStatement,
} from "@/server/db/queries/circle-members";
import { ledgerRefusal, recordStatements, userAccount } from "@/server/db/queries/ledger";
import { paymentProvider } from "@/server/payments/choose-provider";
import type { Delivery } from "@/server/payments/local-subscriptions";
import { createContext } from "../context";
import { endCircleTrials, type TrialRound } from "./circle-trials";

// Wallet subscriptions renewed by the every-minute Cron Trigger (worker.ts `scheduled` → the app
// route app/cron/circle-renewals). A membership whose paid month is over is charged the next
// month from the wallet, each renewal one batch: the membership moved to the next period only
// while it is still at the period it was read at, the transaction written only if that move
// happened, and its ledger legs naming it. The transaction's uid is the member's and period's,
// so a renewal run twice, or by two runs at once, charges once. A wallet that cannot pay leaves
// the member past_due (no longer a member); still unpaid after the grace, the membership ends.
// Unsubscribed members, and members of archived circles, end at their period's end.

/** Memberships renewed per round: a round stays well inside a worker's time. */
const RENEWAL_ROUND = 50;

/** How long a renewal the wallet could not pay is tried again before the membership ends. */
export const CIRCLE_PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The renewal's transaction uid: one per membership and period. */
const renewalUid = (circleId: number, userId: number, periodEnd: number) =>
  `circle-renewal:${circleId}:${userId}:${periodEnd}`;

export type RenewalRound = { renewed: number; pastDue: number; ended: number } & TrialRound;

export async function renewCircleSubscriptions(
  env: Cloudflare.Env,
  now = Date.now(),
  // where the local processor's events of a trial's off-session payment go (tests pass theirs)
  localDelivery: Delivery | undefined = selfDelivery(env),
): Promise<RenewalRound> {
  const ctx = await createContext(new Request(env.SITE_URL || "http://localhost/"), env, { now });
  const db = ctx.db;
  // invitations' trials that are over first: one turned paid is renewed a month on, not now
  const trials = await endCircleTrials(db, now, () => paymentProvider(env, db, localDelivery));
  let ended = changesOf(await endLapsedStatement(db, now));
  let renewed = 0;
  let pastDue = 0;
  for (const due of await dueRenewals(db, now, RENEWAL_ROUND)) {
    const cents = toMinor("HKD", due.amount);
    if (cents === null) throw new Error(`Price ${due.priceId} is not an amount of HKD.`);
    // a month on from the old end; a renewal paid late runs a month from the payment
    const nextEnd = nextCirclePeriodEnd(Math.max(due.periodEnd, now));
    const member = { circleId: due.circleId, userId: due.userId, periodEnd: due.periodEnd, now };
    const row = {
      uid: renewalUid(due.circleId, due.userId, due.periodEnd),
      senderId: due.userId,
      recipientId: due.ownerId,
      amount: cents,
      currency: "HKD" as const,
      purpose: "subscriptionSplit" as const,
      createdAt: now,
    };
    // recordStatements' legs, its transaction's row replaced by the conditional one
    const [, ...legs] = recordStatements(db, row, [
      { account: userAccount(due.userId), amount: -cents },
      { account: userAccount(due.ownerId), amount: cents },
    ]);
    try {
      await db.batch([
        renewStatement(db, { ...member, nextEnd }),
        renewalTransactionStatement(db, row, { circleId: due.circleId, userId: due.userId, nextEnd }),
        ...legs,
      ]);
      renewed += 1;
    } catch (error) {
      const refusal = ledgerRefusal(error);
      if (refusal === "balance") {
        if (due.state === "active") {
          pastDue += changesOf(await pastDueStatement(db, member));
        } else if (now - due.periodEnd >= CIRCLE_PAST_DUE_GRACE_MS) {
          ended += changesOf(await endUnpaidStatement(db, member));
        }
      } else if (refusal !== "applied" && !lostToAnotherRun(error)) {
        throw error;
      }
    }
  }
  return { renewed, pastDue, ended, ...trials };
}

/** The membership had moved on (another run renewed it, or the member subscribed again): nothing was charged. */
function lostToAnotherRun(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("NOT NULL constraint failed: ledger_entries.transaction_id")) return true;
  }
  return false;
}

/** The webhook through the worker's own binding, as the local processor's pages deliver to it. */
function selfDelivery(env: Cloudflare.Env): Delivery | undefined {
  const self = env.WORKER_SELF_REFERENCE;
  if (!self) return undefined;
  return {
    webhookUrl: new URL("/pay/stripe/webhook", env.SITE_URL || "http://localhost/").href,
    deliver: (request) => self.fetch(request),
  };
}
