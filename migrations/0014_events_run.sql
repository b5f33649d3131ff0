ALTER TABLE `email_outbox` ADD `template` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `params` text;--> statement-breakpoint
ALTER TABLE `events` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `cancelled_at` text;--> statement-breakpoint
-- Door codes become 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U), typed in any case.
UPDATE `rsvps` SET `ticket_code` = substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (abs(random()) % 30) + 1, 1) WHERE length(`ticket_code`) <> 8;
