CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`email` text,
	`plan` text,
	`flow` text,
	`booking_id` text,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`fulfilled_at` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "checkout_sessions_kind_check" CHECK("checkout_sessions"."kind" IN ('membership', 'guest_fee')),
	CONSTRAINT "checkout_sessions_status_check" CHECK("checkout_sessions"."status" IN ('open', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_booking_idx` ON `checkout_sessions` (`booking_id`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_user_idx` ON `checkout_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`email` text,
	`customer_id` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`metadata` text NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`subscription_id` text,
	`payment_intent_id` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`items` text NOT NULL,
	`metadata` text NOT NULL,
	`current_period_end` text NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
