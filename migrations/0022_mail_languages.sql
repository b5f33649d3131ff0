ALTER TABLE `membership_applications` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `rsvps` ADD `language` text DEFAULT 'en' NOT NULL;