DROP INDEX `appreciations_article_idx`;--> statement-breakpoint
CREATE INDEX `appreciations_article_idx` ON `appreciations` (`article_id`,`created_at`,`purpose`);--> statement-breakpoint
DROP INDEX `article_tags_tag_created_idx`;--> statement-breakpoint
CREATE INDEX `article_tags_tag_created_idx` ON `article_tags` (`tag_id`,`created_at`,`article_id`);--> statement-breakpoint
DROP INDEX `transactions_target_idx`;--> statement-breakpoint
CREATE INDEX `transactions_target_idx` ON `transactions` (`target_type`,`target_id`,`purpose`,`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_target_recent_idx` ON `comments` (`type`,`target_id`,`created_at`,`state`);