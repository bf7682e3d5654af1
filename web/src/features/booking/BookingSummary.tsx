import { bookingHours, formatPrice, GUEST_FEE_CENTS, quoteGuestFee, type TierRules } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { dateLabel, hoursLabel, playersLabel, timeLabel } from './bookingTimes';

export interface SummaryProps {
  tier: TierRules;
  date: string;
  start: number | null;
  end: number | null;
  bay?: string;
  players: number;
}

/** What the guests cost: General pays per guest at checkout; VIP guests use the month's passes. */
export function guestFeeLine(tier: TierRules, guests: number): string {
  if (guests <= 0) return 'No guests, no fee';
  if (tier.freeGuestPassesPerMonth > 0) {
    return `Covered by your VIP guest passes (${formatPrice(GUEST_FEE_CENTS)} per guest once this month's ${tier.freeGuestPassesPerMonth} are used)`;
  }
  const { feeCents } = quoteGuestFee(tier, guests, 0);
  return `${guests} × ${formatPrice(GUEST_FEE_CENTS)} = ${formatPrice(feeCents)}, paid at guest checkout`;
}

/** The booking as chosen so far: date, time, length, bay, players and any guest fee. */
export function BookingSummary({ tier, date, start, end, bay, players }: SummaryProps) {
  const { venue } = useVenue();
  const pending = 'Not chosen yet';
  const length = start !== null && end !== null && end > start ? bookingHours(start, end) : null;
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Booking summary</h2>
      <dl>
        <div>
          <dt>Date</dt>
          <dd>{date ? dateLabel(date) : pending}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {start !== null ? timeLabel(start, venue) : pending}
            {end !== null ? ` - ${timeLabel(end, venue)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{length !== null ? hoursLabel(length) : pending}</dd>
        </div>
        <div>
          <dt>Bay</dt>
          <dd>{bay ? `Bay ${bay}` : pending}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{playersLabel(players)}</dd>
        </div>
        <div>
          <dt>Guest fee</dt>
          <dd>{guestFeeLine(tier, players - 1)}</dd>
        </div>
      </dl>
    </section>
  );
}
