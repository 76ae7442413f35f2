CREATE TABLE `daily_payments` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "daily_payment_limit" CHECK(amount <= 500000)
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` integer NOT NULL,
	`account` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_transaction_account_unique` ON `ledger_entries` (`transaction_id`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`account`,`currency`);--> statement-breakpoint
CREATE TABLE `wallet_balances` (
	`user_id` integer NOT NULL,
	`currency` text NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `currency`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "wallet_balance_not_negative" CHECK(balance >= 0)
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`sender_id` integer,
	`recipient_id` integer,
	`amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`purpose` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`target_type` text,
	`target_id` integer,
	`message` text,
	`provider` text,
	`provider_ref` text,
	`chain` text,
	`tx_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transactions_amount_positive" CHECK(amount > 0),
	CONSTRAINT "transactions_fee_not_negative" CHECK(fee >= 0)
);
--> statement-breakpoint
-- amounts become integers of the smallest unit (HKD cents, USDT 10^-6, LIKE 10^-9); each row gets
-- its uid. Rows from before the ledger have no entries: they moved no wallet balance.
INSERT INTO `__new_transactions`("id", "uid", "sender_id", "recipient_id", "amount", "fee", "currency", "purpose", "state", "target_type", "target_id", "chain", "tx_hash", "created_at", "updated_at")
SELECT "id", lower(hex(randomblob(16))), "sender_id", "recipient_id",
  CAST(round("amount" * CASE "currency" WHEN 'HKD' THEN 100 WHEN 'USDT' THEN 1000000 ELSE 1000000000 END) AS INTEGER),
  CAST(round("fee" * CASE "currency" WHEN 'HKD' THEN 100 WHEN 'USDT' THEN 1000000 ELSE 1000000000 END) AS INTEGER),
  "currency", "purpose", "state", "target_type", "target_id", "chain", "tx_hash", "created_at", "updated_at"
FROM `transactions`;--> statement-breakpoint
DROP TABLE `transactions`;--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_uid_unique` ON `transactions` (`uid`);--> statement-breakpoint
CREATE INDEX `transactions_sender_idx` ON `transactions` (`sender_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_recipient_idx` ON `transactions` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_recipient_donation_idx` ON `transactions` (`recipient_id`,`purpose`,`state`,`created_at`,`currency`,`amount`,`sender_id`);--> statement-breakpoint
CREATE INDEX `transactions_target_idx` ON `transactions` (`target_type`,`target_id`,`purpose`,`state`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_tx_hash_unique` ON `transactions` (`tx_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_provider_ref_unique` ON `transactions` (`provider`,`provider_ref`);