-- Issue 33: one open report per reporter and reported member. Open duplicates made before this are
-- closed (dismissed, kept for the record), the oldest stays open, so the unique index can be built.
UPDATE `message_reports` SET `status` = 'dismissed' WHERE `status` = 'open' AND EXISTS (SELECT 1 FROM `message_reports` AS `older` WHERE `older`.`reporter_id` = `message_reports`.`reporter_id` AND `older`.`reported_id` = `message_reports`.`reported_id` AND `older`.`status` = 'open' AND (`older`.`created_at` < `message_reports`.`created_at` OR (`older`.`created_at` = `message_reports`.`created_at` AND `older`.`id` < `message_reports`.`id`)));
--> statement-breakpoint
CREATE UNIQUE INDEX `message_reports_one_open_per_pair` ON `message_reports` (`reporter_id`,`reported_id`) WHERE status = 'open';
