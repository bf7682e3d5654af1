-- The ledger from the first day: money taken before ledger_entries existed, written as ledger rows
-- from what the earlier tables recorded. Each row's id is made from what it records, and each
-- insert skips what the ledger already holds, so running this on any database adds only what is
-- missing. The last statements check the result and roll the whole migration back if money is
-- still missing.
--
-- Paid membership checkouts: the account the checkout was made for, or the one with its email
-- (a checkout made signed out before accounts were linked at checkout).
INSERT INTO `ledger_entries` (`id`, `kind`, `amount_cents`, `status`, `description`, `user_id`, `gateway_ref`,
  `checkout_session_id`, `payment_intent_id`, `created_at`, `updated_at`)
SELECT 'before-ledger-' || `cs`.`id`, 'membership', `cs`.`amount_cents`, 'paid',
  CASE WHEN `cs`.`plan` = 'vip' THEN 'VIP' ELSE 'General' END || ' Membership, ' ||
    CASE WHEN `cs`.`flow` = 'intro' THEN 'intro offer (3 months)' ELSE 'monthly' END,
  coalesce(`cs`.`user_id`, (SELECT `u`.`id` FROM `users` AS `u` WHERE lower(`u`.`email`) = lower(`cs`.`email`))),
  `cs`.`id`, `cs`.`id`,
  (SELECT `ss`.`payment_intent_id` FROM `sandbox_sessions` AS `ss` WHERE `ss`.`id` = `cs`.`id`),
  coalesce(`cs`.`fulfilled_at`, `cs`.`created_at`), coalesce(`cs`.`fulfilled_at`, `cs`.`created_at`)
FROM `checkout_sessions` AS `cs`
WHERE `cs`.`kind` = 'membership' AND `cs`.`fulfilled_at` IS NOT NULL AND `cs`.`amount_cents` > 0
  AND NOT EXISTS (SELECT 1 FROM `ledger_entries` AS `l`
    WHERE `l`.`checkout_session_id` = `cs`.`id` OR `l`.`gateway_ref` = `cs`.`id`);
--> statement-breakpoint
-- Guest fees paid online (a booking's own checkout, or one for guests an edit added). The booking's
-- venue date stands in for its wall-clock time, which SQL cannot work out in the venue's zone. The
-- payment intent is the checkout's own in the sandbox; at Stripe the booking kept its first one.
INSERT INTO `ledger_entries` (`id`, `kind`, `amount_cents`, `status`, `description`, `user_id`, `booking_id`,
  `gateway_ref`, `checkout_session_id`, `payment_intent_id`, `created_at`, `updated_at`)
SELECT 'before-ledger-' || `cs`.`id`, 'guest_fee', `cs`.`amount_cents`, 'paid',
  'Guest fee: ' || ((`cs`.`amount_cents` + 500) / 1000) || ' guest' ||
    CASE WHEN (`cs`.`amount_cents` + 500) / 1000 = 1 THEN '' ELSE 's' END ||
    coalesce(', Bay ' || `b`.`bay_number` || ', ' || `b`.`booking_date`, ''),
  coalesce(`cs`.`user_id`, `b`.`user_id`), `b`.`id`, `cs`.`id`, `cs`.`id`,
  coalesce(
    (SELECT `ss`.`payment_intent_id` FROM `sandbox_sessions` AS `ss` WHERE `ss`.`id` = `cs`.`id`),
    CASE WHEN `cs`.`pending_players` IS NULL THEN `b`.`stripe_payment_intent_id` END
  ),
  coalesce(`cs`.`fulfilled_at`, `cs`.`created_at`), coalesce(`cs`.`fulfilled_at`, `cs`.`created_at`)
FROM `checkout_sessions` AS `cs`
LEFT JOIN `bookings` AS `b` ON `b`.`id` = `cs`.`booking_id`
WHERE `cs`.`kind` = 'guest_fee' AND `cs`.`fulfilled_at` IS NOT NULL AND `cs`.`amount_cents` > 0
  AND NOT EXISTS (SELECT 1 FROM `ledger_entries` AS `l`
    WHERE `l`.`checkout_session_id` = `cs`.`id` OR `l`.`gateway_ref` = `cs`.`id`);
--> statement-breakpoint
-- Fees taken at the desk: a booking staff made holds the fee they collected in guest_fee. What the
-- ledger already has of that booking's paid fees (rows the desk wrote since) is not counted twice.
INSERT INTO `ledger_entries` (`id`, `kind`, `amount_cents`, `status`, `description`, `user_id`, `booking_id`,
  `recorded_by`, `created_at`, `updated_at`)
SELECT 'before-ledger-desk-' || `b`.`id`, 'desk', `b`.`missing`, 'paid',
  'Paid at the desk: Guest fee: ' || ((`b`.`missing` + 500) / 1000) || ' guest' ||
    CASE WHEN (`b`.`missing` + 500) / 1000 = 1 THEN '' ELSE 's' END ||
    ', Bay ' || `b`.`bay_number` || ', ' || `b`.`booking_date`,
  `b`.`user_id`, `b`.`id`, `b`.`created_by`, `b`.`created_at`, `b`.`created_at`
FROM (
  SELECT `bk`.*, `bk`.`guest_fee` - (
    SELECT coalesce(sum(`l`.`amount_cents`), 0) FROM `ledger_entries` AS `l`
    WHERE `l`.`booking_id` = `bk`.`id` AND `l`.`kind` IN ('desk', 'guest_fee')
      AND `l`.`status` NOT IN ('pending', 'failed')
  ) AS `missing`
  FROM `bookings` AS `bk` WHERE `bk`.`created_by` IS NOT NULL AND `bk`.`guest_fee` > 0
) AS `b`
WHERE `b`.`missing` > 0
  AND NOT EXISTS (SELECT 1 FROM `ledger_entries` AS `l` WHERE `l`.`id` = 'before-ledger-desk-' || `b`.`id`);
--> statement-breakpoint
-- The check: every paid checkout has its ledger row, and no booking made at the desk holds more fee
-- than the ledger has of it. A CHECK that fails aborts the migration, and with it every row above.
CREATE TEMP TABLE `ledger_backfill_check` (`missing` integer NOT NULL CHECK (`missing` = 0));
--> statement-breakpoint
INSERT INTO `ledger_backfill_check` (`missing`)
SELECT count(*) FROM `checkout_sessions` AS `cs`
WHERE `cs`.`fulfilled_at` IS NOT NULL AND `cs`.`amount_cents` > 0
  AND NOT EXISTS (SELECT 1 FROM `ledger_entries` AS `l`
    WHERE `l`.`checkout_session_id` = `cs`.`id` OR `l`.`gateway_ref` = `cs`.`id`);
--> statement-breakpoint
INSERT INTO `ledger_backfill_check` (`missing`)
SELECT count(*) FROM `bookings` AS `bk`
WHERE `bk`.`created_by` IS NOT NULL AND `bk`.`guest_fee` > (
  SELECT coalesce(sum(`l`.`amount_cents`), 0) FROM `ledger_entries` AS `l`
  WHERE `l`.`booking_id` = `bk`.`id` AND `l`.`kind` IN ('desk', 'guest_fee') AND `l`.`status` NOT IN ('pending', 'failed')
);
--> statement-breakpoint
DROP TABLE `ledger_backfill_check`;
