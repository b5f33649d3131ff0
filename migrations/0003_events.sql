CREATE TABLE `event_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`event_name` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`uploader_user_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`caption` text,
	`reviewed_at` text,
	`reviewed_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`uploader_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_photos_r2_key_unique` ON `event_photos` (`r2_key`);--> statement-breakpoint
CREATE INDEX `event_photos_status_idx` ON `event_photos` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `event_stewards` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rsvps` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`linkedin` text,
	`profession` text NOT NULL,
	`company` text NOT NULL,
	`expectations` text,
	`status` text NOT NULL,
	`queued_at` integer NOT NULL,
	`ticket_code` text NOT NULL,
	`cancel_token` text NOT NULL,
	`confirmed_at` text,
	`cancelled_at` text,
	`checked_in_at` text,
	`checked_in_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rsvps_ticket_code_unique` ON `rsvps` (`ticket_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `rsvps_cancel_token_unique` ON `rsvps` (`cancel_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `rsvps_event_email_unique` ON `rsvps` (`event_id`,`email`);--> statement-breakpoint
CREATE INDEX `rsvps_event_status_idx` ON `rsvps` (`event_id`,`status`,`queued_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;