CREATE INDEX `appreciations_sender_article_idx` ON `appreciations` (`sender_id`,`article_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `article_bookmarks_article_idx` ON `article_bookmarks` (`article_id`);--> statement-breakpoint
CREATE INDEX `blocks_user_created_idx` ON `blocks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `follows_follower_created_idx` ON `follows` (`follower_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_target_reason_unique` ON `reports` (`reporter_id`,`target_type`,`target_id`,`reason`);--> statement-breakpoint
CREATE INDEX `tag_bookmarks_user_created_idx` ON `tag_bookmarks` (`user_id`,`created_at`);