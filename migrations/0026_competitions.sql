CREATE TABLE `competition_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`holes` text NOT NULL,
	`playing_handicap` integer NOT NULL,
	`index_at_posting` real,
	`submitted_at` text,
	`attested_by` text,
	`attested_at` text,
	`adjusted_gross` integer,
	`differential` real,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `competition_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entry_id`) REFERENCES `competition_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`attested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "competition_cards_submitted_check" CHECK("competition_cards"."submitted_at" IS NULL OR "competition_cards"."submitted_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "competition_cards_attested_check" CHECK("competition_cards"."attested_at" IS NULL OR "competition_cards"."attested_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_cards_round_entry_unique` ON `competition_cards` (`round_id`,`entry_id`);--> statement-breakpoint
CREATE INDEX `competition_cards_entry_idx` ON `competition_cards` (`entry_id`);--> statement-breakpoint
CREATE TABLE `competition_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`competition_id` text NOT NULL,
	`user_id` text NOT NULL,
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
	CONSTRAINT "competition_entries_status_check" CHECK("competition_entries"."status" IN ('unpaid', 'entered', 'waiting', 'withdrawn', 'lapsed')),
	CONSTRAINT "competition_entries_fee_check" CHECK("competition_entries"."fee_cents" >= 0),
	CONSTRAINT "competition_entries_hold_check" CHECK("competition_entries"."hold_expires_at" IS NULL OR "competition_entries"."hold_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `competition_entries_competition_idx` ON `competition_entries` (`competition_id`,`status`);--> statement-breakpoint
CREATE INDEX `competition_entries_user_idx` ON `competition_entries` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_live_unique` ON `competition_entries` (`competition_id`,`user_id`) WHERE status IN ('unpaid', 'entered', 'waiting');--> statement-breakpoint
CREATE TABLE `competition_moves` (
	`round_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`bay_number` text NOT NULL,
	PRIMARY KEY(`round_id`, `entry_id`),
	FOREIGN KEY (`round_id`) REFERENCES `competition_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entry_id`) REFERENCES `competition_entries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `competition_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`competition_id` text NOT NULL,
	`number` integer NOT NULL,
	`round_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`bays` text NOT NULL,
	`past` integer DEFAULT false NOT NULL,
	`closed_at` text,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "competition_rounds_date_check" CHECK("competition_rounds"."round_date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "competition_rounds_start_check" CHECK("competition_rounds"."start_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "competition_rounds_end_check" CHECK("competition_rounds"."end_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z' AND "competition_rounds"."end_time" > "competition_rounds"."start_time"),
	CONSTRAINT "competition_rounds_closed_check" CHECK("competition_rounds"."closed_at" IS NULL OR "competition_rounds"."closed_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_rounds_number_unique` ON `competition_rounds` (`competition_id`,`number`);--> statement-breakpoint
CREATE TABLE `competitions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`format` text NOT NULL,
	`allowance_percent` integer NOT NULL,
	`eligibility` text NOT NULL,
	`fee_general_cents` integer NOT NULL,
	`fee_vip_cents` integer NOT NULL,
	`field_size` integer NOT NULL,
	`registration_closes_at` text NOT NULL,
	`course` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "competitions_kind_check" CHECK("competitions"."kind" IN ('tournament', 'league')),
	CONSTRAINT "competitions_format_check" CHECK("competitions"."format" IN ('gross', 'net')),
	CONSTRAINT "competitions_eligibility_check" CHECK("competitions"."eligibility" IN ('members', 'vip')),
	CONSTRAINT "competitions_fees_check" CHECK("competitions"."fee_general_cents" >= 0 AND "competitions"."fee_vip_cents" >= 0),
	CONSTRAINT "competitions_field_check" CHECK("competitions"."field_size" >= 2),
	CONSTRAINT "competitions_close_check" CHECK("competitions"."registration_closes_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE TABLE `member_handicaps` (
	`user_id` text PRIMARY KEY NOT NULL,
	`official_index` real,
	`set_by` text,
	`set_at` text,
	`hide_name` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`set_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`email` text,
	`plan` text,
	`flow` text,
	`booking_id` text,
	`amount_cents` integer NOT NULL,
	`pending_players` integer,
	`pending_pass_guests` integer,
	`pending_paid_guests` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`new_account` integer DEFAULT false NOT NULL,
	`fulfilled_at` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "checkout_sessions_kind_check" CHECK("__new_checkout_sessions"."kind" IN ('membership', 'guest_fee', 'entry_fee')),
	CONSTRAINT "checkout_sessions_status_check" CHECK("__new_checkout_sessions"."status" IN ('open', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
INSERT INTO `__new_checkout_sessions`("id", "kind", "user_id", "email", "plan", "flow", "booking_id", "amount_cents", "pending_players", "pending_pass_guests", "pending_paid_guests", "status", "new_account", "fulfilled_at", "created_at", "expires_at") SELECT "id", "kind", "user_id", "email", "plan", "flow", "booking_id", "amount_cents", "pending_players", "pending_pass_guests", "pending_paid_guests", "status", "new_account", "fulfilled_at", "created_at", "expires_at" FROM `checkout_sessions`;--> statement-breakpoint
DROP TABLE `checkout_sessions`;--> statement-breakpoint
ALTER TABLE `__new_checkout_sessions` RENAME TO `checkout_sessions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `checkout_sessions_booking_idx` ON `checkout_sessions` (`booking_id`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_user_idx` ON `checkout_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`description` text NOT NULL,
	`user_id` text,
	`booking_id` text,
	`refund_of` text,
	`method` text,
	`gateway_ref` text,
	`checkout_session_id` text,
	`payment_intent_id` text,
	`invoice_id` text,
	`recorded_by` text,
	`reason` text,
	`idempotency_key` text,
	`cancels_booking` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_kind_check" CHECK("__new_ledger_entries"."kind" IN ('membership', 'guest_fee', 'entry_fee', 'refund', 'desk')),
	CONSTRAINT "ledger_status_check" CHECK("__new_ledger_entries"."status" IN ('paid', 'partially_refunded', 'refunded', 'pending', 'failed')),
	CONSTRAINT "ledger_method_check" CHECK("__new_ledger_entries"."method" IS NULL OR "__new_ledger_entries"."method" IN ('cash', 'card')),
	CONSTRAINT "ledger_sign_check" CHECK(("__new_ledger_entries"."kind" = 'refund' AND "__new_ledger_entries"."amount_cents" < 0) OR ("__new_ledger_entries"."kind" <> 'refund' AND "__new_ledger_entries"."amount_cents" >= 0)),
	CONSTRAINT "ledger_created_check" CHECK("__new_ledger_entries"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "kind", "amount_cents", "status", "description", "user_id", "booking_id", "refund_of", "method", "gateway_ref", "checkout_session_id", "payment_intent_id", "invoice_id", "recorded_by", "reason", "idempotency_key", "cancels_booking", "created_at", "updated_at") SELECT "id", "kind", "amount_cents", "status", "description", "user_id", "booking_id", "refund_of", "method", "gateway_ref", "checkout_session_id", "payment_intent_id", "invoice_id", "recorded_by", "reason", "idempotency_key", "cancels_booking", "created_at", "updated_at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_gateway_ref_unique` ON `ledger_entries` (`gateway_ref`);--> statement-breakpoint
CREATE INDEX `ledger_user_created_idx` ON `ledger_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_booking_idx` ON `ledger_entries` (`booking_id`);--> statement-breakpoint
CREATE INDEX `ledger_refund_of_idx` ON `ledger_entries` (`refund_of`);--> statement-breakpoint
ALTER TABLE `bay_blocks` ADD `competition_round_id` text;--> statement-breakpoint
CREATE INDEX `bay_blocks_round_idx` ON `bay_blocks` (`competition_round_id`);