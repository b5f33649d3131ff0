ALTER TABLE `members` ADD `last_active_at` text;--> statement-breakpoint
ALTER TABLE `members` ADD `inactivity_warned_at` text;