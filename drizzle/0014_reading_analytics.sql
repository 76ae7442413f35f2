CREATE TABLE `article_reads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`reader_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_reads_author_created_idx` ON `article_reads` (`author_id`,`created_at`,`article_id`,`reader_id`);--> statement-breakpoint
CREATE INDEX `transactions_recipient_donation_idx` ON `transactions` (`recipient_id`,`purpose`,`state`,`created_at`,`currency`,`amount`,`sender_id`);