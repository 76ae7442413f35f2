CREATE INDEX `article_versions_data_hash_idx` ON `article_versions` (`data_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `articles_hot_idx` ON `articles` (`hot_score`,`id`,`hot_at`);--> statement-breakpoint
CREATE INDEX `articles_hot_at_idx` ON `articles` (`hot_at`);--> statement-breakpoint
CREATE INDEX `tag_editors_user_idx` ON `tag_editors` (`user_id`,`tag_id`);--> statement-breakpoint
CREATE INDEX `tags_creator_created_idx` ON `tags` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_referral_code_idx` ON `users` (`referral_code`);