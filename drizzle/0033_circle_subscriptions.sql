-- Circles, part two: wallet subscriptions. A membership keeps the price it was bought at, how
-- it is paid, the end of its paid month (or trial) and whether it ends there (unsubscribed).
ALTER TABLE `circle_members` ADD `price_id` integer REFERENCES circle_prices(id);--> statement-breakpoint
ALTER TABLE `circle_members` ADD `method` text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE `circle_members` ADD `period_end` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `circle_members` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `circle_members` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `circle_members_due_idx` ON `circle_members` (`period_end`) WHERE "circle_members"."state" IN ('active', 'past_due');--> statement-breakpoint
-- Members written before subscriptions (the demo's): at the circle's price, their month counted
-- from now, so the renewal job does not charge a year of months the day it starts.
UPDATE `circle_members` SET
  `price_id` = (SELECT `id` FROM `circle_prices` WHERE `circle_prices`.`circle_id` = `circle_members`.`circle_id`),
  `period_end` = CAST(unixepoch('subsec') * 1000 AS integer) + 2592000000,
  `updated_at` = `created_at`;
