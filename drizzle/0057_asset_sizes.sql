ALTER TABLE `assets` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `assets` ADD `height` integer;