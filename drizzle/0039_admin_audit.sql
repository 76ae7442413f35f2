CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `admin_audit_target_idx` ON `admin_audit` (`target_type`,`target_id`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `ban_ends_at` integer;--> statement-breakpoint
CREATE INDEX `users_ban_ends_idx` ON `users` (`ban_ends_at`);