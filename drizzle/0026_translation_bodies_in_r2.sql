-- Translated bodies move to R2 beside the versions' bodies (CONTENTS, keyed by content_hash, the
-- SHA-256 of the text): content becomes nullable, NULL meaning "in R2". A migration cannot write
-- R2, so existing rows keep their body here, with no hash, until the backfill
-- (lib/db/article-bodies.ts) puts them in R2 and clears the column. (drizzle-kit's copy read
-- content_hash from the old table, which has none: it is NULL here.)
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_article_translations` (
	`version_id` integer NOT NULL,
	`language` text NOT NULL,
	`model` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text,
	`content_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`version_id`, `language`, `model`),
	FOREIGN KEY (`version_id`) REFERENCES `article_versions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "article_translations_body_kept" CHECK(content IS NOT NULL OR content_hash IS NOT NULL)
);
--> statement-breakpoint
INSERT INTO `__new_article_translations`("version_id", "language", "model", "title", "summary", "content", "content_hash", "created_at") SELECT "version_id", "language", "model", "title", "summary", "content", NULL, "created_at" FROM `article_translations`;--> statement-breakpoint
DROP TABLE `article_translations`;--> statement-breakpoint
ALTER TABLE `__new_article_translations` RENAME TO `article_translations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `article_translations_body_in_d1_idx` ON `article_translations` (`version_id`,`language`,`model`) WHERE "article_translations"."content" IS NOT NULL;