CREATE TABLE `federation_actor_blocks` (
	`user_id` integer NOT NULL,
	`actor_uri` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `actor_uri`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `federation_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`activity_uri` text,
	`target_uri` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE INDEX `federation_deliveries_state_idx` ON `federation_deliveries` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `federation_domain_blocks` (
	`domain` text PRIMARY KEY NOT NULL,
	`reason` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `federation_engagements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`activity_uri` text NOT NULL,
	`remote_actor_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`remote_actor_id`) REFERENCES `federation_remote_actors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_engagements_activity_unique` ON `federation_engagements` (`activity_uri`);--> statement-breakpoint
CREATE UNIQUE INDEX `federation_engagements_once` ON `federation_engagements` (`article_id`,`remote_actor_id`,`kind`);--> statement-breakpoint
CREATE TABLE `federation_following` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`remote_actor_id` integer NOT NULL,
	`state` text NOT NULL,
	`follow_uri` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`remote_actor_id`) REFERENCES `federation_remote_actors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_following_user_actor_unique` ON `federation_following` (`user_id`,`remote_actor_id`);--> statement-breakpoint
CREATE INDEX `federation_following_actor_idx` ON `federation_following` (`remote_actor_id`,`state`);--> statement-breakpoint
CREATE UNIQUE INDEX `federation_following_follow_uri_unique` ON `federation_following` (`follow_uri`);--> statement-breakpoint
CREATE TABLE `federation_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`category` text NOT NULL,
	`group_key` text DEFAULT '' NOT NULL,
	`article_id` integer,
	`object_uri` text,
	`remote_actor_uris` text NOT NULL,
	`headline` text,
	`preview` text,
	`event_count` integer DEFAULT 1 NOT NULL,
	`unread_count` integer DEFAULT 1 NOT NULL,
	`published_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_notifications_group_unique` ON `federation_notifications` (`user_id`,`category`,`group_key`);--> statement-breakpoint
CREATE INDEX `federation_notifications_user_idx` ON `federation_notifications` (`user_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `federation_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_uri` text NOT NULL,
	`remote_actor_id` integer NOT NULL,
	`article_id` integer,
	`in_reply_to` text,
	`content` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`url` text,
	`published_at` integer NOT NULL,
	`updated_at` integer,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`remote_actor_id`) REFERENCES `federation_remote_actors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_posts_object_unique` ON `federation_posts` (`object_uri`);--> statement-breakpoint
CREATE INDEX `federation_posts_article_idx` ON `federation_posts` (`article_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `federation_posts_actor_idx` ON `federation_posts` (`remote_actor_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `federation_remote_actors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uri` text NOT NULL,
	`handle` text,
	`preferred_username` text,
	`name` text,
	`summary` text DEFAULT '' NOT NULL,
	`url` text,
	`avatar_url` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`domain` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_remote_actors_uri_unique` ON `federation_remote_actors` (`uri`);--> statement-breakpoint
CREATE INDEX `federation_remote_actors_handle_idx` ON `federation_remote_actors` (`handle`);--> statement-breakpoint
CREATE INDEX `federation_remote_actors_domain_idx` ON `federation_remote_actors` (`domain`);--> statement-breakpoint
CREATE TABLE `federation_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`user_id` integer,
	`remote_actor_uri` text,
	`remote_domain` text,
	`object_uri` text,
	`activity_uri` text,
	`reason` text,
	`resolution` text,
	`resolved_by` integer,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `federation_reports_status_idx` ON `federation_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `federation_reports_activity_unique` ON `federation_reports` (`activity_uri`);--> statement-breakpoint
CREATE TABLE `federation_viewer_engagements` (
	`user_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`kind` text NOT NULL,
	`activity_uri` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`post_id`) REFERENCES `federation_posts`(`id`) ON UPDATE no action ON DELETE no action
);
