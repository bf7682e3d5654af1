import { formatPrice, GUEST_FEE_CENTS, MAX_GUESTS, MAX_PLAYERS, type TierRules } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { hoursLabel } from './sessionLabels';

/**
 * The member's limits, stated before the form so no rule comes as a surprise: upcoming bookings,
 * session length, how far ahead, players and what guests cost. Every figure is core's.
 */
export function LimitsSummary({ tier }: { tier: TierRules }) {
  const { copy } = useVenue();
  const guests =
    tier.freeGuestPassesPerMonth > 0
      ? `${tier.freeGuestPassesPerMonth} free guest passes a month, then ${formatPrice(GUEST_FEE_CENTS)} per guest`
      : `${formatPrice(GUEST_FEE_CENTS)} per guest, paid when you book`;
  return (
    <section className="limits-summary" aria-labelledby="limits-title">
      <h2 id="limits-title">Your {tier.name} membership</h2>
      <ul>
        <li>
          <strong>{tier.maxUpcomingBookings}</strong> upcoming{' '}
          {tier.maxUpcomingBookings === 1 ? 'booking' : 'bookings'} at a time
        </li>
        <li>
          Sessions of <strong>1 to {hoursLabel(tier.maxSessionHours)}</strong>
        </li>
        <li>
          Book up to <strong>{tier.advanceWindowDays} days</strong> ahead
        </li>
        <li>
          Up to <strong>{MAX_PLAYERS} players</strong> per bay (you + {MAX_GUESTS} guests)
        </li>
        <li>{guests}</li>
        <li>Bays open {copy.hours}, on the half hour</li>
      </ul>
    </section>
  );
}
