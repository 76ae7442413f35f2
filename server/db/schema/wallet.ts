import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS } from "../../../lib/money/amounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { PAYMENT_PROVIDERS } from "./payment-providers.ts";
import { CURRENCIES, users } from "./users.ts";

export const TRANSACTION_STATES = ["pending", "succeeded", "failed", "canceled"] as const;
export const TRANSACTION_PURPOSES = [
  "donation",
  "addCredit",
  "refund",
  "payout",
  "payoutReversal",
  "subscriptionSplit",
  "dispute",
  "curationVaultWithdrawal",
] as const;
export const PAYMENT_CURRENCIES = ["HKD", "LIKE", "USDT"] as const;

/**
 * A movement of money. Amounts are integers of the currency's smallest unit (lib/money): HKD in
 * cents. What it did to balances is in ledger_entries, written in the same batch; a pending
 * transaction has no entries yet.
 */
export const transactions = sqliteTable(
  "transactions",
  {
    id: id(),
    /** Known before D1 numbers the row, so the same batch's ledger entries can name it. */
    uid: text("uid").notNull().default(sql`(lower(hex(randomblob(16))))`),
    senderId: integer("sender_id").references(() => users.id),
    recipientId: integer("recipient_id").references(() => users.id),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull().default(0),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    purpose: text("purpose", { enum: TRANSACTION_PURPOSES }).notNull(),
    state: text("state", { enum: TRANSACTION_STATES }).notNull().default("pending"),
    targetType: text("target_type", { enum: ["Article", "Circle", "Transaction"] }),
    targetId: integer("target_id"),
    /** The supporter's words to the author (a donation's message). */
    message: text("message"),
    /** Who moved the money outside the site (top-ups and payouts), and their id for it. */
    provider: text("provider", { enum: PAYMENT_PROVIDERS }),
    providerRef: text("provider_ref"),
    chain: text("chain"),
    txHash: text("tx_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("transactions_uid_unique").on(t.uid),
    index("transactions_sender_idx").on(t.senderId, t.createdAt),
    index("transactions_recipient_idx").on(t.recipientId, t.createdAt),
    // a person's income by day and their top donators: the succeeded donations to them in a window
    index("transactions_recipient_donation_idx").on(
      t.recipientId,
      t.purpose,
      t.state,
      t.createdAt,
      t.currency,
      t.amount,
      t.senderId,
    ),
    // purpose, state, time: an article's recent donations are read from the index alone (hottest)
    index("transactions_target_idx").on(t.targetType, t.targetId, t.purpose, t.state, t.createdAt),
    uniqueIndex("transactions_tx_hash_unique").on(t.txHash),
    // one of our transactions per payment intent or payout at a provider: a webhook finds it by this
    uniqueIndex("transactions_provider_ref_unique").on(t.provider, t.providerRef),
    // one vault release at a time per person: a second asked for at the same moment fails its insert
    uniqueIndex("transactions_one_pending_vault_withdrawal")
      .on(t.recipientId)
      .where(sql`purpose = 'curationVaultWithdrawal' AND state = 'pending'`),
    // the waiting ones, oldest first: the every-minute cron rounds (top-ups left unpaid, chain
    // payments without a receipt) read these few rows instead of the whole table
    index("transactions_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
    check("transactions_amount_positive", sql`amount > 0`),
    check("transactions_fee_not_negative", sql`fee >= 0`),
  ],
);

/**
 * The double entry: each succeeded transaction moves its amount between accounts, and its rows
 * sum to zero. An account is a person's wallet (`user:<id>`) or one of the site's own
 * (server/db/queries/ledger.ts). One row per transaction and account: applying a transaction twice
 * (a webhook delivered again) fails the batch instead of paying twice.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id),
    account: text("account").notNull(),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_transaction_account_unique").on(t.transactionId, t.account),
    index("ledger_entries_account_idx").on(t.account, t.currency),
  ],
);

/**
 * A person's balance per currency: the sum of their ledger entries, kept beside them so that the
 * CHECK refuses, inside the paying batch, a debit the balance cannot cover, however many
 * payments race.
 */
export const walletBalances = sqliteTable(
  "wallet_balances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    balance: integer("balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check("wallet_balance_not_negative", sql`balance >= 0`)],
);

/**
 * What a person paid out of their HKD wallet on one Hong Kong calendar day, in cents; the CHECK
 * holds the daily limit (lib/money) inside the paying batch, as wallet_balances holds the balance.
 */
export const dailyPayments = sqliteTable(
  "daily_payments",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Hong_Kong. */
    day: text("day").notNull(),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check("daily_payment_limit", sql`amount <= ${sql.raw(String(DAILY_PAYMENT_LIMIT_HKD_CENTS))}`),
  ],
);

/**
 * The idempotency keys of money-moving requests (server/api/services/idempotency.ts): a person's key
 * names the transaction its first request wrote, taken in that request's own batch, so a repeat
 * answers it instead of paying again. `fingerprint` is a hash of what the request asked (the
 * mutation and its input, the password left out): the same key for another request is refused.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    transactionUid: text("transaction_uid").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * What one unit of a wallet currency is worth in a display currency (Query.exchangeRates): the
 * wallet page shows a balance in the reader's currency. Refreshed by the Cron Trigger
 * (server/api/services/exchange-rates.ts); a pair the source does not quote keeps its last rate.
 */
export const exchangeRates = sqliteTable(
  "exchange_rates",
  {
    from: text("from_currency", { enum: PAYMENT_CURRENCIES }).notNull(),
    to: text("to_currency", { enum: CURRENCIES }).notNull(),
    rate: real("rate").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.from, t.to] }), check("exchange_rate_positive", sql`rate > 0`)],
);
