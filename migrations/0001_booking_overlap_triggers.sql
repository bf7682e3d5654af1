-- No double-booked bay, enforced by the database itself: even two server processes on one file
-- cannot both write overlapping bookings of a bay. The server checks first and answers 409 with a
-- clear message; these triggers are the backstop. Statuses that occupy a bay: held (a guest-fee
-- payment in progress), confirmed, checked_in. Instants are ISO 8601 UTC text, so they compare as text.
CREATE TRIGGER `bookings_no_bay_overlap_insert`
BEFORE INSERT ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'bay_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.`bay_number` = NEW.`bay_number`
      AND b.`status` IN ('held', 'confirmed', 'checked_in')
      AND b.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < b.`end_time`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_no_bay_overlap_update`
BEFORE UPDATE OF `bay_number`, `start_time`, `end_time`, `status` ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'bay_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.`id` <> NEW.`id`
      AND b.`bay_number` = NEW.`bay_number`
      AND b.`status` IN ('held', 'confirmed', 'checked_in')
      AND b.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < b.`end_time`
  );
END;
