-- Issue 34 reports: partner checks on /verify, counted per Riyadh day and partner (verify_checks), and
-- covering indexes for the report queries (worker/domain/insights/; docs/decisions/0007).
CREATE TABLE `verify_checks` (
	`day` text NOT NULL,
	`partner_id` text,
	`count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partner_discounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verify_checks_day_partner_unique` ON `verify_checks` (`day`,`partner_id`);--> statement-breakpoint
DROP INDEX `members_valid_until_idx`;--> statement-breakpoint
CREATE INDEX `members_user_city_idx` ON `members` (`user_id`,`location`);--> statement-breakpoint
CREATE INDEX `members_joined_tier_city_idx` ON `members` (`created_at`,`membership_tier`,`location`);--> statement-breakpoint
CREATE INDEX `members_valid_until_idx` ON `members` (`membership_valid_until`,`membership_tier`,`location`,`account_status`);--> statement-breakpoint
CREATE INDEX `payments_paid_at_idx` ON `payments` (`status`,`paid_at`,`tier`,`amount_halalas`,`user_id`);--> statement-breakpoint
CREATE INDEX `payments_valid_until_idx` ON `payments` (`status`,`valid_until`,`user_id`);--> statement-breakpoint
CREATE INDEX `payments_user_paid_idx` ON `payments` (`user_id`,`status`,`valid_until`);--> statement-breakpoint
CREATE INDEX `rsvps_event_checked_in_idx` ON `rsvps` (`event_id`,`status`,`checked_in_at`);