CREATE TABLE `push_kinds_off` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`actor_user_id` text,
	`link` text,
	`data` text DEFAULT '{}' NOT NULL,
	`queued_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `push_outbox_queued_idx` ON `push_outbox` (`queued_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
-- Web Push fan-out, in one place for every bell notice that also goes to phones: a connection request,
-- a mention, and RSVP notices about a waitlist promotion or an event's change or cancellation (the same
-- test as noticeMayPush in worker/domain/push/fanout.ts). Whoever writes the notice (any use-case, any
-- batch) writes the push with it, only for members with a device turned on. The consumer (worker/domain/push/deliver.ts) decides the kind, honours the member's switches and
-- drops RSVP notices phones are not told about. Same id as the notice: a notice written once pushes once.
CREATE TRIGGER `notifications_push_fanout` AFTER INSERT ON `notifications`
WHEN (NEW.`kind` IN ('connection_request', 'mention')
    OR (NEW.`kind` = 'rsvp' AND json_extract(NEW.`data`, '$.status') IN ('promoted', 'changed', 'cancelled')))
  AND EXISTS (SELECT 1 FROM `push_subscriptions` s WHERE s.`user_id` = NEW.`user_id`)
BEGIN
  INSERT OR IGNORE INTO `push_outbox` (`id`, `user_id`, `source`, `actor_user_id`, `link`, `data`, `created_at`)
  VALUES (NEW.`id`, NEW.`user_id`, NEW.`kind`, NEW.`actor_user_id`, NEW.`link`, NEW.`data`, NEW.`created_at`);
END;
