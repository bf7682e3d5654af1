ALTER TABLE `event_quotes` ADD `quoted_discount_percent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A quote went out with the discount its lines hold.
UPDATE `event_quotes` SET `quoted_discount_percent` = `discount_percent`;--> statement-breakpoint
-- Quotes were filed under whichever account held the contact's address, proven or not: anyone
-- could sign up with a visitor's address and have the visitor's quote, deposit and mail filed
-- under it. What an account that has never proven its address (and is not deleted: a deleted
-- account's rows stay with its tombstone) got that way goes back to the visitor's, unfiled; the
-- discount already in a quote is not touched here (a payment prices it again).
UPDATE `event_quotes` SET `user_id` = NULL WHERE `user_id` IN (
	SELECT `id` FROM `users` WHERE `is_email_verified` = 0 AND `deleted_at` IS NULL
);--> statement-breakpoint
UPDATE `ledger_entries` SET `user_id` = NULL WHERE `event_quote_id` IS NOT NULL AND `user_id` IN (
	SELECT `id` FROM `users` WHERE `is_email_verified` = 0 AND `deleted_at` IS NULL
);--> statement-breakpoint
UPDATE `checkout_sessions` SET `user_id` = NULL WHERE `event_quote_id` IS NOT NULL AND `user_id` IN (
	SELECT `id` FROM `users` WHERE `is_email_verified` = 0 AND `deleted_at` IS NULL
);--> statement-breakpoint
UPDATE `outbox_messages` SET `user_id` = NULL
WHERE `kind` IN ('event_quote', 'event_paid', 'event_cancelled', 'event_balance_reminder') AND `user_id` IN (
	SELECT `id` FROM `users` WHERE `is_email_verified` = 0 AND `deleted_at` IS NULL
);
