CREATE TABLE `community_watch_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`comment_id` integer NOT NULL,
	`actor_id` integer NOT NULL,
	`reason` text NOT NULL,
	`previous_state` text NOT NULL,
	`action_state` text DEFAULT 'active' NOT NULL,
	`appeal_state` text DEFAULT 'none' NOT NULL,
	`review_state` text DEFAULT 'pending' NOT NULL,
	`original_content` text,
	`content_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_watch_actions_uuid_unique` ON `community_watch_actions` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `community_watch_actions_one_active` ON `community_watch_actions` (`comment_id`) WHERE action_state = 'active';--> statement-breakpoint
CREATE INDEX `community_watch_actions_comment_idx` ON `community_watch_actions` (`comment_id`,`id`);--> statement-breakpoint
CREATE TABLE `moment_feed_applications` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`reviewed_by` text,
	`reviewer_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `moment_feed_applications_state_idx` ON `moment_feed_applications` (`state`,`updated_at`);