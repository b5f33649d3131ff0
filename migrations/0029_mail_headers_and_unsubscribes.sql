ALTER TABLE `consents` ADD `campaign_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;