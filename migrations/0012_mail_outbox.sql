ALTER TABLE `email_outbox` ADD `delivery` text DEFAULT 'send' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_until` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `queued_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `sent_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
-- Rows from before the outbox were only ever written by the local adapter: they are local and done.
UPDATE `email_outbox` SET `delivery` = 'local', `status` = 'sent', `sent_at` = `created_at`;
