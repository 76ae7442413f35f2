CREATE TABLE `topic_channel_feedbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`type` text NOT NULL,
	`channels` text DEFAULT '[]' NOT NULL,
	`state` text NOT NULL,
	`reviewer_id` integer,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `topic_channel_feedbacks_article_unique` ON `topic_channel_feedbacks` (`article_id`);--> statement-breakpoint
CREATE INDEX `topic_channel_feedbacks_created_idx` ON `topic_channel_feedbacks` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `topic_channel_feedbacks_queue_idx` ON `topic_channel_feedbacks` (`state`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `tags` ADD `channel_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `navbar_title_en` text;--> statement-breakpoint
ALTER TABLE `tags` ADD `navbar_title_zh_hant` text;--> statement-breakpoint
ALTER TABLE `tags` ADD `navbar_title_zh_hans` text;