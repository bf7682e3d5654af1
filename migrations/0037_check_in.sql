-- Check-in (docs/decisions/053). A release is the lounge's own act and a kiosk's check-in a device's:
-- staff_actions.actor_id may be null (rebuilt, as SQLite cannot drop a NOT NULL). bookings.released_at
-- marks what the lounge released, bookings.checked_in_kiosk_id where a member checked in; booking_passes
-- holds each booking's check-in code, kiosks the paired tablets (hashes of their codes and tokens only).
CREATE TABLE `booking_passes` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "booking_passes_code_check" CHECK("booking_passes"."code" GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_passes_open_code_unique` ON `booking_passes` (`code`) WHERE "booking_passes"."open" = 1;--> statement-breakpoint
CREATE TABLE `kiosks` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`pairing_code_hash` text,
	`pairing_expires_at` text,
	`token_hash` text,
	`paired_at` text,
	`revoked_at` text,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_token_hash_unique` ON `kiosks` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_pairing_code_hash_unique` ON `kiosks` (`pairing_code_hash`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_staff_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_staff_actions`("id", "actor_id", "action", "target_type", "target_id", "details", "created_at") SELECT "id", "actor_id", "action", "target_type", "target_id", "details", "created_at" FROM `staff_actions`;--> statement-breakpoint
DROP TABLE `staff_actions`;--> statement-breakpoint
ALTER TABLE `__new_staff_actions` RENAME TO `staff_actions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `staff_actions_target_idx` ON `staff_actions` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `staff_actions_created_idx` ON `staff_actions` (`created_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `released_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `checked_in_kiosk_id` text;