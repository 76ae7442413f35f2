-- Idempotency keys of money-moving requests (payTo, addCredit, payout): one row per person and
-- key, written in the batch that writes the transaction it names, so a repeated request answers
-- that transaction instead of moving money again (lib/api/services/idempotency.ts).
CREATE TABLE `idempotency_keys` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`transaction_uid` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
