-- The pro shop's tables (docs/shop.md), and checkout_sessions and ledger_entries rebuilt by
-- drizzle-kit for their new kinds' CHECKs ('shop_tab', 'shop'; the lessons' kinds kept).
CREATE TABLE `shop_items` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`price_cents` integer NOT NULL,
	`sku` text,
	`stock` integer,
	`reorder_level` integer,
	`archived_at` text,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_items_category_check" CHECK("shop_items"."category" IN ('merchandise', 'drinks', 'food', 'other')),
	CONSTRAINT "shop_items_price_check" CHECK("shop_items"."price_cents" >= 0),
	CONSTRAINT "shop_items_reorder_check" CHECK("shop_items"."reorder_level" IS NULL OR "shop_items"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_items_sku_unique` ON `shop_items` (`sku`);--> statement-breakpoint
CREATE TABLE `shop_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`sale_id` text,
	`tab_id` text,
	`item_id` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_cents` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`discount_percent` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`ledger_entry_id` text,
	`refunded_quantity` integer DEFAULT 0 NOT NULL,
	`added_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`sale_id`) REFERENCES `shop_sales`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tab_id`) REFERENCES `shop_tabs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ledger_entry_id`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_lines_category_check" CHECK("shop_lines"."category" IN ('merchandise', 'drinks', 'food', 'other')),
	CONSTRAINT "shop_lines_quantity_check" CHECK("shop_lines"."quantity" > 0),
	CONSTRAINT "shop_lines_refunded_check" CHECK("shop_lines"."refunded_quantity" >= 0 AND "shop_lines"."refunded_quantity" <= "shop_lines"."quantity"),
	CONSTRAINT "shop_lines_owner_check" CHECK("shop_lines"."sale_id" IS NOT NULL OR "shop_lines"."tab_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `shop_lines_sale_idx` ON `shop_lines` (`sale_id`);--> statement-breakpoint
CREATE INDEX `shop_lines_tab_idx` ON `shop_lines` (`tab_id`);--> statement-breakpoint
CREATE TABLE `shop_sales` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`tab_id` text,
	`method` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`tendered_cents` integer,
	`change_cents` integer,
	`checkout_session_id` text,
	`recorded_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tab_id`) REFERENCES `shop_tabs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_sales_method_check" CHECK("shop_sales"."method" IN ('cash', 'card', 'link')),
	CONSTRAINT "shop_sales_created_check" CHECK("shop_sales"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `shop_sales_created_idx` ON `shop_sales` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `shop_sales_checkout_unique` ON `shop_sales` (`checkout_session_id`);--> statement-breakpoint
CREATE TABLE `shop_stock_moves` (
	`id` text PRIMARY KEY NOT NULL,
	`item_id` text NOT NULL,
	`kind` text NOT NULL,
	`change` integer NOT NULL,
	`stock_after` integer NOT NULL,
	`line_id` text,
	`note` text,
	`recorded_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`line_id`) REFERENCES `shop_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_stock_moves_kind_check" CHECK("shop_stock_moves"."kind" IN ('sale', 'refund', 'delivery', 'count'))
);
--> statement-breakpoint
CREATE INDEX `shop_stock_moves_item_idx` ON `shop_stock_moves` (`item_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shop_tabs` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`user_id` text,
	`booking_id` text,
	`bay` text,
	`status` text DEFAULT 'open' NOT NULL,
	`opened_by` text,
	`opened_at` text NOT NULL,
	`checkout_id` text,
	`link_amount_cents` integer,
	`closed_at` text,
	`closed_by` text,
	`close_method` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opened_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_tabs_status_check" CHECK("shop_tabs"."status" IN ('open', 'closed')),
	CONSTRAINT "shop_tabs_close_method_check" CHECK("shop_tabs"."close_method" IS NULL OR "shop_tabs"."close_method" IN ('cash', 'card', 'link')),
	CONSTRAINT "shop_tabs_opened_check" CHECK("shop_tabs"."opened_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE INDEX `shop_tabs_status_idx` ON `shop_tabs` (`status`,`opened_at`);--> statement-breakpoint
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
	CONSTRAINT "checkout_sessions_kind_check" CHECK("__new_checkout_sessions"."kind" IN ('membership', 'guest_fee', 'entry_fee', 'event_deposit', 'event_balance', 'shop_tab', 'lesson', 'lesson_pack')),
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
	CONSTRAINT "ledger_kind_check" CHECK("__new_ledger_entries"."kind" IN ('membership', 'guest_fee', 'entry_fee', 'refund', 'desk', 'event_deposit', 'event_balance', 'shop', 'lesson', 'lesson_pack')),
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
CREATE INDEX `ledger_event_quote_idx` ON `ledger_entries` (`event_quote_id`);