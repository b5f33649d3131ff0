CREATE TABLE `connection_requests` (
	`requester_user_id` text NOT NULL,
	`addressee_user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`requester_user_id`, `addressee_user_id`),
	FOREIGN KEY (`requester_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`addressee_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `connection_requests_addressee_idx` ON `connection_requests` (`addressee_user_id`,`created_at`);