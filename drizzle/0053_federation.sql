CREATE TABLE `federation_article_settings` (
	`article_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `federation_dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`body` text NOT NULL,
	`error` text,
	`attempts` integer NOT NULL,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `federation_dead_letters_created_idx` ON `federation_dead_letters` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `federation_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`actor_uri` text NOT NULL,
	`follow_uri` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_followers_user_actor_unique` ON `federation_followers` (`user_id`,`actor_uri`);--> statement-breakpoint
CREATE INDEX `federation_followers_user_created_idx` ON `federation_followers` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `federation_keys` (
	`user_id` integer NOT NULL,
	`algorithm` text NOT NULL,
	`private_jwk` text NOT NULL,
	`public_jwk` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `algorithm`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `federation_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE INDEX `federation_kv_expires_idx` ON `federation_kv` (`expires_at`);--> statement-breakpoint
CREATE TABLE `federation_user_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
