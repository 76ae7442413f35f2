ALTER TABLE `articles` ADD `is_spam` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `is_ad` integer;--> statement-breakpoint
CREATE INDEX `articles_spam_idx` ON `articles` (`id`) WHERE "articles"."is_spam" = 1;--> statement-breakpoint
ALTER TABLE `comments` ADD `is_spam` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `is_ad` integer;--> statement-breakpoint
ALTER TABLE `moments` ADD `is_spam` integer;--> statement-breakpoint
ALTER TABLE `moments` ADD `is_ad` integer;