PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_competition_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`competition_id` text NOT NULL,
	`user_id` text,
	`guest_name` text,
	`status` text NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`checkout_session_id` text,
	`hold_expires_at` text,
	`added_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "competition_entries_status_check" CHECK("__new_competition_entries"."status" IN ('unpaid', 'entered', 'waiting', 'withdrawn', 'lapsed')),
	CONSTRAINT "competition_entries_fee_check" CHECK("__new_competition_entries"."fee_cents" >= 0),
	CONSTRAINT "competition_entries_hold_check" CHECK("__new_competition_entries"."hold_expires_at" IS NULL OR "__new_competition_entries"."hold_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "competition_entries_who_check" CHECK(("__new_competition_entries"."user_id" IS NULL) <> ("__new_competition_entries"."guest_name" IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_competition_entries`("id", "competition_id", "user_id", "guest_name", "status", "fee_cents", "checkout_session_id", "hold_expires_at", "added_by", "created_at", "updated_at") SELECT "id", "competition_id", "user_id", NULL, "status", "fee_cents", "checkout_session_id", "hold_expires_at", "added_by", "created_at", "updated_at" FROM `competition_entries`;--> statement-breakpoint
DROP TABLE `competition_entries`;--> statement-breakpoint
ALTER TABLE `__new_competition_entries` RENAME TO `competition_entries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `competition_entries_competition_idx` ON `competition_entries` (`competition_id`,`status`);--> statement-breakpoint
CREATE INDEX `competition_entries_user_idx` ON `competition_entries` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_live_unique` ON `competition_entries` (`competition_id`,`user_id`) WHERE status IN ('unpaid', 'entered', 'waiting');--> statement-breakpoint
ALTER TABLE `competitions` ADD `event_quote_id` text REFERENCES event_quotes(id);--> statement-breakpoint
CREATE UNIQUE INDEX `competitions_event_quote_unique` ON `competitions` (`event_quote_id`);