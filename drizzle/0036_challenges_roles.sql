CREATE TABLE `campaign_roles` (
	`campaign_id` integer NOT NULL,
	`role` text NOT NULL,
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `role`, `user_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaign_roles_user_idx` ON `campaign_roles` (`role`,`user_id`);--> statement-breakpoint
ALTER TABLE `campaign_participants` ADD `late` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `campaign_participants_list_idx` ON `campaign_participants` (`campaign_id`,`state`,`created_at`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `navbar_title_en` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `navbar_title_zh_hant` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `navbar_title_zh_hans` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `featured_description_en` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `featured_description_zh_hant` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `featured_description_zh_hans` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `exclusive` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `enable_quote_wall` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `show_other` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `show_ad` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `campaigns_state_idx` ON `campaigns` (`state`,`writing_start`);