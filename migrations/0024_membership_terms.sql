CREATE TABLE `guarantee_claims` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`claimed_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `membership_cancellations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`requested_at` text NOT NULL,
	`ends_on` text NOT NULL,
	`guarantee` integer DEFAULT false NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`withdrawn_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "membership_cancellations_ends_check" CHECK("membership_cancellations"."ends_on" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "membership_cancellations_requested_check" CHECK("membership_cancellations"."requested_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `membership_cancellations_user_idx` ON `membership_cancellations` (`user_id`,`requested_at`);--> statement-breakpoint
CREATE TABLE `membership_freezes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`starts_on` text NOT NULL,
	`resumes_on` text NOT NULL,
	`months` integer NOT NULL,
	`created_by` text,
	`reason` text,
	`override` integer DEFAULT false NOT NULL,
	`paused_at` text,
	`ended_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "membership_freezes_dates_check" CHECK("membership_freezes"."starts_on" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND "membership_freezes"."resumes_on" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND "membership_freezes"."resumes_on" >= "membership_freezes"."starts_on"),
	CONSTRAINT "membership_freezes_months_check" CHECK("membership_freezes"."months" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE INDEX `membership_freezes_user_idx` ON `membership_freezes` (`user_id`,`starts_on`);--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `paused_until` text;--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `cancel_at` text;