import { type BookingView, bayLabel, checkInMessages, memberLabels, passPagePath } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { dateLabel, timeRangeLabel } from './bookingTimes';
import { playersLabel } from './sessionLabels';

/**
 * What 'Confirm Booking' made, shown where the member pressed it until they start another: the
 * bay, day, time and players, its check-in pass and the way to the dashboard (the toast alone is gone in 5 seconds).
 */
export function BookingConfirmed({ booking }: { booking: BookingView }) {
  const { venue } = useVenue();
  const when = `${dateLabel(booking.bookingDate)}, ${timeRangeLabel(booking.startTime, booking.endTime, venue)}`;
  return (
    <div className="booking-confirmed" role="status" aria-labelledby="booking-confirmed-title">
      <h3 id="booking-confirmed-title">{memberLabels.booking.confirmedTitle}</h3>
      <p>
        {bayLabel(booking.bayNumber)} · {when} · {playersLabel(Number(booking.guestCount) || 1)}
      </p>
      <p className="muted">{memberLabels.booking.confirmedNext}</p>
      <div className="booking-confirmed-actions">
        <ButtonLink to={passPagePath(booking.id)} type="primary">
          {checkInMessages.pass.show}
        </ButtonLink>
        <ButtonLink to="/dashboard">{memberLabels.booking.viewOnDashboard}</ButtonLink>
      </div>
    </div>
  );
}
