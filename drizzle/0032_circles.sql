-- Circles, part one: a circle's price moves to its own table (kept, with its state, for the
-- subscriptions to come), circles gain updated_at (a rebuild: SQLite adds no column with an
-- expression default), one *active* circle per owner instead of one ever, and follows.
-- D1 ignores `PRAGMA foreign_keys=OFF` (drizzle-kit's rebuild): dropping `circles` under
-- circle_members' rows failed (FOREIGN KEY constraint failed, tried on the seeded demo data);
-- deferred, the keys are checked at the end, against the rebuilt table.
CREATE TABLE `circle_follows` (
	`user_id` integer NOT NULL,
	`circle_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `circle_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`circle_id`) REFERENCES `circles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `circle_follows_circle_created_idx` ON `circle_follows` (`circle_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `circle_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`circle_id` integer NOT NULL,
	`amount` real NOT NULL,
	`currency` text NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`circle_id`) REFERENCES `circles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `circle_prices_circle_unique` ON `circle_prices` (`circle_id`);--> statement-breakpoint
INSERT INTO `circle_prices`("circle_id", "amount", "currency", "created_at", "updated_at") SELECT "id", "price_amount", "price_currency", "created_at", "created_at" FROM `circles` WHERE "price_amount" IS NOT NULL AND "price_currency" IS NOT NULL;--> statement-breakpoint
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_circles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`description` text,
	`avatar` text,
	`cover` text,
	`state` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_circles`("id", "owner_id", "name", "display_name", "description", "avatar", "cover", "state", "created_at", "updated_at") SELECT "id", "owner_id", "name", "display_name", "description", "avatar", "cover", "state", "created_at", "created_at" FROM `circles`;--> statement-breakpoint
DROP TABLE `circles`;--> statement-breakpoint
ALTER TABLE `__new_circles` RENAME TO `circles`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `circles_name_unique` ON `circles` (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX `circles_owner_active_unique` ON `circles` (`owner_id`) WHERE "circles"."state" = 'active';