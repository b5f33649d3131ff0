DROP INDEX `help_articles_slug_unique`;--> statement-breakpoint
-- Versions stored as "<slug>.<language>" while the slug alone had to be unique get their plain slug back.
UPDATE `help_articles` SET `slug` = substr(`slug`, 1, length(`slug`) - 3) WHERE `slug` GLOB '*.[a-z][a-z]';--> statement-breakpoint
CREATE UNIQUE INDEX `help_articles_slug_language_unique` ON `help_articles` (`slug`,`language`);