import {
  type AccountView,
  activeTier,
  type BookingView,
  countSessions,
  countUpcoming,
  memberLabels,
} from '@lounge/core';

const L = memberLabels.dashboard;

/** Membership, upcoming bookings against the tier's limit, and sessions played (version B's cards). */
export function StatCards({
  user,
  bookings,
  now,
}: {
  user: AccountView;
  bookings: readonly BookingView[] | undefined;
  now: number;
}) {
  const tier = activeTier(user);
  const count = (fn: (list: readonly BookingView[], at: number) => number) =>
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
