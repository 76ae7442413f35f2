-- The checks running under a `failures` limit, one row each with the time it started: a check
-- whose worker died before it ended holds its place for a lease, not until its window ends.
CREATE TABLE `rate_limit_checks` (
	`key` text NOT NULL,
	`id` text NOT NULL,
	`started_at` integer NOT NULL,
	PRIMARY KEY(`key`, `id`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_checks_started_idx` ON `rate_limit_checks` (`key`,`started_at`);
--> statement-breakpoint
-- the counts of running checks this table replaces
DELETE FROM `rate_limits` WHERE `key` LIKE 'running:%';
