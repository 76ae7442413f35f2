-- Each user name's confusable skeleton (lib/text/user-name.ts, userNameSkeleton: Unicode TS #39's
-- skeleton, lower-cased, skeleton again), held by one account at a time, so a name that reads as
-- another's ("aIice" beside "alice", "g00gle" beside "google") is refused by a unique index even
-- when two accounts ask at once. Names are [A-Za-z0-9_], whose confusables.txt entries are I → l,
-- 1 → l, 0 → O and m → rn: the skeleton is those replacements, lower case, then m → rn again
-- (the m an M became). Triggers keep it with every name written, so no write path forgets it.
ALTER TABLE `users` ADD `user_name_skeleton` text;--> statement-breakpoint
UPDATE `users` SET `user_name_skeleton` =
  replace(lower(replace(replace(replace(`user_name`, 'I', 'l'), '1', 'l'), '0', 'O')), 'm', 'rn');--> statement-breakpoint
-- Accounts whose names already read as an older account's keep them; the oldest holds the skeleton.
UPDATE `users` SET `user_name_skeleton` = NULL
  WHERE `user_name_skeleton` IS NOT NULL AND `id` NOT IN (
    SELECT min(`id`) FROM `users` WHERE `user_name_skeleton` IS NOT NULL GROUP BY `user_name_skeleton`
  );--> statement-breakpoint
CREATE UNIQUE INDEX `users_user_name_skeleton_unique` ON `users` (`user_name_skeleton`);--> statement-breakpoint
CREATE TRIGGER `users_user_name_skeleton_insert` AFTER INSERT ON `users` WHEN NEW.`user_name` IS NOT NULL
BEGIN
  UPDATE `users` SET `user_name_skeleton` =
    replace(lower(replace(replace(replace(NEW.`user_name`, 'I', 'l'), '1', 'l'), '0', 'O')), 'm', 'rn')
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `users_user_name_skeleton_update` AFTER UPDATE OF `user_name` ON `users`
BEGIN
  UPDATE `users` SET `user_name_skeleton` =
    replace(lower(replace(replace(replace(NEW.`user_name`, 'I', 'l'), '1', 'l'), '0', 'O')), 'm', 'rn')
  WHERE `id` = NEW.`id`;
END;
