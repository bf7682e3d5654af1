CREATE TABLE `staff_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_actions_target_idx` ON `staff_actions` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `staff_actions_created_idx` ON `staff_actions` (`created_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `limit_override` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_inquiries` ADD `handled_at` text;--> statement-breakpoint
ALTER TABLE `contact_inquiries` ADD `handled_by` text;--> statement-breakpoint
ALTER TABLE `contact_inquiries` ADD `notes` text;--> statement-breakpoint
ALTER TABLE `event_inquiries` ADD `handled_at` text;--> statement-breakpoint
ALTER TABLE `event_inquiries` ADD `handled_by` text;--> statement-breakpoint
ALTER TABLE `event_inquiries` ADD `notes` text;