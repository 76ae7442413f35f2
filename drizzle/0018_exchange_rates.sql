CREATE TABLE `exchange_rates` (
	`from_currency` text NOT NULL,
	`to_currency` text NOT NULL,
	`rate` real NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`from_currency`, `to_currency`),
	CONSTRAINT "exchange_rate_positive" CHECK(rate > 0)
);
