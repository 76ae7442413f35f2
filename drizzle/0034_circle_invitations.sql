-- Circles, part three: invitations. An owner invites users or emails to a free period; accepting
-- makes a trial membership, and the renewal round turns an ended trial paid or lets it lapse.
CREATE TABLE `circle_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`circle_id` integer NOT NULL,
	`inviter_id` integer NOT NULL,
	`invitee_id` integer,
	`email` text,
	`free_period` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`sent_at` integer NOT NULL,
	`accepted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`circle_id`) REFERENCES `circles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invitee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `circle_invitations_pending_user_unique` ON `circle_invitations` (`circle_id`,`invitee_id`) WHERE "circle_invitations"."state" = 'pending' AND "circle_invitations"."invitee_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `circle_invitations_pending_email_unique` ON `circle_invitations` (`circle_id`,`email`) WHERE "circle_invitations"."state" = 'pending' AND "circle_invitations"."invitee_id" IS NULL;--> statement-breakpoint
CREATE INDEX `circle_invitations_circle_state_idx` ON `circle_invitations` (`circle_id`,`state`,`sent_at`);--> statement-breakpoint
CREATE INDEX `circle_invitations_invitee_idx` ON `circle_invitations` (`invitee_id`);--> statement-breakpoint
CREATE INDEX `circle_invitations_email_idx` ON `circle_invitations` (`email`);