CREATE TABLE `icymi_topics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`note` text,
	`article_ids` text NOT NULL,
	`pin_amount` integer DEFAULT 3 NOT NULL,
	`state` text DEFAULT 'editing' NOT NULL,
	`published_at` integer,
	`archived_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `icymi_topics_one_published` ON `icymi_topics` (`state`) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX `icymi_topics_state_idx` ON `icymi_topics` (`state`,`id`);