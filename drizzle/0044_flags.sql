CREATE TABLE `seeding_users` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `features` ADD `flag` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
-- a feature that was on stays on for everyone
UPDATE `features` SET `flag` = 'on' WHERE `enabled` = 1;--> statement-breakpoint
ALTER TABLE `features` DROP COLUMN `enabled`;
