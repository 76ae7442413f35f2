CREATE TABLE `social_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_name` text,
	`email` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_accounts_subject_unique` ON `social_accounts` (`provider`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `social_accounts_user_provider_unique` ON `social_accounts` (`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `social_login_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`state` text NOT NULL,
	`provider` text NOT NULL,
	`purpose` text NOT NULL,
	`user_id` integer,
	`code_verifier` text NOT NULL,
	`nonce` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_login_requests_state_unique` ON `social_login_requests` (`state`);--> statement-breakpoint
CREATE INDEX `social_login_requests_expires_idx` ON `social_login_requests` (`expires_at`);