ALTER TABLE `article_versions` ADD `cid` text;--> statement-breakpoint
CREATE INDEX `article_versions_cid_idx` ON `article_versions` (`cid`);--> statement-breakpoint
CREATE INDEX `article_versions_cid_missing_idx` ON `article_versions` (`id`) WHERE "article_versions"."cid" IS NULL AND "article_versions"."access" = 'public';