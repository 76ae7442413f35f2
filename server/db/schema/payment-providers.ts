import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/** Where money came from or went outside the site's wallets (a ledger account that is not a person's). */
export const PAYMENT_PROVIDERS = ["stripe", "local"] as const;

/**
 * The local card processor's payment intents (server/payments/local.ts): the stand-in for Stripe
 * on a loopback site that asks for it (LOCAL_CARD_PROCESSOR), kept here so a checkout survives
 * a restart. Not our ledger: what a top-up did to a wallet is in transactions and
 * ledger_entries, written by the webhook.
 */
export const localPaymentIntents = sqliteTable(
  "local_payment_intents",
  {
    /** `pi_local_…`, shaped as Stripe's ids are. */
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's PaymentIntent statuses that the local processor passes through. */
    status: text("status", {
      enum: ["requires_payment_method", "requires_action", "succeeded", "canceled"],
    }).notNull(),
    /** Stripe-style metadata (our transaction's uid and the payer), as JSON. */
    metadata: text("metadata").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [],
);

/**
 * A person's connected account at the payment processor (Stripe Connect Express, or the local
 * processor's stand-in), which payouts go to. One per person: connecting again reuses it.
 * `payoutsEnabled` is the processor's word, kept from its account.updated events.
 */
export const stripeAccounts = sqliteTable(
  "stripe_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The processor's id (`acct_…`). */
    accountId: text("account_id").notNull(),
    /** ISO 3166-1 alpha-2, as the processor takes it. */
    country: text("country").notNull(),
    payoutsEnabled: integer("payouts_enabled", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("stripe_accounts_provider_account_unique").on(t.provider, t.accountId)],
);

/**
 * The local processor's connected accounts (server/payments/local-connect.ts): the stand-in for
 * Stripe Connect on a loopback site that asks for it (LOCAL_CARD_PROCESSOR). Its own record,
 * not ours: what the site knows of an account is in stripe_accounts, written by the webhook.
 */
export const localConnectedAccounts = sqliteTable(
  "local_connected_accounts",
  {
    /** `acct_local_…`, shaped as Stripe's ids are. */
    id: text("id").primaryKey(),
    country: text("country").notNull(),
    /** Stripe-style metadata (the person's id), as JSON. */
    metadata: text("metadata").notNull().default("{}"),
    onboarded: integer("onboarded", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [],
);

/** The local processor's payouts to its connected accounts, paid or failed by hand on its dashboard. */
export const localPayouts = sqliteTable(
  "local_payouts",
  {
    /** `po_local_…`. */
    id: text("id").primaryKey(),
    /**
     * The local account paid to. No foreign key, as Stripe's own records hold none for us: the
     * seed wipes the tables it does not fill in alphabetical order, accounts before payouts.
     */
    accountId: text("account_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's payout statuses that the local processor passes through. */
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    /** Our transaction's uid: the idempotency key, so a retried request makes no second payout. */
    idempotencyKey: text("idempotency_key").notNull(),
    metadata: text("metadata").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("local_payouts_idempotency_unique").on(t.idempotencyKey),
    index("local_payouts_account_idx").on(t.accountId, t.createdAt),
  ],
);

// ---- card subscriptions (issue 34: circles paid by card) ----

/** A person's customer at the payment processor (`cus_…`), which card subscriptions bill. One per person and processor. */
export const processorCustomers = sqliteTable(
  "processor_customers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * The local processor's subscriptions (server/payments/local-subscriptions.ts): Stripe Billing's
 * part on a loopback site. Each period's invoice is a local payment intent whose metadata names
 * the subscription and the period; the first is paid on the checkout page, the next ones with
 * the card saved there when the period is billed.
 */
export const localSubscriptions = sqliteTable(
  "local_subscriptions",
  {
    /** `sub_local_…`. */
    id: text("id").primaryKey(),
    customer: text("customer").notNull(),
    price: text("price").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's subscription statuses that the local processor passes through. */
    status: text("status", { enum: ["incomplete", "active", "past_due", "canceled"] }).notNull(),
    /** The test card the first invoice was paid with: the next invoices are charged to it. */
    card: text("card"),
    /** Seconds, as Stripe's periods are. */
    currentPeriodStart: integer("current_period_start").notNull(),
    currentPeriodEnd: integer("current_period_end").notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** The intent of the latest invoice. */
    latestIntent: text("latest_intent").notNull(),
    /** The request's idempotency key: a retried request makes no second subscription. */
    idempotencyKey: text("idempotency_key").notNull(),
    metadata: text("metadata").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("local_subscriptions_idempotency_unique").on(t.idempotencyKey)],
);
