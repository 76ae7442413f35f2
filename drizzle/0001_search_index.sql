-- Full-text indexes for search (lib/i18n/search-text.ts explains the text they hold). Their
-- rowid is the entity's id. The columns hold folded, word-segmented text written by the API in
-- the same batch as the write it follows, and never hold the original text.
CREATE VIRTUAL TABLE `search_articles` USING fts5(
	`title`,
	`summary`,
	`content`,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_users` USING fts5(
	`user_name`,
	`display_name`,
	`description`,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_tags` USING fts5(
	`content`,
	tokenize = 'unicode61 remove_diacritics 2'
);
