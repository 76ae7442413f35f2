-- Circles paid by card (issue 34): a customer per person at the processor, a Price per circle price,
-- the membership's subscription id at the processor, and the local processor's own subscriptions.
CREATE TABLE `processor_circle_prices` (
	`price_id` integer NOT NULL,
	`provider` text NOT NULL,
	`processor_price_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`price_id`, `provider`),
	FOREIGN KEY (`price_id`) REFERENCES `circle_prices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `local_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer` text NOT NULL,
	`price` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`card` text,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`latest_intent` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_subscriptions_idempotency_unique` ON `local_subscriptions` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `processor_customers` (
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `provider`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `circle_members` ADD `processor_subscription_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `circle_members_processor_subscription_unique` ON `circle_members` (`processor_subscription_id`);