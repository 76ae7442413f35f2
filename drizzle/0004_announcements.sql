CREATE TABLE `announcement_translations` (
	`announcement_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text,
	`content` text,
	`link` text,
	PRIMARY KEY(`announcement_id`, `language`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text,
	`content` text,
	`link` text,
	`cover` text,
	`type` text NOT NULL,
	`visible` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expired_at` integer
);
--> statement-breakpoint
CREATE INDEX `announcements_visible_idx` ON `announcements` (`visible`,`sort_order`);