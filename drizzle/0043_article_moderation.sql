ALTER TABLE `articles` ADD `in_hottest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `in_newest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `in_search` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `boost` real DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `articles_out_of_search_idx` ON `articles` (`id`) WHERE "articles"."in_search" = 0;