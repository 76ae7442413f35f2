CREATE TABLE `article_connections` (
	`article_id` integer NOT NULL,
	`connection_id` integer NOT NULL,
	`order` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`article_id`, `connection_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`connection_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_connections_connection_idx` ON `article_connections` (`connection_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `drafts` ADD `summary_customized` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `word_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `sensitive_by_author` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `request_for_donation` text;--> statement-breakpoint
ALTER TABLE `drafts` ADD `reply_to_donator` text;--> statement-breakpoint
ALTER TABLE `drafts` ADD `iscn_publish` integer;--> statement-breakpoint
ALTER TABLE `drafts` ADD `indent_first_line` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `circle_id` integer REFERENCES circles(id);--> statement-breakpoint
ALTER TABLE `drafts` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `drafts` ADD `collections` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `connections` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `drafts` ADD `campaigns` text DEFAULT '[]' NOT NULL;