-- Bay blocks and occupying bookings never overlap on one bay, whichever is written second, even
-- with two server processes on one file: the server checks first (409 with a clear message); these
-- triggers are the backstop, like the booking overlap triggers. Occupying statuses: held,
-- confirmed, checked_in. Instants are ISO 8601 UTC text, so they compare as text.
CREATE TRIGGER `bay_blocks_no_booking_overlap_insert`
BEFORE INSERT ON `bay_blocks`
BEGIN
  SELECT RAISE(ABORT, 'block_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.`bay_number` = NEW.`bay_number`
      AND b.`status` IN ('held', 'confirmed', 'checked_in')
      AND b.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < b.`end_time`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_not_in_block_insert`
BEFORE INSERT ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'bay_blocked')
  WHERE EXISTS (
    SELECT 1 FROM `bay_blocks` AS k
    WHERE k.`bay_number` = NEW.`bay_number`
      AND k.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < k.`end_time`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_not_in_block_update`
BEFORE UPDATE OF `bay_number`, `start_time`, `end_time`, `status` ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'bay_blocked')
  WHERE EXISTS (
    SELECT 1 FROM `bay_blocks` AS k
    WHERE k.`bay_number` = NEW.`bay_number`
      AND k.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < k.`end_time`
  );
END;
