import { bayLabel, bookingHours, type GuestQuoteView, guestQuoteLine } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { dateLabel, timeLabel } from './bookingTimes';
import { hoursLabel, playersLabel } from './sessionLabels';

export interface SummaryProps {
  date: string;
  start: number | null;
  end: number | null;
  bay?: string;
  players: number;
  /** The server's quote of the guests (useBookingQuote), once it has one. */
  guests: GuestQuoteView | null | undefined;
}

/** What the guests cost, as the server quotes it: VIP passes used and left, or the fee to pay. */
function guestLine(players: number, guests: GuestQuoteView | null | undefined): string {
  if (players <= 1) return 'No guests, no fee';
  return guests ? guestQuoteLine(guests, 'member') : 'Worked out once the date is chosen';
}

/** The booking as chosen so far: date, time, length, bay, players and any guest fee. */
export function BookingSummary({ date, start, end, bay, players, guests }: SummaryProps) {
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
          <dd>{bay ? bayLabel(bay) : pending}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{playersLabel(players)}</dd>
        </div>
        <div>
          <dt>Guest fee</dt>
          <dd aria-live="polite">{guestLine(players, guests)}</dd>
        </div>
      </dl>
    </section>
  );
}
