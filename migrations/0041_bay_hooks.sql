CREATE TABLE `bay_hook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`bay_number` text NOT NULL,
	`event` text NOT NULL,
	`booking_id` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`lease_until` text,
	`expires_at` text NOT NULL,
	`last_error` text,
	`sent_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bay_hook_events_event_check" CHECK("bay_hook_events"."event" IN ('start', 'warn', 'extend', 'end')),
	CONSTRAINT "bay_hook_events_status_check" CHECK("bay_hook_events"."status" IN ('queued', 'sending', 'sent', 'expired')),
	CONSTRAINT "bay_hook_events_next_check" CHECK("bay_hook_events"."next_attempt_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "bay_hook_events_expires_check" CHECK("bay_hook_events"."expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "bay_hook_events_sent_check" CHECK("bay_hook_events"."sent_at" IS NULL OR "bay_hook_events"."sent_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bay_hook_events_dedupe_unique` ON `bay_hook_events` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `bay_hook_events_status_next_idx` ON `bay_hook_events` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `bay_hook_events_booking_idx` ON `bay_hook_events` (`booking_id`);