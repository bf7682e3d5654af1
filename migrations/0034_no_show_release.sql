-- A release is the lounge's own act and a kiosk's check-in a device's: staff_actions.actor_id may be null
-- (rebuilt, as SQLite cannot drop a NOT NULL). bookings.released_at marks what the lounge released.
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
ALTER TABLE `bookings` ADD `released_at` text;