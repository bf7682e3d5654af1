CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`calendar` text,
	`dedupe_key` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`lease_until` text,
	`last_error` text,
	`sent_at` text,
	`created_at` text NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK("outbox_messages"."status" IN ('queued', 'sending', 'sent', 'failed', 'logged')),
	CONSTRAINT "outbox_next_check" CHECK("outbox_messages"."next_attempt_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_unique` ON `outbox_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbox_status_next_idx` ON `outbox_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "password_resets_expires_check" CHECK("password_resets"."expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`bay_number` text,
	`guest_count` integer DEFAULT 1 NOT NULL,
	`notes` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offer_expires_at` text,
	`hold_booking_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`hold_booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "waitlist_status_check" CHECK("waitlist_entries"."status" IN ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'expired')),
	CONSTRAINT "waitlist_start_check" CHECK("waitlist_entries"."start_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "waitlist_end_check" CHECK("waitlist_entries"."end_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z' AND "waitlist_entries"."end_time" > "waitlist_entries"."start_time"),
	CONSTRAINT "waitlist_offer_check" CHECK("waitlist_entries"."offer_expires_at" IS NULL OR "waitlist_entries"."offer_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "waitlist_guest_count_check" CHECK("waitlist_entries"."guest_count" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `waitlist_status_created_idx` ON `waitlist_entries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_user_idx` ON `waitlist_entries` (`user_id`,`status`);