import "server-only";
import { and, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import type { Purge } from "@/server/api/context";
import { changesOf, type Db } from "@/server/db/client";
import { transferStatement } from "@/server/db/queries/circle-invitations";
import {
  type CircleMemberRow,
  cardCancelAtPeriodEndStatement,
  cardEndedStatement,
  cardPaidStatement,
  cardPastDueStatement,
  circleMember,
  joinRefusal,
  joinStatement,
  memberOfSubscription,
} from "@/server/db/queries/circle-members";
import type { CircleRow } from "@/server/db/queries/circles";
import { ledgerRefusal, recordStatements, userAccount } from "@/server/db/queries/ledger";
import type { UserRow } from "@/server/db/queries/users";
import { processorCirclePrices, processorCustomers } from "@/server/db/schema";
import { paymentProvider } from "@/server/payments/choose-provider";
import type {
  InvoiceObject,
  PaymentEvent,
  PaymentProvider,
  ProviderName,
  SubscriptionObject,
} from "@/server/payments/provider";
import type { Context } from "../context";
import { ApiError } from "../errors";

// Circle subscriptions paid by card (issue 34): subscribeCircle without a password, where a card
// processor runs, opens a subscription at the processor (Stripe Billing, or the local
// processor's) and answers its first invoice's client secret; the membership waits `incomplete`
// (not a member) until the processor's events say the invoice is paid. Every paid invoice,
// first or renewal, is two transactions in one batch: the card's money entering the
// subscriber's wallet as a top-up does (processor → subscriber), then the month's
// subscriptionSplit (subscriber → owner), both named by the invoice, so a replayed event moves
// nothing. Renewals come from the processor's invoices, never from the wallet's cron job.

type Price = { id: number; amount: number };

const unreachable = (error: unknown) => {
  console.error(error);
  return new ApiError("ACTION_FAILED", "The payment processor could not be reached; nothing was charged.");
};

/** The person's customer at the processor: made once, kept; two racing first subscriptions keep one. */
async function customerOf(db: Db, provider: PaymentProvider, viewer: UserRow): Promise<string> {
  const mine = and(eq(processorCustomers.userId, viewer.id), eq(processorCustomers.provider, provider.name));
  const [kept] = await db.select().from(processorCustomers).where(mine);
  if (kept) return kept.customerId;
  const made = await provider.createCustomer({ userId: viewer.id, email: viewer.email ?? null });
  await db
    .insert(processorCustomers)
    .values({ userId: viewer.id, provider: provider.name, customerId: made.id })
    .onConflictDoNothing();
  const [row] = await db.select().from(processorCustomers).where(mine);
  return row?.customerId ?? made.id;
}

/** The circle's price as a Price at the processor: made the first time anyone subscribes by card. */
export async function processorPriceOf(
  db: Db,
  provider: PaymentProvider,
  circle: Pick<CircleRow, "id" | "displayName">,
  price: Price,
  cents: number,
): Promise<string> {
  const mine = and(eq(processorCirclePrices.priceId, price.id), eq(processorCirclePrices.provider, provider.name));
  const [kept] = await db.select().from(processorCirclePrices).where(mine);
  if (kept) return kept.processorPriceId;
  const made = await provider.createPrice({
    priceId: price.id,
    circleId: circle.id,
    name: circle.displayName,
    amount: cents,
    currency: "HKD",
  });
  await db
    .insert(processorCirclePrices)
    .values({ priceId: price.id, provider: provider.name, processorPriceId: made.id })
    .onConflictDoNothing();
  const [row] = await db.select().from(processorCirclePrices).where(mine);
  return row?.processorPriceId ?? made.id;
}

/**
 * Opens the card subscription and the waiting membership; answers the client secret the
 * checkout confirms. The caller has refused owners, blocked readers, members and the 20-circle
 * limit; the membership's statement holds the last two again. With an idempotency key a repeat
 * reaches the same subscription at the processor (its key) and answers the same secret.
 */
export async function subscribeByCard(
  ctx: Context,
  viewer: UserRow,
  circle: CircleRow,
  price: Price,
  cents: number,
  idempotencyKey: string | null | undefined,
): Promise<{ clientSecret: string } | "duplicate" | "limit"> {
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw new ApiError("ACTION_FAILED", "Card payments are unavailable on this site.");
  // an unpaid checkout of this circle, as read now: replaced by this one, then canceled
  const before = await circleMember(ctx.db, circle.id, viewer.id);
  const supersedes = before?.state === "incomplete" ? before.processorSubscriptionId : null;
  let subscription: { id: string; clientSecret: string };
  try {
    const customerId = await customerOf(ctx.db, provider, viewer);
    const priceId = await processorPriceOf(ctx.db, provider, circle, price, cents);
    subscription = await provider.createSubscription({
      customerId,
      priceId,
      amount: cents,
      currency: "HKD",
      circleId: circle.id,
      userId: viewer.id,
      key: idempotencyKey ? `${viewer.id}:${idempotencyKey}` : crypto.randomUUID(),
    });
  } catch (error) {
    throw unreachable(error);
  }
  try {
    await ctx.db.batch([
      joinStatement(ctx.db, {
        circleId: circle.id,
        userId: viewer.id,
        priceId: price.id,
        periodEnd: ctx.now,
        now: ctx.now,
        cardSubscription: subscription.id,
        supersedes,
      }),
    ]);
  } catch (error) {
    const refusal = joinRefusal(error);
    // refused: the subscription just opened is nobody's, unless the row holds it (a repeat's)
    const after = await circleMember(ctx.db, circle.id, viewer.id);
    if (after?.processorSubscriptionId !== subscription.id) await cancelUnpaidQuietly(provider, subscription.id);
    if (refusal) return refusal;
    throw error;
  }
  // a repeat with the same key answers the same subscription: nothing was replaced
  if (supersedes && supersedes !== subscription.id) await cancelSupersededCheckout(ctx, supersedes);
  return { clientSecret: subscription.clientSecret };
}

/**
 * The subscription of an unpaid checkout that a later subscription of the same circle replaced:
 * canceled at the processor, so its first invoice can no longer be paid (Stripe voids it).
 * Not reached, it would expire unpaid (Stripe: 23 hours); its events find no membership.
 */
export async function cancelSupersededCheckout(ctx: Context, subscriptionId: string) {
  const provider = paymentProvider(ctx.env, ctx.db);
  if (provider) await cancelUnpaidQuietly(provider, subscriptionId);
}

async function cancelUnpaidQuietly(provider: PaymentProvider, subscriptionId: string) {
  try {
    await provider.cancelSubscription(subscriptionId, "now");
  } catch (error) {
    console.error(`The unpaid subscription ${subscriptionId} could not be canceled; it expires unpaid.`, error);
  }
}

/**
 * unsubscribeCircle of a card member: the processor stops billing first, at the paid period's
 * end, or at once for a renewal left unpaid (past_due), which it would otherwise keep retrying.
 */
export async function cancelCardSubscription(ctx: Context, member: CircleMemberRow) {
  if (member.method !== "card" || !member.processorSubscriptionId) return;
  const when =
    member.state === "past_due" ? "now" : member.state === "active" && !member.cancelAtPeriodEnd ? "periodEnd" : null;
  if (!when) return;
  const provider = paymentProvider(ctx.env, ctx.db);
  if (!provider) throw new ApiError("ACTION_FAILED", "The payment processor is unavailable; try again later.");
  try {
    await provider.cancelSubscription(member.processorSubscriptionId, when);
  } catch (error) {
    console.error(error);
    throw new ApiError("ACTION_FAILED", "The payment processor could not be reached; you are still subscribed.");
  }
}

// ---- the processor's events ----

const SUBSCRIPTION_EVENTS = new Set([
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

export const isCircleSubscriptionEvent = (event: PaymentEvent) => SUBSCRIPTION_EVENTS.has(event.type);

export type SubscriptionOutcome =
  | "paid"
  | "past_due"
  | "ended"
  | "updated"
  | "applied"
  | "ignored"
  | "unknown"
  | "mismatch";

/** The invoice's transactions are there: its uid, or its reference at the processor, is taken. */
function alreadyRecorded(error: unknown): boolean {
  if (ledgerRefusal(error) === "applied") return true;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("UNIQUE constraint failed: transactions.provider, transactions.provider_ref"))
      return true;
  }
  return false;
}

/** The subscription an invoice bills (the API's place for it since 2025: parent.subscription_details). */
function subscriptionOfInvoice(invoice: InvoiceObject): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === "string" ? sub : sub.id;
}

/** The end of the period an invoice pays for, in ms: its line's service period. */
function paidPeriodEnd(invoice: InvoiceObject): number | null {
  const end = invoice.lines?.data?.[0]?.period?.end;
  return typeof end === "number" ? end * 1000 : null;
}

/**
 * What a verified subscription event does. Stripe may deliver twice, late or out of order:
 * an invoice's money moves once (its transactions' uids are the invoice's), a paid period never
 * moves back, and a decline of an older invoice does not undo a later payment.
 */
export async function applyCircleSubscriptionEvent(
  db: Db,
  provider: ProviderName,
  event: PaymentEvent,
  now: number,
  purge: Purge,
  // the owner's notice of a new subscriber (needs the API's context: the webhook's to make)
  joined: (member: { userId: number; circleId: number }) => Promise<void> = async () => {},
): Promise<SubscriptionOutcome> {
  if (event.type === "invoice.payment_succeeded" || event.type === "invoice.payment_failed") {
    const invoice = event.data.object as InvoiceObject;
    const subscriptionId = subscriptionOfInvoice(invoice);
    const found = subscriptionId ? await memberOfSubscription(db, subscriptionId) : null;
    if (!subscriptionId || !found) return "unknown";
    const periodEnd = paidPeriodEnd(invoice);
    if (periodEnd === null || invoice.currency.toLowerCase() !== "hkd") return "mismatch";
    const { member, ownerId } = found;
    if (event.type === "invoice.payment_failed") {
      const changed = changesOf(await cardPastDueStatement(db, { subscriptionId, periodEnd, now }));
      if (changed === 0) return "applied";
      purge([cacheTags.circle(member.circleId)]);
      return "past_due";
    }
    const cents = invoice.amount_paid;
    if (!Number.isSafeInteger(cents) || cents <= 0) return "mismatch";
    const base = { amount: cents, currency: "HKD" as const, createdAt: now };
    // an invitation's trial paid on by the saved card (./circle-trial-cards.ts): its first invoice
    const fromTrial =
      member.state === "incomplete" && Boolean(invoice.parent?.subscription_details?.metadata?.trialEnd);
    const trialMember = { circleId: member.circleId, userId: member.userId, now };
    try {
      await db.batch([
        cardPaidStatement(db, { subscriptionId, periodEnd, now }),
        // the invitation says the trial turned paid (written only once the member is active)
        ...(fromTrial ? [transferStatement(db, trialMember, "transfer_succeeded")] : []),
        // the card's money enters the subscriber's wallet as a top-up's does …
        ...recordStatements(
          db,
          {
            ...base,
            uid: `card-in:${provider}:${invoice.id}`,
            recipientId: member.userId,
            purpose: "addCredit",
            provider,
            providerRef: invoice.id,
          },
          [
            { account: "processor", amount: -cents },
            { account: userAccount(member.userId), amount: cents },
          ],
        ),
        // … and pays the month to the owner
        ...recordStatements(
          db,
          {
            ...base,
            uid: `circle-invoice:${provider}:${invoice.id}`,
            senderId: member.userId,
            recipientId: ownerId,
            purpose: "subscriptionSplit",
            targetType: "Circle",
            targetId: member.circleId,
          },
          [
            { account: userAccount(member.userId), amount: -cents },
            { account: userAccount(ownerId), amount: cents },
          ],
        ),
      ]);
    } catch (error) {
      if (alreadyRecorded(error)) return "applied";
      throw error;
    }
    purge([cacheTags.circle(member.circleId)]);
    // the first month paid begins the membership: told once, as only one delivery's batch goes
    // through (a trial's owner was told when the invitation was accepted)
    if (member.state === "incomplete" && !fromTrial) await joined({ userId: member.userId, circleId: member.circleId });
    return "paid";
  }

  const subscription = event.data.object as SubscriptionObject;
  const subscriptionId = subscription.id;
  const found = await memberOfSubscription(db, subscriptionId);
  if (!found) return "unknown";
  const ended =
    event.type === "customer.subscription.deleted" ||
    subscription.status === "canceled" ||
    subscription.status === "incomplete_expired";
  if (ended) {
    // a trial's card subscription that ended unpaid (its first invoice expired) lapses the
    // invitation as the round's own decline does; any other member's invitation is not accepted
    const { userId, circleId } = found.member;
    const [end] = await db.batch([
      cardEndedStatement(db, { subscriptionId, now }),
      transferStatement(db, { circleId, userId, now }, "transfer_failed"),
    ]);
    const changed = changesOf(end);
    if (changed === 0) return "applied";
    purge([cacheTags.circle(found.member.circleId)]);
    return "ended";
  }
  if (event.type === "customer.subscription.created") return "ignored";
  // past_due and unpaid come with the invoice's decline too; the first to arrive moves the member
  if (subscription.status === "past_due" || subscription.status === "unpaid") {
    const periodEnd = (subscription.items?.data?.[0]?.current_period_end ?? 0) * 1000;
    const changed = changesOf(await cardPastDueStatement(db, { subscriptionId, periodEnd, now }));
    if (changed > 0) purge([cacheTags.circle(found.member.circleId)]);
  }
  const changed = changesOf(
    await cardCancelAtPeriodEndStatement(db, {
      subscriptionId,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      now,
    }),
  );
  return changed > 0 ? "updated" : "applied";
}
