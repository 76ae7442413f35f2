CREATE TABLE `asset_map` (
	`asset_id` integer NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`asset_id`, `entity_type`, `entity_id`),
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `asset_map_entity_idx` ON `asset_map` (`entity_type`,`entity_id`);--> statement-breakpoint
ALTER TABLE `assets` ADD `draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `assets` ADD `mime` text;--> statement-breakpoint
ALTER TABLE `assets` ADD `size` integer;