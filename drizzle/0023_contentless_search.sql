-- The article search index keeps no copy of its text. search_articles held every title,
-- summary and body a second time (36 % of the database file at 200,000 articles, docs/scale.md)
-- although nothing reads them back: ranking needs only the index and the rowid. A contentless
-- table (content='') stores the index alone; contentless_delete=1 keeps DELETE working, which
-- each re-index and unpublish uses.
--
-- search_article_titles indexes the titles alone, so the ranking's title pool reads a title's
-- short doclists instead of filtering the whole index's by column (lib/db/queries/search.ts).
CREATE VIRTUAL TABLE `search_articles_contentless` USING fts5(
	`title`,
	`summary`,
	`content`,
	content = '',
	contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `search_articles_contentless` (rowid, title, summary, content)
	SELECT rowid, title, summary, content FROM `search_articles`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_article_titles` USING fts5(
	`title`,
	content = '',
	contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `search_article_titles` (rowid, title) SELECT rowid, title FROM `search_articles`;
--> statement-breakpoint
DROP TABLE `search_articles`;
--> statement-breakpoint
ALTER TABLE `search_articles_contentless` RENAME TO `search_articles`;
--> statement-breakpoint
-- merges the b-tree segments the bulk inserts left, as a freshly built index would be
INSERT INTO `search_articles` (`search_articles`) VALUES ('optimize');
--> statement-breakpoint
INSERT INTO `search_article_titles` (`search_article_titles`) VALUES ('optimize');
