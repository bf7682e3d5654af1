CREATE TABLE `ledger_entries` (
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
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_kind_check" CHECK("ledger_entries"."kind" IN ('membership', 'guest_fee', 'refund', 'desk')),
	CONSTRAINT "ledger_status_check" CHECK("ledger_entries"."status" IN ('paid', 'partially_refunded', 'refunded', 'pending', 'failed')),
	CONSTRAINT "ledger_method_check" CHECK("ledger_entries"."method" IS NULL OR "ledger_entries"."method" IN ('cash', 'card')),
	CONSTRAINT "ledger_sign_check" CHECK(("ledger_entries"."kind" = 'refund' AND "ledger_entries"."amount_cents" < 0) OR ("ledger_entries"."kind" <> 'refund' AND "ledger_entries"."amount_cents" >= 0)),
	CONSTRAINT "ledger_created_check" CHECK("ledger_entries"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_gateway_ref_unique` ON `ledger_entries` (`gateway_ref`);--> statement-breakpoint
CREATE INDEX `ledger_user_created_idx` ON `ledger_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_booking_idx` ON `ledger_entries` (`booking_id`);--> statement-breakpoint
CREATE INDEX `ledger_refund_of_idx` ON `ledger_entries` (`refund_of`);--> statement-breakpoint
CREATE TABLE `sandbox_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_ref` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_refunds_idempotency_key_unique` ON `sandbox_refunds` (`idempotency_key`);