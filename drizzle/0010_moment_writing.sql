CREATE TABLE `moment_articles` (
	`moment_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`order` integer NOT NULL,
	PRIMARY KEY(`moment_id`, `article_id`),
	FOREIGN KEY (`moment_id`) REFERENCES `moments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `moment_tags` (
	`moment_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`order` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`moment_id`, `tag_id`),
	FOREIGN KEY (`moment_id`) REFERENCES `moments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `moment_tags_tag_created_idx` ON `moment_tags` (`tag_id`,`created_at`,`moment_id`);