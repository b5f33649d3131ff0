CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `member_import_errors` (
	`id` text PRIMARY KEY NOT NULL,
	`import_id` text NOT NULL,
	`line` integer NOT NULL,
	`email` text,
	`reason` text NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `member_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_import_errors_import_idx` ON `member_import_errors` (`import_id`,`line`);--> statement-breakpoint
CREATE TABLE `member_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_user_id` text,
	`admin_name` text NOT NULL,
	`file_name` text NOT NULL,
	`file_size_bytes` integer NOT NULL,
	`encoding` text,
	`delimiter` text,
	`duplicate_mode` text DEFAULT 'skip' NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`total_rows` integer DEFAULT 0 NOT NULL,
	`processed_rows` integer DEFAULT 0 NOT NULL,
	`created_count` integer DEFAULT 0 NOT NULL,
	`updated_count` integer DEFAULT 0 NOT NULL,
	`skipped_count` integer DEFAULT 0 NOT NULL,
	`failed_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`admin_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `member_imports_created_idx` ON `member_imports` (`created_at`);--> statement-breakpoint
CREATE TABLE `welcome_emails` (
	`user_id` text PRIMARY KEY NOT NULL,
	`enqueued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `welcome_emails_sent_idx` ON `welcome_emails` (`sent_at`);--> statement-breakpoint
ALTER TABLE `members` ADD `account_status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `suspended_at` text;--> statement-breakpoint
ALTER TABLE `members` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `members` ADD `imported_at` text;--> statement-breakpoint
-- The audit log is append-only: nobody, admins included, can change or remove an entry.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed'); END;
