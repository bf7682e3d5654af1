CREATE TABLE `sandbox_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_invoices_idempotency_key_unique` ON `sandbox_invoices` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `current_period_start` text;--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `pending_plan` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_membership_type` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_change_at` text;