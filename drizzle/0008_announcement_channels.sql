CREATE TABLE `announcement_channels` (
	`announcement_id` integer NOT NULL,
	`channel_id` integer NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`announcement_id`, `channel_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `announcement_channels_channel_idx` ON `announcement_channels` (`channel_id`,`visible`);