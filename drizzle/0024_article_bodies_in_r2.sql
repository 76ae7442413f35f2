-- Article bodies move to R2 (CONTENTS, keyed by data_hash): content becomes nullable, NULL
-- meaning "in R2". A migration cannot write R2, so existing rows keep their body here and are
-- read from here until the backfill (lib/db/article-bodies.ts: the cron round, or
-- scripts/bodies/backfill.ts locally) puts them in R2 and clears the column.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_article_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`summary_customized` integer DEFAULT false NOT NULL,
	`content` text,
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
	`indent_first_line` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_article_versions`("id", "article_id", "title", "summary", "summary_customized", "content", "cover", "word_count", "data_hash", "license", "access", "can_comment", "sensitive_by_author", "request_for_donation", "reply_to_donator", "circle_id", "description", "indent_first_line", "created_at") SELECT "id", "article_id", "title", "summary", "summary_customized", "content", "cover", "word_count", "data_hash", "license", "access", "can_comment", "sensitive_by_author", "request_for_donation", "reply_to_donator", "circle_id", "description", "indent_first_line", "created_at" FROM `article_versions`;--> statement-breakpoint
DROP TABLE `article_versions`;--> statement-breakpoint
ALTER TABLE `__new_article_versions` RENAME TO `article_versions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `article_versions_article_created_idx` ON `article_versions` (`article_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `article_versions_body_in_d1_idx` ON `article_versions` (`id`) WHERE "content" IS NOT NULL;