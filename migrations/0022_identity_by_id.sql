ALTER TABLE `calendar_feeds` RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
-- Feed tokens were kept in clear: each becomes its SHA-256 (sha256_hex is registered on every
-- connection by db/database.ts), so the addresses members subscribed to keep working.
UPDATE `calendar_feeds` SET `token_hash` = sha256_hex(`token_hash`);--> statement-breakpoint
CREATE TABLE `email_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "email_verifications_expires_check" CHECK("email_verifications"."expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_verifications_token_unique` ON `email_verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`,`created_at`);--> statement-breakpoint
DROP INDEX `calendar_feeds_token_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `user_id` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `inquiry_id` text;--> statement-breakpoint
CREATE INDEX `outbox_user_idx` ON `outbox_messages` (`user_id`);--> statement-breakpoint
CREATE INDEX `outbox_inquiry_idx` ON `outbox_messages` (`inquiry_id`);--> statement-breakpoint
-- Mail written to an account before these columns: the kinds only an account receives, matched to
-- the account whose address it went to (the change-confirm link to the account that asked for it).
UPDATE `outbox_messages` SET `user_id` = (
	SELECT `users`.`id` FROM `users` WHERE lower(`users`.`email`) = lower(`outbox_messages`.`to_address`)
) WHERE `kind` IN ('booking_confirmed', 'booking_updated', 'booking_cancelled', 'booking_reminder',
	'guest_fee_receipt', 'membership_receipt', 'password_reset', 'waitlist_offer', 'password_changed',
	'email_change_notice');--> statement-breakpoint
UPDATE `outbox_messages` SET `user_id` = (
	SELECT `email_changes`.`user_id` FROM `email_changes`
	WHERE lower(`email_changes`.`new_email`) = lower(`outbox_messages`.`to_address`)
	ORDER BY `email_changes`.`created_at` DESC LIMIT 1
) WHERE `kind` = 'email_change_confirm';--> statement-breakpoint
-- Mail about an inquiry was queued in the inquiry's own transaction, at its created_at: the receipt
-- to its address, and the staff note quoting '<address>'.
UPDATE `outbox_messages` SET `inquiry_id` = (
	SELECT `id` FROM (
		SELECT `id`, `email`, `created_at` FROM `tour_bookings`
		UNION ALL SELECT `id`, `email`, `created_at` FROM `event_inquiries`
		UNION ALL SELECT `id`, `email`, `created_at` FROM `contact_inquiries`
	) AS `inquiry`
	WHERE `inquiry`.`created_at` = `outbox_messages`.`created_at` AND (
		lower(`inquiry`.`email`) = lower(`outbox_messages`.`to_address`)
		OR instr(lower(`outbox_messages`.`text_body`), '<' || lower(`inquiry`.`email`) || '>') > 0
	)
	LIMIT 1
) WHERE `kind` IN ('tour_received', 'event_received', 'contact_received', 'staff_new_inquiry');--> statement-breakpoint
UPDATE `outbox_messages` SET `inquiry_id` = (
	SELECT `id` FROM `tour_bookings`
	WHERE lower(`tour_bookings`.`email`) = lower(`outbox_messages`.`to_address`)
		AND `tour_bookings`.`created_at` <= `outbox_messages`.`created_at`
	ORDER BY `tour_bookings`.`created_at` DESC LIMIT 1
) WHERE `kind` = 'tour_confirmed';