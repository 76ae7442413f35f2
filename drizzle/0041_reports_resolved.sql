ALTER TABLE `reports` ADD `resolved_at` integer;--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`target_type`,`target_id`,`id`);