ALTER TABLE `bookings` ADD `paid_guests` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `pending_paid_guests` integer;--> statement-breakpoint
-- What each booking paid for, from what it paid then. Until this migration the guest fee was always
-- $10 (core's GUEST_FEE_CENTS, 1000, unchanged since the first migration), so a booking's guests
-- paid for are its guest_fee (paid online, collected at the desk, or held for while it is paid)
-- divided by 1000, rounded down as every edit's quote counted them until now, plus the guests of a
-- fee staff left owed at the desk, which only the ledger records (a pending desk row of the booking):
-- those guests were charged once and are not to be charged again. The guest_fee is read, not the
-- ledger's guest_fee rows, because a staff refund leaves the booking and what it paid for as they
-- are. Guest passes need nothing: a booking's passes are its own guest_passes rows already.
UPDATE `bookings` SET `paid_guests` = (`guest_fee` + coalesce((
  SELECT sum(`l`.`amount_cents`) FROM `ledger_entries` AS `l`
  WHERE `l`.`booking_id` = `bookings`.`id` AND `l`.`kind` = 'desk' AND `l`.`status` = 'pending'
), 0)) / 1000;--> statement-breakpoint
-- An edit's checkout still open (or paid and fulfilled) pays for the added guests its amount bought at $10.
UPDATE `checkout_sessions` SET `pending_paid_guests` = `amount_cents` / 1000
WHERE `kind` = 'guest_fee' AND `pending_players` IS NOT NULL;
