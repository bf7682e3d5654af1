-- A waitlist offer holds its bay with a `held` booking. Whatever takes that hold back other than
-- the waitlist itself (a bay block over the time, a staff cancel, the end of a membership, an
-- account's deletion) cancels the held booking; the offer must not outlive it, or the member's
-- page and the desk keep saying "Offered · held until ..." for a hold that is gone. So in the same
-- write the offer goes back to waiting: the member keeps their place in line, and `hold_booking_id`
-- still names the cancelled hold, so a claim can say what happened (waitlistService.claimOffer).
-- The waitlist's own endings (a lapsed or left offer: 'expired'; a claim: 'confirmed') are not
-- cancellations and are untouched.
CREATE TRIGGER `waitlist_offer_withdrawn`
AFTER UPDATE OF `status` ON `bookings`
WHEN OLD.`status` = 'held' AND NEW.`status` = 'cancelled'
BEGIN
  UPDATE `waitlist_entries`
  SET `status` = 'waiting', `offer_expires_at` = NULL, `updated_at` = NEW.`updated_at`
  WHERE `hold_booking_id` = NEW.`id` AND `status` = 'offered';
END;
