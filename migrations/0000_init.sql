CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`path` text,
	`user_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_events_name_created_idx` ON `analytics_events` (`name`,`created_at`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bay_number` text NOT NULL,
	`booking_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`guest_count` integer DEFAULT 1 NOT NULL,
	`guest_fee` integer DEFAULT 0 NOT NULL,
	`stripe_payment_intent_id` text,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`hold_expires_at` text,
	`notes` text,
	`cancelled_at` text,
	`cancel_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bookings_status_check" CHECK("bookings"."status" IN ('held', 'confirmed', 'cancelled', 'completed', 'checked_in', 'no_show', 'expired')),
	CONSTRAINT "bookings_date_check" CHECK("bookings"."booking_date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "bookings_start_check" CHECK("bookings"."start_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "bookings_end_check" CHECK("bookings"."end_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z' AND "bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_guest_count_check" CHECK("bookings"."guest_count" BETWEEN 1 AND 5),
	CONSTRAINT "bookings_guest_fee_check" CHECK("bookings"."guest_fee" >= 0),
	CONSTRAINT "bookings_hold_check" CHECK("bookings"."hold_expires_at" IS NULL OR "bookings"."hold_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `bookings_bay_start_idx` ON `bookings` (`bay_number`,`start_time`);--> statement-breakpoint
CREATE INDEX `bookings_user_start_idx` ON `bookings` (`user_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `bookings_date_idx` ON `bookings` (`booking_date`);--> statement-breakpoint
CREATE TABLE `contact_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`inquiry_type` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `event_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`event_type` text NOT NULL,
	`phone` text,
	`event_date` text,
	`guest_count` text,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `guest_passes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`guest_count` integer NOT NULL,
	`billing_month` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "guest_passes_count_check" CHECK("guest_passes"."guest_count" > 0)
);
--> statement-breakpoint
CREATE INDEX `guest_passes_user_month_idx` ON `guest_passes` (`user_id`,`billing_month`);--> statement-breakpoint
CREATE INDEX `guest_passes_booking_idx` ON `guest_passes` (`booking_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` text NOT NULL,
	CONSTRAINT "sessions_expire_check" CHECK("sessions"."expire" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `tour_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`preferred_date` text NOT NULL,
	`preferred_time` text NOT NULL,
	`party_size` integer DEFAULT 1 NOT NULL,
	`special_requests` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`confirmed_date` text,
	`confirmed_time` text,
	`notes` text,
	`created_at` text NOT NULL,
	CONSTRAINT "tour_bookings_status_check" CHECK("tour_bookings"."status" IN ('scheduled', 'confirmed', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`profile_image_url` text,
	`role` text DEFAULT 'member' NOT NULL,
	`membership_type` text,
	`membership_status` text DEFAULT 'inactive' NOT NULL,
	`membership_expires_at` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`auth_provider` text DEFAULT 'email' NOT NULL,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" IN ('member', 'staff', 'admin')),
	CONSTRAINT "users_membership_type_check" CHECK("users"."membership_type" IS NULL OR "users"."membership_type" IN ('general', 'vip')),
	CONSTRAINT "users_membership_status_check" CHECK("users"."membership_status" IN ('pending', 'intro', 'monthly', 'inactive')),
	CONSTRAINT "users_expires_check" CHECK("users"."membership_expires_at" IS NULL OR "users"."membership_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "users_created_check" CHECK("users"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));