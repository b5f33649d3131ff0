ALTER TABLE `sponsorship_packages` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `title_ur` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `duration_ar` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `duration_ur` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `badge_ar` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `badge_ur` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `benefits_ar` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `benefits_ur` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `includes_ar` text;--> statement-breakpoint
ALTER TABLE `sponsorship_packages` ADD `includes_ur` text;