CREATE TABLE `campaign_recipients` (
	`campaign_id` text NOT NULL,
	`user_id` text NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `user_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`segment` text NOT NULL,
	`channels` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`send_at` text,
	`origin` text NOT NULL,
	`created_by_user_id` text,
	`created_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`started_at` text,
	`finished_at` text,
	`phase` text,
	`cursor` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`pushes` integer DEFAULT 0 NOT NULL,
	`heartbeat_at` text,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_send_idx` ON `campaigns` (`status`,`send_at`);--> statement-breakpoint
CREATE INDEX `campaigns_created_idx` ON `campaigns` (`created_at`);--> statement-breakpoint
CREATE INDEX `consents_campaign_idx` ON `consents` (`campaign_id`) WHERE campaign_id is not null;