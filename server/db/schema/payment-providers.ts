import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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
