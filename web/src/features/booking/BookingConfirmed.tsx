import { type BookingView, bayLabel, checkInMessages, memberLabels, passPagePath } from '@lounge/core';
import { useEffect, useRef } from 'react';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { PlainButton } from '../../ui/PlainButton';
import { dateLabel, timeRangeLabel } from './bookingTimes';
import { playersLabel } from './sessionLabels';

/**
 * What 'Confirm Booking' made, in the summary's place until the member starts another: the bay,
 * day, time and players, its check-in pass and the way to the dashboard (the toast alone is gone in
 * 5 seconds). It takes the focus, and so the screen, on a phone too.
 */
export function BookingConfirmed({ booking, onAnother }: { booking: BookingView; onAnother: () => void }) {
  const { venue } = useVenue();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = `${dateLabel(booking.bookingDate)}, ${timeRangeLabel(booking.startTime, booking.endTime, venue)}`;
  return (
    <div className="booking-confirmed" role="status" aria-labelledby="booking-confirmed-title">
      <h3 id="booking-confirmed-title" ref={heading} tabIndex={-1}>
        {memberLabels.booking.confirmedTitle}
      </h3>
      <p>
        {bayLabel(booking.bayNumber)} · {when} · {playersLabel(Number(booking.guestCount) || 1)}
      </p>
      <p className="muted">{memberLabels.booking.confirmedNext}</p>
      <div className="booking-confirmed-actions">
        <ButtonLink to={passPagePath(booking.id)} type="primary">
          {checkInMessages.pass.show}
        </ButtonLink>
        <ButtonLink to="/dashboard">{memberLabels.booking.viewOnDashboard}</ButtonLink>
        <PlainButton onClick={onAnother}>{memberLabels.booking.bookAnother}</PlainButton>
      </div>
    </div>
  );
}
