CREATE TABLE `business_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_reviews_one_per_member` ON `business_reviews` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `business_reviews_business_idx` ON `business_reviews` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`privacy_consent_at` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `featured_content` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`url` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `help_articles` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `help_articles_slug_unique` ON `help_articles` (`slug`);--> statement-breakpoint
CREATE INDEX `help_articles_language_idx` ON `help_articles` (`language`,`category`);--> statement-breakpoint
CREATE TABLE `forum_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`author_name` text NOT NULL,
	`author_user_id` text,
	`body` text NOT NULL,
	`removed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_replies_thread_idx` ON `forum_replies` (`thread_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `saved_jobs` (
	`user_id` text NOT NULL,
	`job_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `job_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mentorship_programs` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`duration` text NOT NULL,
	`format` text NOT NULL,
	`description` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mentorship_programs_slug_unique` ON `mentorship_programs` (`slug`);--> statement-breakpoint
CREATE TABLE `mentorship_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`mentor_id` text NOT NULL,
	`user_id` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`preferred_date` text,
	`status` text DEFAULT 'requested' NOT NULL,
	`response_note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentorship_requests_mentor_idx` ON `mentorship_requests` (`mentor_id`,`status`);--> statement-breakpoint
CREATE INDEX `mentorship_requests_user_idx` ON `mentorship_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tender_alerts` (
	`user_id` text NOT NULL,
	`category` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `category`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tender_alerts_category_idx` ON `tender_alerts` (`category`);--> statement-breakpoint
CREATE TABLE `tender_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`tender_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`r2_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`tender_id`) REFERENCES `tenders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tender_documents_r2_key_unique` ON `tender_documents` (`r2_key`);--> statement-breakpoint
CREATE INDEX `tender_documents_tender_idx` ON `tender_documents` (`tender_id`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `contact_email` text;--> statement-breakpoint
ALTER TABLE `businesses` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `businesses` ADD `status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `owner_user_id` text REFERENCES user(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `businesses` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `businesses` ADD `reviewed_at` text;--> statement-breakpoint
ALTER TABLE `mentors` ADD `bio` text;--> statement-breakpoint
ALTER TABLE `mentors` ADD `email` text;--> statement-breakpoint
ALTER TABLE `mentors` ADD `user_id` text REFERENCES user(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `mentors` ADD `is_active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `tenders` ADD `details` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenders` ADD `reference_number` text;--> statement-breakpoint
ALTER TABLE `tenders` ADD `published_at` text;--> statement-breakpoint
ALTER TABLE `tenders` ADD `alerts_sent_at` text;--> statement-breakpoint
-- Tenders that existed before drafts were possible were already public: publish them, without alerts.
UPDATE `tenders` SET `published_at` = `created_at`, `alerts_sent_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `tenders_published_idx` ON `tenders` (`published_at`);--> statement-breakpoint
ALTER TABLE `forum_categories` ADD `is_hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_threads` ADD `author_user_id` text REFERENCES user(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `forum_threads` ADD `removed_at` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `posted_by_user_id` text REFERENCES user(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `jobs` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `reviewed_at` text;