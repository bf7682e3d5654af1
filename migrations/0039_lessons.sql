-- Lessons (docs/lessons.md, docs/decisions/057): lesson types, coaches and the types they teach,
-- lessons, packs and their credits; `bay_blocks.lesson_id`, the bay a lesson holds. The checkout and
-- ledger kinds gain 'lesson' and 'lesson_pack', and users.role gains 'coach': SQLite cannot change a
-- column's CHECK in place, so those three tables are rebuilt with their rows, as 0026 and 0036 did.
-- The unique index on lower(email) is written by hand (drizzle-kit quotes the expression as a
-- column). Two triggers at the end are the backstop behind the service's checks: a coach's live
-- lessons never overlap, and a lesson's bay block never overlaps another block.
CREATE TABLE `coach_lesson_types` (
	`coach_id` text NOT NULL,
	`type_id` text NOT NULL,
	PRIMARY KEY(`coach_id`, `type_id`),
	FOREIGN KEY (`coach_id`) REFERENCES `coaches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`type_id`) REFERENCES `lesson_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `coaches` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`colour` text,
	`user_id` text,
	`weekly_hours` text DEFAULT '[]' NOT NULL,
	`hours_exceptions` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "coaches_hours_json_check" CHECK(json_valid("coaches"."weekly_hours") AND json_valid("coaches"."hours_exceptions"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaches_user_unique` ON `coaches` (`user_id`);--> statement-breakpoint
CREATE TABLE `lesson_credits` (
	`id` text PRIMARY KEY NOT NULL,
	`pack_id` text NOT NULL,
	`status` text DEFAULT 'unused' NOT NULL,
	`lesson_id` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`pack_id`) REFERENCES `lesson_packs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lesson_credits_status_check" CHECK("lesson_credits"."status" IN ('unused', 'used', 'refunded')),
	CONSTRAINT "lesson_credits_used_check" CHECK(("lesson_credits"."status" = 'used') = ("lesson_credits"."lesson_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `lesson_credits_pack_idx` ON `lesson_credits` (`pack_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `lesson_credits_lesson_unique` ON `lesson_credits` (`lesson_id`);--> statement-breakpoint
CREATE TABLE `lesson_packs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type_id` text NOT NULL,
	`size` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`checkout_session_id` text NOT NULL,
	`expires_on` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`type_id`) REFERENCES `lesson_types`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lesson_packs_size_check" CHECK("lesson_packs"."size" IN (5, 10)),
	CONSTRAINT "lesson_packs_expires_check" CHECK("lesson_packs"."expires_on" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lesson_packs_checkout_unique` ON `lesson_packs` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `lesson_packs_user_idx` ON `lesson_packs` (`user_id`);--> statement-breakpoint
CREATE TABLE `lesson_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`minutes` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`needs_bay` integer DEFAULT true NOT NULL,
	`bookable_by` text DEFAULT 'everyone' NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "lesson_types_minutes_check" CHECK("lesson_types"."minutes" IN (30, 45, 60, 90)),
	CONSTRAINT "lesson_types_price_check" CHECK("lesson_types"."price_cents" >= 0),
	CONSTRAINT "lesson_types_bookable_check" CHECK("lesson_types"."bookable_by" IN ('members', 'everyone'))
);
--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` text PRIMARY KEY NOT NULL,
	`type_id` text NOT NULL,
	`coach_id` text NOT NULL,
	`user_id` text NOT NULL,
	`lesson_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`bay_number` text,
	`status` text NOT NULL,
	`price_cents` integer NOT NULL,
	`paid_with` text,
	`checkout_session_id` text,
	`hold_expires_at` text,
	`cancelled_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`type_id`) REFERENCES `lesson_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`coach_id`) REFERENCES `coaches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lessons_status_check" CHECK("lessons"."status" IN ('unpaid', 'booked', 'cancelled')),
	CONSTRAINT "lessons_paid_with_check" CHECK("lessons"."paid_with" IS NULL OR "lessons"."paid_with" IN ('card', 'credit')),
	CONSTRAINT "lessons_date_check" CHECK("lessons"."lesson_date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "lessons_start_check" CHECK("lessons"."start_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "lessons_end_check" CHECK("lessons"."end_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z' AND "lessons"."end_time" > "lessons"."start_time"),
	CONSTRAINT "lessons_hold_check" CHECK("lessons"."hold_expires_at" IS NULL OR "lessons"."hold_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "lessons_price_check" CHECK("lessons"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `lessons_coach_start_idx` ON `lessons` (`coach_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `lessons_user_start_idx` ON `lessons` (`user_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `lessons_date_idx` ON `lessons` (`lesson_date`);--> statement-breakpoint
CREATE INDEX `lessons_checkout_idx` ON `lessons` (`checkout_session_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`email` text,
	`plan` text,
	`flow` text,
	`booking_id` text,
	`event_quote_id` text,
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
	CONSTRAINT "checkout_sessions_kind_check" CHECK("__new_checkout_sessions"."kind" IN ('membership', 'guest_fee', 'entry_fee', 'event_deposit', 'event_balance', 'lesson', 'lesson_pack')),
	CONSTRAINT "checkout_sessions_status_check" CHECK("__new_checkout_sessions"."status" IN ('open', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
INSERT INTO `__new_checkout_sessions`("id", "kind", "user_id", "email", "plan", "flow", "booking_id", "event_quote_id", "amount_cents", "pending_players", "pending_pass_guests", "pending_paid_guests", "status", "new_account", "fulfilled_at", "created_at", "expires_at") SELECT "id", "kind", "user_id", "email", "plan", "flow", "booking_id", "event_quote_id", "amount_cents", "pending_players", "pending_pass_guests", "pending_paid_guests", "status", "new_account", "fulfilled_at", "created_at", "expires_at" FROM `checkout_sessions`;--> statement-breakpoint
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
	`event_quote_id` text,
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
	CONSTRAINT "ledger_kind_check" CHECK("__new_ledger_entries"."kind" IN ('membership', 'guest_fee', 'entry_fee', 'refund', 'desk', 'event_deposit', 'event_balance', 'lesson', 'lesson_pack')),
	CONSTRAINT "ledger_status_check" CHECK("__new_ledger_entries"."status" IN ('paid', 'partially_refunded', 'refunded', 'pending', 'failed')),
	CONSTRAINT "ledger_method_check" CHECK("__new_ledger_entries"."method" IS NULL OR "__new_ledger_entries"."method" IN ('cash', 'card', 'invoice')),
	CONSTRAINT "ledger_sign_check" CHECK(("__new_ledger_entries"."kind" = 'refund' AND "__new_ledger_entries"."amount_cents" < 0) OR ("__new_ledger_entries"."kind" <> 'refund' AND "__new_ledger_entries"."amount_cents" >= 0)),
	CONSTRAINT "ledger_created_check" CHECK("__new_ledger_entries"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "kind", "amount_cents", "status", "description", "user_id", "booking_id", "refund_of", "method", "event_quote_id", "gateway_ref", "checkout_session_id", "payment_intent_id", "invoice_id", "recorded_by", "reason", "idempotency_key", "cancels_booking", "created_at", "updated_at") SELECT "id", "kind", "amount_cents", "status", "description", "user_id", "booking_id", "refund_of", "method", "event_quote_id", "gateway_ref", "checkout_session_id", "payment_intent_id", "invoice_id", "recorded_by", "reason", "idempotency_key", "cancels_booking", "created_at", "updated_at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_gateway_ref_unique` ON `ledger_entries` (`gateway_ref`);--> statement-breakpoint
CREATE INDEX `ledger_user_created_idx` ON `ledger_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_booking_idx` ON `ledger_entries` (`booking_id`);--> statement-breakpoint
CREATE INDEX `ledger_refund_of_idx` ON `ledger_entries` (`refund_of`);--> statement-breakpoint
CREATE INDEX `ledger_recorded_by_idx` ON `ledger_entries` (`recorded_by`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_kind_status_created_idx` ON `ledger_entries` (`kind`,`status`,`created_at`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `ledger_first_membership_idx` ON `ledger_entries` (`user_id`,`created_at`) WHERE "ledger_entries"."kind" = 'membership';--> statement-breakpoint
CREATE INDEX `ledger_event_quote_idx` ON `ledger_entries` (`event_quote_id`);--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`profile_image_url` text,
	`role` text DEFAULT 'member' NOT NULL,
	`membership_type` text,
	`membership_status` text DEFAULT 'inactive' NOT NULL,
	`membership_expires_at` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`pending_membership_type` text,
	`pending_change_at` text,
	`auth_provider` text DEFAULT 'email' NOT NULL,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`email_reminders` integer DEFAULT true NOT NULL,
	`deleted_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "users_role_check" CHECK("__new_users"."role" IN ('member', 'staff', 'manager', 'admin', 'coach')),
	CONSTRAINT "users_membership_type_check" CHECK("__new_users"."membership_type" IS NULL OR "__new_users"."membership_type" IN ('general', 'vip')),
	CONSTRAINT "users_membership_status_check" CHECK("__new_users"."membership_status" IN ('pending', 'intro', 'monthly', 'inactive')),
	CONSTRAINT "users_expires_check" CHECK("__new_users"."membership_expires_at" IS NULL OR "__new_users"."membership_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "users_created_check" CHECK("__new_users"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "password_hash", "first_name", "last_name", "phone", "profile_image_url", "role", "membership_type", "membership_status", "membership_expires_at", "stripe_customer_id", "stripe_subscription_id", "pending_membership_type", "pending_change_at", "auth_provider", "is_email_verified", "email_reminders", "deleted_at", "created_at", "updated_at") SELECT "id", "email", "password_hash", "first_name", "last_name", "phone", "profile_image_url", "role", "membership_type", "membership_status", "membership_expires_at", "stripe_customer_id", "stripe_subscription_id", "pending_membership_type", "pending_change_at", "auth_provider", "is_email_verified", "email_reminders", "deleted_at", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
ALTER TABLE `bay_blocks` ADD `lesson_id` text;--> statement-breakpoint
CREATE INDEX `bay_blocks_lesson_idx` ON `bay_blocks` (`lesson_id`);
--> statement-breakpoint
CREATE TRIGGER `lessons_no_coach_overlap_insert`
BEFORE INSERT ON `lessons`
WHEN NEW.`status` IN ('unpaid', 'booked')
BEGIN
  SELECT RAISE(ABORT, 'coach_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `lessons` AS l
    WHERE l.`coach_id` = NEW.`coach_id`
      AND l.`status` IN ('unpaid', 'booked')
      AND l.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < l.`end_time`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bay_blocks_lesson_no_overlap_insert`
BEFORE INSERT ON `bay_blocks`
WHEN NEW.`lesson_id` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'lesson_bay_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bay_blocks` AS k
    WHERE k.`bay_number` = NEW.`bay_number`
      AND k.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < k.`end_time`
  );
END;
