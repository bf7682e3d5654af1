-- The overlap triggers of 0001, made to look only near the new booking's time. The bay's index is
-- (bay_number, start_time); "starts before the new one ends" alone walks the bay's whole history,
-- which grows every day. A booking lasts at most one day (a booking is one venue day's session;
-- the triggers now refuse anything longer), so any booking that overlaps the new one starts less
-- than a day before it: that lower bound keeps the walk to a day or so of the bay's bookings.
-- Instants are ISO 8601 UTC text with milliseconds, which strftime writes back in the same form.
DROP TRIGGER IF EXISTS `bookings_no_bay_overlap_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_no_bay_overlap_update`;
--> statement-breakpoint
CREATE TRIGGER `bookings_no_bay_overlap_insert`
BEFORE INSERT ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'booking_too_long')
  WHERE NEW.`end_time` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`start_time`, '+1 day');
  SELECT RAISE(ABORT, 'bay_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.`bay_number` = NEW.`bay_number`
      AND b.`start_time` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`start_time`, '-1 day')
      AND b.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < b.`end_time`
      AND b.`status` IN ('held', 'confirmed', 'checked_in')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_no_bay_overlap_update`
BEFORE UPDATE OF `bay_number`, `start_time`, `end_time`, `status` ON `bookings`
WHEN NEW.`status` IN ('held', 'confirmed', 'checked_in')
BEGIN
  SELECT RAISE(ABORT, 'booking_too_long')
  WHERE NEW.`end_time` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`start_time`, '+1 day');
  SELECT RAISE(ABORT, 'bay_overlap')
  WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.`id` <> NEW.`id`
      AND b.`bay_number` = NEW.`bay_number`
      AND b.`start_time` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`start_time`, '-1 day')
      AND b.`start_time` < NEW.`end_time`
      AND NEW.`start_time` < b.`end_time`
      AND b.`status` IN ('held', 'confirmed', 'checked_in')
  );
END;
