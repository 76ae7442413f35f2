ALTER TABLE `channels` ADD `navbar_title_en` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `navbar_title_zh_hant` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `navbar_title_zh_hans` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `parent_id` integer;--> statement-breakpoint
ALTER TABLE `channels` ADD `show_recommendation` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `channels_provider_unique` ON `channels` (`provider_id`);--> statement-breakpoint
CREATE INDEX `channels_parent_idx` ON `channels` (`parent_id`);