import { bayLabel } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { dateLabel, timeLabel } from '../booking/bookingTimes';
import { hoursLabel, playersLabel } from '../booking/sessionLabels';
import { instantOf } from '../booking/slotOptions';
import type { PendingBooking } from './pendingBooking';

/** The booking waiting for its guest fee, on the venue's clock. */
export function PendingBookingSummary({ booking }: { booking: PendingBooking }) {
  const { venue } = useVenue();
  const start = instantOf(booking.bookingDate, booking.startTime, venue);
  const end = instantOf(booking.bookingDate, booking.endTime, venue);
  const time = start !== null && end !== null ? `${timeLabel(start, venue)} - ${timeLabel(end, venue)}` : '';
  return (
    <section className="booking-summary" aria-labelledby="pending-summary-title">
      <h2 id="pending-summary-title">{booking.bookingId ? 'Your changed booking' : 'Your booking'}</h2>
      <dl>
        <div>
          <dt>Date</dt>
          <dd>{dateLabel(booking.bookingDate)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{hoursLabel(booking.durationHours)}</dd>
        </div>
        <div>
          <dt>Bay</dt>
          <dd>{bayLabel(booking.bayNumber)}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{playersLabel(Number(booking.guestCount) || 1)}</dd>
        </div>
        {booking.notes && (
          <div>
            <dt>Notes</dt>
            <dd>{booking.notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
