import { activeTier, countSessions, countUpcoming, memberLabels } from '@lounge/core';
import type { CurrentUser } from '../auth/currentUser';
import type { Booking } from '../booking/bookingApi';

const L = memberLabels.dashboard;

/** Membership, upcoming bookings against the tier's limit, and sessions played (version B's cards). */
export function StatCards({
  user,
  bookings,
  now,
}: {
  user: CurrentUser;
  bookings: readonly Booking[] | undefined;
  now: number;
}) {
  const tier = activeTier(user);
  const count = (fn: (list: readonly Booking[], at: number) => number) =>
    bookings ? String(fn(bookings, now)) : '…';
  return (
    <ul className="dash-stats" aria-label="At a glance">
      <li className="dash-stat">
        <span className="dash-stat-label">Membership</span>
        <span className="dash-stat-value">{tier ? tier.type.toUpperCase() : L.notActive}</span>
        <span className="dash-stat-note">{tier ? `${tier.name} member` : 'Join to book bays'}</span>
      </li>
      <li className="dash-stat">
        <span className="dash-stat-label">Upcoming bookings</span>
        <span className="dash-stat-value">{count(countUpcoming)}</span>
        <span className="dash-stat-note">
          {tier ? L.maxAllowed(tier.maxUpcomingBookings) : 'Membership required'}
        </span>
      </li>
      <li className="dash-stat">
        <span className="dash-stat-label">Total sessions</span>
        <span className="dash-stat-value">{count(countSessions)}</span>
        <span className="dash-stat-note">Sessions played</span>
      </li>
    </ul>
  );
}
