import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";
import { PAYMENT_CURRENCIES } from "./wallet.ts";

export const CIRCLE_STATES = ["active", "archived"] as const;
/** A price stays active while the circle sells it; archived ones are kept for the subscriptions made at them. */
export const CIRCLE_PRICE_STATES = ["active", "archived"] as const;

export const circles = sqliteTable(
  "circles",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description"),
    // the asset's path as readers reach it (like users.avatar); putCircle takes the asset's id
    avatar: text("avatar"),
    cover: text("cover"),
    state: text("state", { enum: CIRCLE_STATES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("circles_name_unique").on(sql`lower(${t.name})`),
    // one active circle per owner: the slot putCircle takes, whatever arrives at once
    uniqueIndex("circles_owner_active_unique").on(t.ownerId).where(sql`${t.state} = 'active'`),
  ],
);

/** The monthly price members pay; set with the circle, never changed (a new one would archive it). */
export const circlePrices = sqliteTable(
  "circle_prices",
  {
    id: id(),
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    amount: real("amount").notNull(),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    state: text("state", { enum: CIRCLE_PRICE_STATES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // one price while subscriptions are not built: the rule "set once" is this index
  (t) => [uniqueIndex("circle_prices_circle_unique").on(t.circleId)],
);

export const circleFollows = sqliteTable(
  "circle_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.circleId] }),
    // a circle's followers, newest first, and their count
    index("circle_follows_circle_created_idx").on(t.circleId, t.createdAt),
  ],
);

/**
 * A subscription's states (Stripe's names): `active` paid for the period, `trialing` in an
 * invitation's free period (a later part), `past_due` a renewal the wallet could not pay (no
 * longer a member, retried until the grace ends), `canceled` ended (out), `incomplete` a card
 * subscription whose first invoice is not paid yet (not a member). One row a person and
 * circle, written again when they subscribe anew; the money of each month is in `transactions`
 * (subscriptionSplit, target the circle).
 */
export const CIRCLE_MEMBER_STATES = ["active", "trialing", "past_due", "canceled", "incomplete"] as const;
/** How a subscription is paid: the HKD wallet now; `card` (Stripe subscriptions) a later part. */
export const CIRCLE_MEMBER_METHODS = ["wallet", "card"] as const;

export const circleMembers = sqliteTable(
  "circle_members",
  {
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: CIRCLE_MEMBER_STATES }).notNull().default("active"),
    /** The price subscribed at (Member.price); null only on rows older than subscriptions. */
    priceId: integer("price_id").references(() => circlePrices.id),
    method: text("method", { enum: CIRCLE_MEMBER_METHODS }).notNull().default("wallet"),
    /** When the paid month (or the trial) ends: the renewal job's clock and its idempotency. */
    periodEnd: integer("period_end").notNull().default(0),
    /** Unsubscribed: the member stays until periodEnd, then the renewal job ends the membership. */
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(0),
    /** A card subscription's id at the processor (`sub_…`): its events find the membership by it. */
    processorSubscriptionId: text("processor_subscription_id"),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    uniqueIndex("circle_members_processor_subscription_unique").on(t.processorSubscriptionId),
    index("circle_members_user_idx").on(t.userId),
    // the renewal job's rows: live paid memberships whose period has ended, oldest first
    index("circle_members_due_idx").on(t.periodEnd).where(sql`${t.state} IN ('active', 'past_due')`),
  ],
);

// ---- invitations (issue 34, part three) ----

/** The contract's InvitationState: pending until accepted; a trial's end says whether it became paid. */
export const CIRCLE_INVITATION_STATES = ["pending", "accepted", "transfer_succeeded", "transfer_failed"] as const;
/** The free periods an owner may give, in days. */
export const CIRCLE_FREE_PERIODS = [30, 90, 180, 360] as const;

/**
 * An owner's invitation to their circle: to a user (invitee_id), or to an email without an
 * account (email, lower case; the invitee_id is filled in when that person accepts). One pending
 * invitation a circle and invitee (the partial unique indexes): inviting again refreshes
 * sent_at and the free period instead of adding a row.
 */
export const circleInvitations = sqliteTable(
  "circle_invitations",
  {
    id: id(),
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => users.id),
    inviteeId: integer("invitee_id").references(() => users.id),
    email: text("email"),
    freePeriod: integer("free_period").notNull(),
    state: text("state", { enum: CIRCLE_INVITATION_STATES }).notNull().default("pending"),
    sentAt: integer("sent_at").notNull(),
    acceptedAt: integer("accepted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("circle_invitations_pending_user_unique")
      .on(t.circleId, t.inviteeId)
      .where(sql`${t.state} = 'pending' AND ${t.inviteeId} IS NOT NULL`),
    uniqueIndex("circle_invitations_pending_email_unique")
      .on(t.circleId, t.email)
      .where(sql`${t.state} = 'pending' AND ${t.inviteeId} IS NULL`),
    // the owner's lists (pending, accepted) newest first
    index("circle_invitations_circle_state_idx").on(t.circleId, t.state, t.sentAt),
    // a reader's invitations (Circle.invitedBy, accepting)
    index("circle_invitations_invitee_idx").on(t.inviteeId),
    index("circle_invitations_email_idx").on(t.email),
  ],
);

// ---- card subscriptions ----

/** A circle's price as a Price at the payment processor (`price_…`), made the first time someone subscribes by card. */
export const processorCirclePrices = sqliteTable(
  "processor_circle_prices",
  {
    priceId: integer("price_id")
      .notNull()
      .references(() => circlePrices.id),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    processorPriceId: text("processor_price_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.priceId, t.provider] })],
);
