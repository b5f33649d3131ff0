CREATE TABLE `membership_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`city` text NOT NULL,
	`profession` text NOT NULL,
	`company` text,
	`experience` text NOT NULL,
	`membership_type` text NOT NULL,
	`agree_terms_at` text NOT NULL,
	`agree_marketing` integer DEFAULT false NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`review_note` text,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `membership_applications_status_idx` ON `membership_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `sponsorship_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`duration` text NOT NULL,
	`price_halalas` integer NOT NULL,
	`badge` text,
	`benefits` text DEFAULT '[]' NOT NULL,
	`includes` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sponsorship_packages_slug_unique` ON `sponsorship_packages` (`slug`);--> statement-breakpoint
ALTER TABLE `partner_discounts` ADD `is_active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_discounts` ADD `sort_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `membership_valid_until` text;--> statement-breakpoint
ALTER TABLE `members` ADD `membership_since` text;