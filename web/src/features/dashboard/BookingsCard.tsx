import { type BookingView, memberLabels, pageCopy, pastBookings, upcomingBookings } from '@lounge/core';
import { refusalMessage } from '../../api/apiError';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { BookingListItem } from './BookingListItem';

const L = memberLabels.dashboard;

interface BookingsCardProps {
  bookings: readonly BookingView[] | undefined;
  error: unknown;
  now: number;
  onEdit: (booking: BookingView) => void;
}

/** Up to 3 upcoming confirmed bookings, soonest first, each with Edit; up to 3 past ones, latest first. */
export function BookingsCard({ bookings, error, now, onEdit }: BookingsCardProps) {
  if (error) {
    return (
      <section className="dash-card" aria-labelledby="bookings-title">
        <h2 id="bookings-title">{L.upcomingTitle}</h2>
        <p role="alert">
          {refusalMessage(error) ?? 'Your bookings could not be loaded. Please reload the page.'}
        </p>
      </section>
    );
  }
  if (!bookings) return <PageLoading label="Loading your bookings" />;
  const upcoming = upcomingBookings(bookings, now);
  const past = pastBookings(bookings, now);

  if (upcoming.length === 0 && past.length === 0) {
    return (
      <section className="dash-card dash-empty" aria-labelledby="bookings-title">
        <h2 id="bookings-title">{pageCopy.noBookingsYet}</h2>
        <p className="muted">Reserve a simulator bay and it will show up here.</p>
        <ButtonLink to="/booking" type="primary">
          {pageCopy.makeFirstBooking}
        </ButtonLink>
      </section>
    );
  }

  return (
    <>
      <section className="dash-card" aria-labelledby="bookings-title">
        <h2 id="bookings-title">{L.upcomingTitle}</h2>
        {upcoming.length > 0 ? (
          <ul className="booking-list">
            {upcoming.map((b) => (
              <BookingListItem key={b.id} booking={b} now={now} onEdit={() => onEdit(b)} />
            ))}
          </ul>
        ) : (
          <p className="muted">
            No upcoming bookings.{' '}
            <ButtonLink to="/booking" type="link">
              {L.bookBay}
            </ButtonLink>
          </p>
        )}
      </section>
      <section className="dash-card" aria-labelledby="recent-title">
        <h2 id="recent-title">{L.recentTitle}</h2>
        {past.length > 0 ? (
          <ul className="booking-list">
            {past.map((b) => (
              <BookingListItem key={b.id} booking={b} now={now} />
            ))}
          </ul>
        ) : (
          <p className="muted">Your played sessions will appear here.</p>
        )}
      </section>
    </>
  );
}
