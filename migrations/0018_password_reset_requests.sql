CREATE TABLE `password_reset_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_reset_requests_created_idx` ON `password_reset_requests` (`created_at`);