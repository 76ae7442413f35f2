CREATE TABLE `appreciations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_id` integer,
	`recipient_id` integer NOT NULL,
	`article_id` integer,
	`amount` integer NOT NULL,
	`purpose` text DEFAULT 'appreciate' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `appreciations_article_idx` ON `appreciations` (`article_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `appreciations_sender_idx` ON `appreciations` (`sender_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `appreciations_recipient_idx` ON `appreciations` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `article_bookmarks` (
	`user_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `article_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_bookmarks_user_created_idx` ON `article_bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `article_tags` (
	`article_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`article_id`, `tag_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_tags_tag_created_idx` ON `article_tags` (`tag_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `article_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`summary_customized` integer DEFAULT false NOT NULL,
	`content` text NOT NULL,
	`cover` text,
	`word_count` integer NOT NULL,
	`data_hash` text NOT NULL,
	`license` text DEFAULT 'cc_by_nc_nd_4' NOT NULL,
	`access` text DEFAULT 'public' NOT NULL,
	`can_comment` integer DEFAULT true NOT NULL,
	`sensitive_by_author` integer DEFAULT false NOT NULL,
	`request_for_donation` text,
	`reply_to_donator` text,
	`circle_id` integer,
	`description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_versions_article_created_idx` ON `article_versions` (`article_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`short_hash` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`cover` text,
	`word_count` integer DEFAULT 0 NOT NULL,
	`language` text,
	`pinned` integer DEFAULT false NOT NULL,
	`sensitive_by_admin` integer DEFAULT false NOT NULL,
	`revision_count` integer DEFAULT 0 NOT NULL,
	`read_count` integer DEFAULT 0 NOT NULL,
	`appreciation_total` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`bookmark_count` integer DEFAULT 0 NOT NULL,
	`revised_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_short_hash_unique` ON `articles` (`short_hash`);--> statement-breakpoint
CREATE INDEX `articles_state_created_idx` ON `articles` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `articles_author_state_created_idx` ON `articles` (`author_id`,`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`author_id` integer NOT NULL,
	`type` text NOT NULL,
	`path` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assets_uuid_unique` ON `assets` (`uuid`);--> statement-breakpoint
CREATE INDEX `assets_author_idx` ON `assets` (`author_id`,`type`);--> statement-breakpoint
CREATE TABLE `blocks` (
	`user_id` integer NOT NULL,
	`blocked_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `blocked_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `campaign_articles` (
	`campaign_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`stage_id` integer,
	`featured` integer DEFAULT false NOT NULL,
	`announcement` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`campaign_id`, `article_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stage_id`) REFERENCES `campaign_stages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaign_articles_stage_idx` ON `campaign_articles` (`campaign_id`,`stage_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaign_articles_featured_idx` ON `campaign_articles` (`campaign_id`,`featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `campaign_participants` (
	`campaign_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`state` text DEFAULT 'succeeded' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `campaign_stages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_zh_hant` text NOT NULL,
	`name_zh_hans` text NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`order` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaign_stages_campaign_idx` ON `campaign_stages` (`campaign_id`,`order`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel_id` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`description_en` text,
	`description_zh_hant` text,
	`description_zh_hans` text,
	`cover` text,
	`link` text,
	`application_start` integer,
	`application_end` integer,
	`writing_start` integer,
	`writing_end` integer,
	`creator_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_channel_unique` ON `campaigns` (`channel_id`);--> statement-breakpoint
CREATE TABLE `channel_articles` (
	`channel_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`score` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`channel_id`, `article_id`),
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `channel_articles_list_idx` ON `channel_articles` (`channel_id`,`pinned`,`created_at`);--> statement-breakpoint
CREATE INDEX `channel_articles_article_idx` ON `channel_articles` (`article_id`);--> statement-breakpoint
CREATE TABLE `channels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`short_hash` text NOT NULL,
	`name_en` text NOT NULL,
	`name_zh_hant` text NOT NULL,
	`name_zh_hans` text NOT NULL,
	`note_en` text,
	`note_zh_hant` text,
	`note_zh_hans` text,
	`enabled` integer DEFAULT true NOT NULL,
	`pin_amount` integer DEFAULT 3 NOT NULL,
	`color` text,
	`active_from` integer,
	`active_until` integer,
	`navbar_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `channels_short_hash_unique` ON `channels` (`short_hash`);--> statement-breakpoint
CREATE INDEX `channels_nav_idx` ON `channels` (`enabled`,`navbar_order`);--> statement-breakpoint
CREATE TABLE `circle_members` (
	`circle_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`circle_id`, `user_id`),
	FOREIGN KEY (`circle_id`) REFERENCES `circles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `circle_members_user_idx` ON `circle_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `circles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`description` text,
	`avatar` text,
	`cover` text,
	`state` text DEFAULT 'active' NOT NULL,
	`price_amount` real,
	`price_currency` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `circles_name_unique` ON `circles` (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX `circles_owner_unique` ON `circles` (`owner_id`);--> statement-breakpoint
CREATE TABLE `collection_articles` (
	`collection_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`order` real NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`collection_id`, `article_id`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `collection_articles_article_idx` ON `collection_articles` (`article_id`);--> statement-breakpoint
CREATE INDEX `collection_articles_order_idx` ON `collection_articles` (`collection_id`,`order`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`cover` text,
	`pinned` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `collections_author_updated_idx` ON `collections` (`author_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`target_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`parent_comment_id` integer,
	`reply_to_id` integer,
	`content` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`upvotes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_target_idx` ON `comments` (`type`,`target_id`,`parent_comment_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_parent_idx` ON `comments` (`parent_comment_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_author_idx` ON `comments` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`title` text,
	`summary` text,
	`content` text,
	`cover` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`license` text DEFAULT 'cc_by_nc_nd_4' NOT NULL,
	`access` text DEFAULT 'public' NOT NULL,
	`can_comment` integer DEFAULT true NOT NULL,
	`publish_state` text DEFAULT 'unpublished' NOT NULL,
	`article_id` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `drafts_author_updated_idx` ON `drafts` (`author_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `featured_articles` (
	`article_id` integer PRIMARY KEY NOT NULL,
	`picked_at` integer NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `featured_articles_picked_idx` ON `featured_articles` (`picked_at`);--> statement-breakpoint
CREATE TABLE `features` (
	`name` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`value` real,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`follower_id` integer NOT NULL,
	`followee_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`follower_id`, `followee_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`followee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `follows_followee_idx` ON `follows` (`followee_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `moment_likes` (
	`moment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`moment_id`, `user_id`),
	FOREIGN KEY (`moment_id`) REFERENCES `moments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `moments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`short_hash` text NOT NULL,
	`content` text NOT NULL,
	`assets` text DEFAULT '[]' NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `moments_short_hash_unique` ON `moments` (`short_hash`);--> statement-breakpoint
CREATE INDEX `moments_author_state_created_idx` ON `moments` (`author_id`,`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `moments_state_created_idx` ON `moments` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_id` integer NOT NULL,
	`actor_id` integer,
	`type` text NOT NULL,
	`entity_type` text,
	`entity_id` integer,
	`message` text,
	`unread` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notices_recipient_created_idx` ON `notices` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notices_recipient_unread_idx` ON `notices` (`recipient_id`,`unread`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `read_history` (
	`user_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`read_at` integer NOT NULL,
	`read_seconds` integer DEFAULT 0 NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `article_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `read_history_user_read_idx` ON `read_history` (`user_id`,`read_at`);--> statement-breakpoint
CREATE INDEX `read_history_article_read_idx` ON `read_history` (`article_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `recent_searches` (
	`user_id` integer NOT NULL,
	`search_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `search_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `recent_searches_user_created_idx` ON `recent_searches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `tag_bookmarks` (
	`user_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `tag_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tag_bookmarks_tag_idx` ON `tag_bookmarks` (`tag_id`);--> statement-breakpoint
CREATE TABLE `tag_editors` (
	`tag_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`tag_id`, `user_id`),
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text NOT NULL,
	`slug` text NOT NULL,
	`short_hash` text NOT NULL,
	`cover` text,
	`description` text,
	`creator_id` integer,
	`num_articles` integer DEFAULT 0 NOT NULL,
	`num_authors` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_content_unique` ON `tags` (lower("content"));--> statement-breakpoint
CREATE UNIQUE INDEX `tags_short_hash_unique` ON `tags` (`short_hash`);--> statement-breakpoint
CREATE INDEX `tags_num_articles_idx` ON `tags` (`num_articles`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_id` integer,
	`recipient_id` integer,
	`amount` real NOT NULL,
	`fee` real DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`purpose` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`target_type` text,
	`target_id` integer,
	`chain` text,
	`tx_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transactions_sender_idx` ON `transactions` (`sender_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_recipient_idx` ON `transactions` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_target_idx` ON `transactions` (`target_type`,`target_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_tx_hash_unique` ON `transactions` (`tx_hash`);--> statement-breakpoint
CREATE TABLE `user_feature_flags` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `type`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `user_restrictions` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `type`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_name` text,
	`display_name` text,
	`description` text,
	`avatar` text,
	`profile_cover` text,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`payment_password_hash` text,
	`state` text DEFAULT 'active' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`language` text DEFAULT 'zh_hant' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`eth_address` text,
	`liker_id` text,
	`civic_liker` integer DEFAULT false NOT NULL,
	`badges` text DEFAULT '[]' NOT NULL,
	`agree_on` integer,
	`referral_code` text,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_user_name_unique` ON `users` (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_eth_address_unique` ON `users` (`eth_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_liker_id_unique` ON `users` (`liker_id`);--> statement-breakpoint
CREATE INDEX `users_state_created_idx` ON `users` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`type` text NOT NULL,
	`code_hash` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`user_id` integer,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `verification_codes_email_type_idx` ON `verification_codes` (`email`,`type`,`created_at`);