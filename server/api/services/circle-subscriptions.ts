import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS, hongKongDay, toMinor } from "@/lib/money/amounts";
import { nextCirclePeriodEnd } from "@/lib/money/circle-price";
import { processorMode } from "@/lib/payments/processor-mode";
import { changesOf, type Statement } from "@/server/db/client";
import { pendingInvitationOf } from "@/server/db/queries/circle-invitations";
import {
  CIRCLE_SUBSCRIPTION_LIMIT,
  circleMember,
  joinRefusal,
  joinStatement,
  leaveCircle,
  liveMembershipCount,
} from "@/server/db/queries/circle-members";
import type { CircleRow } from "@/server/db/queries/circles";
import { takeKeyStatement } from "@/server/db/queries/idempotency-keys";
import {
  dailyPaymentStatement,
  ledgerRefusal,
  paidOnDay,
  recordStatements,
  userAccount,
  walletBalance,
} from "@/server/db/queries/ledger";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";
import { requireFeature } from "../rules/features";
import { refuseIfBlockedBy } from "../rules/social";
import { cancelCardSubscription, cancelSupersededCheckout, subscribeByCard } from "./circle-card-subscriptions";
import { acceptInvitation } from "./circle-invitations";
import { notifyCircleOwner } from "./circle-notices";
import { answerOfRepeat, firstAnswer, requestKey } from "./idempotency";
import { checkPaymentPassword } from "./payment-password";

// subscribeCircle and unsubscribeCircle, paid from the HKD wallet (issue 34). The first month is
// charged at once: a subscriptionSplit transaction from the subscriber to the owner, its ledger
// legs and the membership in one db.batch(), so a refused membership (the 20 places, already a
// member) moves no money and a refused payment (balance, daily limit) writes no membership.
// The payment password, its guess limit and the wallet's refusals are payTo's
// (services/payment.ts). Renewals: services/circle-renewals.ts.

export type SubscribeInput = { id: string; password?: string | null; idempotencyKey?: string | null };

const insufficient = () => new ApiError("PAYMENT_BALANCE_INSUFFICIENT", "Your wallet does not hold enough HKD.");
const overDailyLimit = () =>
  new ApiError("PAYMENT_REACH_MAXIMUM_LIMIT", "This would pass the daily limit of 5000 HKD.");
const duplicate = () => new ApiError("DUPLICATE_CIRCLE_SUBSCRIPTION", "Already subscribed to this circle.");
const limitReached = () => new ApiError("ACTION_LIMIT_EXCEEDED", "At most 20 circles can be subscribed at once.");

async function circleOf(ctx: Context, globalId: string): Promise<CircleRow> {
  const circle = await ctx.loaders.circle.load(idOf(globalId, "Circle"));
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  return circle;
}

export async function subscribeCircle(ctx: Context, viewer: UserRow, input: SubscribeInput) {
  await requireFeature(ctx, "circle_interact", "Circles are switched off for now.");
  const key = await requestKey(viewer, "subscribeCircle", input.idempotencyKey, [input.id]);
  const circle = await circleOf(ctx, input.id);
  // a repeat of a subscription that went through answers it, not DUPLICATE_CIRCLE_SUBSCRIPTION
  if (await firstAnswer(ctx, key)) return { circle, client_secret: null };
  if (circle.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  if (circle.ownerId === viewer.id) throw new ApiError("FORBIDDEN", "An owner does not subscribe to their own circle.");
  await refuseIfBlockedBy(ctx, circle.ownerId, viewer.id);
  const [price] = (await ctx.loaders.circlePrices.load(circle.id)).filter((p) => p.state === "active");
  if (!price) throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle has no price.");
  const cents = toMinor("HKD", price.amount);
  if (cents === null) throw new Error(`Circle ${circle.id}'s price is not an amount of HKD.`);
  // read first for an answer before the password is asked for; held again inside the batch
  // (a past_due member, whose renewal the wallet could not pay, may pay a new month here)
  const held = await circleMember(ctx.db, circle.id, viewer.id);
  if (held?.state === "active" || held?.state === "trialing") throw duplicate();
  if ((await liveMembershipCount(ctx.db, viewer.id, circle.id, ctx.now)) >= CIRCLE_SUBSCRIPTION_LIMIT)
    throw limitReached();

  // an unpaid card checkout of this circle, replaced by the trial or by this month from the wallet
  const unpaidCheckout = held?.state === "incomplete" ? held.processorSubscriptionId : null;

  // invited: a free trial, no password and no payment (services/circle-invitations.ts)
  const invitation = await pendingInvitationOf(ctx.db, circle.id, viewer);
  if (invitation) {
    const accepted = await acceptInvitation(ctx, viewer, circle, price, invitation, unpaidCheckout);
    await notifyCircleOwner(ctx, viewer, circle, "CircleNewSubscriber");
    return accepted;
  }

  // no password where a card processor runs: by card (services/circle-card-subscriptions.ts)
  if (!input.password && processorMode(ctx.env) !== "none") {
    const opened = await subscribeByCard(ctx, viewer, circle, price, cents, input.idempotencyKey);
    if (opened === "duplicate") throw duplicate();
    if (opened === "limit") throw limitReached();
    return { circle, client_secret: opened.clientSecret };
  }
  await checkPaymentPassword(ctx, viewer, input.password);
  const day = hongKongDay(ctx.now);
  if ((await walletBalance(ctx.db, viewer.id, "HKD")) < cents) throw insufficient();
  if ((await paidOnDay(ctx.db, viewer.id, day)) + cents > DAILY_PAYMENT_LIMIT_HKD_CENTS) throw overDailyLimit();

  const uid = crypto.randomUUID();
  const [head, ...legs] = recordStatements(
    ctx.db,
    {
      uid,
      senderId: viewer.id,
      recipientId: circle.ownerId,
      amount: cents,
      currency: "HKD",
      purpose: "subscriptionSplit",
      targetType: "Circle",
      targetId: circle.id,
      createdAt: ctx.now,
    },
    [
      { account: userAccount(viewer.id), amount: -cents },
      { account: userAccount(circle.ownerId), amount: cents },
    ],
  );
  if (!head) throw new Error("The subscription has no statements.");
  const join = joinStatement(ctx.db, {
    circleId: circle.id,
    userId: viewer.id,
    priceId: price.id,
    periodEnd: nextCirclePeriodEnd(ctx.now),
    now: ctx.now,
    supersedes: unpaidCheckout,
  });
  // the key first: a repeat arriving at the same time fails there, before any money moves
  const opening: [Statement, ...Statement[]] = key ? [takeKeyStatement(ctx.db, key, uid, ctx.now), join] : [join];
  try {
    await ctx.db.batch([...opening, head, ...legs, dailyPaymentStatement(ctx.db, viewer.id, day, cents)]);
  } catch (error) {
    const refusal = joinRefusal(error) ?? ledgerRefusal(error);
    if (refusal === "duplicate") throw duplicate();
    if (refusal === "limit") throw limitReached();
    if (refusal === "balance") throw insufficient();
    if (refusal === "dailyLimit") throw overDailyLimit();
    await answerOfRepeat(ctx, key, error);
    return { circle, client_secret: null };
  }
  // the checkout's subscription must not stay payable beside the paid month
  if (unpaidCheckout) await cancelSupersededCheckout(ctx, unpaidCheckout);
  // the member count on the circle's page; the subscriber's own lists are read per request
  ctx.purge([cacheTags.circle(circle.id)]);
  await notifyCircleOwner(ctx, viewer, circle, "CircleNewSubscriber");
  return { circle, client_secret: null };
}

/**
 * Ends the viewer's subscription: a paid month at its end (no refund; the renewal job ends it
 * then), a trial or an unpaid renewal at once. Not a member: answered as it is, like a second
 * unsubscribe.
 */
export async function unsubscribeCircle(ctx: Context, viewer: UserRow, input: { id: string }) {
  const circle = await circleOf(ctx, input.id);
  // a card member's processor stops billing first: refused there, nothing changes here
  const held = await circleMember(ctx.db, circle.id, viewer.id);
  if (held) await cancelCardSubscription(ctx, held);
  const { paid, other } = await leaveCircle(ctx.db, circle.id, viewer.id, ctx.now);
  // a trial ended at once leaves the member count; a paid month stays counted until its end
  if (changesOf(other) > 0) ctx.purge([cacheTags.circle(circle.id)]);
  // told once, when the subscription is let go (a second unsubscribe changes nothing)
  if (changesOf(paid) + changesOf(other) > 0) await notifyCircleOwner(ctx, viewer, circle, "CircleNewUnsubscriber");
  return circle;
}
