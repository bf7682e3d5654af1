import { type BookingView, memberLabels, type TierRules, upcomingBookings } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingListItem } from '../dashboard/BookingListItem';
import { bookingsQuery } from './bookingApi';
import { LazyEditBookingDialog } from './LazyEditBookingDialog';
import '../dashboard/dashboard.css';

/**
 * A member already at their tier's upcoming-booking limit is told so as the page opens, with the
 * booking(s) they have and Edit, instead of learning it only after filling the form and pressing
 * Confirm. The form stays below (the server refuses a booking over the limit either way).
 */
export function AtLimitNotice({ tier, now }: { tier: TierRules; now: number }) {
  const bookings = useQuery(bookingsQuery);
  const [editing, setEditing] = useState<BookingView | null>(null);
  const upcoming = upcomingBookings(bookings.data ?? [], now);
  if (upcoming.length < tier.maxUpcomingBookings) return null;
  const L = memberLabels.booking;
  return (
    <section className="at-limit-notice" aria-labelledby="at-limit-title">
      <h2 id="at-limit-title">{L.atLimitTitle}</h2>
      <p>{L.atLimit(tier.maxUpcomingBookings, tier.name)}</p>
      <ul className="booking-list">
        {upcoming.map((booking) => (
          <BookingListItem key={booking.id} booking={booking} now={now} onEdit={() => setEditing(booking)} />
        ))}
      </ul>
      <LazyEditBookingDialog booking={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
