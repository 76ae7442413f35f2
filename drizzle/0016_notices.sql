CREATE TABLE `follow_feed_visits` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`seen_at` integer DEFAULT 0 NOT NULL,
	`unread_since` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `type`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_id` integer NOT NULL,
	`type` text NOT NULL,
	`target_id` integer,
	`entity_id` integer,
	`message` text,
	`link` text,
	`open_key` text,
	`unread` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Notices before this migration named their one actor and used snake_case types: the types
-- become the contract's enum values, the target what that Notice type points at (the
-- recipient for a new follower), and the actor a row of notice_actors (kept aside while the
-- table is made again, then written into notice_actors).
INSERT INTO `__new_notices`("id", "recipient_id", "type", "target_id", "entity_id", "message", "link", "open_key", "unread", "created_at", "updated_at") SELECT "id", "recipient_id", CASE "type" WHEN 'user_new_follower' THEN 'UserNewFollower' WHEN 'article_new_comment' THEN 'ArticleNewComment' WHEN 'article_new_appreciation' THEN 'ArticleNewAppreciation' WHEN 'official_announcement' THEN 'OfficialAnnouncement' ELSE "type" END, CASE "type" WHEN 'user_new_follower' THEN "recipient_id" ELSE "entity_id" END, NULL, "message", NULL, NULL, "unread", "created_at", "created_at" FROM `notices`;--> statement-breakpoint
CREATE TABLE `__notice_actor_copy` AS SELECT "id" AS "notice_id", "actor_id", "created_at" FROM `notices` WHERE "actor_id" IS NOT NULL;--> statement-breakpoint
DROP TABLE `notices`;--> statement-breakpoint
ALTER TABLE `__new_notices` RENAME TO `notices`;--> statement-breakpoint
CREATE TABLE `notice_actors` (
	`notice_id` integer NOT NULL,
	`actor_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`notice_id`, `actor_id`),
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `notice_actors`("notice_id", "actor_id", "created_at") SELECT "notice_id", "actor_id", "created_at" FROM `__notice_actor_copy`;--> statement-breakpoint
DROP TABLE `__notice_actor_copy`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notices_recipient_updated_idx` ON `notices` (`recipient_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `notices_recipient_unread_idx` ON `notices` (`recipient_id`,`unread`);--> statement-breakpoint
CREATE UNIQUE INDEX `notices_recipient_open_key_idx` ON `notices` (`recipient_id`,`open_key`);