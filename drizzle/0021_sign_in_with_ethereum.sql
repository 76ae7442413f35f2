CREATE TABLE `signing_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nonce` text NOT NULL,
	`address` text NOT NULL,
	`purpose` text NOT NULL,
	`chain_id` integer NOT NULL,
	`message` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signing_messages_nonce_unique` ON `signing_messages` (`nonce`);--> statement-breakpoint
CREATE INDEX `signing_messages_expires_idx` ON `signing_messages` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `wallet_signup` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Addresses are stored in lower case (lib/auth/siwe.ts): any written before in another case join them.
UPDATE `users` SET `eth_address` = lower(`eth_address`) WHERE `eth_address` IS NOT NULL;
--> statement-breakpoint
-- isWalletAuth was "a wallet and no email" before this column: accounts that answered true keep doing so.
UPDATE `users` SET `wallet_signup` = true WHERE `eth_address` IS NOT NULL AND `email` IS NULL;
