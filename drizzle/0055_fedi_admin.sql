ALTER TABLE `federation_dead_letters` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `federation_dead_letters` ADD `resolution` text;--> statement-breakpoint
ALTER TABLE `federation_dead_letters` ADD `resolved_by` integer REFERENCES users(id);