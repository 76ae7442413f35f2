CREATE TABLE `comment_votes` (
	`comment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`vote` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `comments` ADD `downvotes` integer DEFAULT 0 NOT NULL;