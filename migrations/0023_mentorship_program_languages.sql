ALTER TABLE `mentorship_programs` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `title_ur` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `duration_ar` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `duration_ur` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `format_ar` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `format_ur` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `description_ur` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `features_ar` text;--> statement-breakpoint
ALTER TABLE `mentorship_programs` ADD `features_ur` text;