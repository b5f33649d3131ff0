-- Support tools (issue 34). /admin/outbox pages through all mail newest first and finds an address by
-- its start case-insensitively; the audit log keeps the name of the thing an entry changed (never a
-- member's: erasure must leave no name behind) and filters by admin.
ALTER TABLE `audit_log` ADD `target_name` text;--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `email_outbox_to_lower_idx` ON `email_outbox` (lower("to"),`created_at`);--> statement-breakpoint
-- The one change the log allows (an erased actor's name to 'Former member') now also keeps target_name.
DROP TRIGGER `audit_log_no_update`;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (NEW.`actor_name` = 'Former member'
  AND NEW.`id` IS OLD.`id` AND NEW.`actor_user_id` IS OLD.`actor_user_id` AND NEW.`action` IS OLD.`action`
  AND NEW.`target_type` IS OLD.`target_type` AND NEW.`target_id` IS OLD.`target_id`
  AND NEW.`target_name` IS OLD.`target_name`
  AND NEW.`before` IS OLD.`before` AND NEW.`after` IS OLD.`after` AND NEW.`created_at` IS OLD.`created_at`)
BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed'); END;
