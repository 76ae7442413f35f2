CREATE TABLE `user_featured_tags` (
	`user_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`order` integer NOT NULL,
	PRIMARY KEY(`user_id`, `tag_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_featured_tags_tag_idx` ON `user_featured_tags` (`tag_id`);--> statement-breakpoint
ALTER TABLE `tags` ADD `boost` real DEFAULT 1 NOT NULL;