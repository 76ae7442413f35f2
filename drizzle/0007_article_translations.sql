CREATE TABLE `article_translations` (
	`version_id` integer NOT NULL,
	`language` text NOT NULL,
	`model` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`version_id`, `language`, `model`),
	FOREIGN KEY (`version_id`) REFERENCES `article_versions`(`id`) ON UPDATE no action ON DELETE no action
);
