import { eventQuotePageCopy as C, formatIsoDate, formatMoney, formatWallTime } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myEventsQuery } from '../eventQuote/eventQuoteApi';

/**
 * A member's private events (quotes sent to their address): the event, where it stands, what was
 * paid and what is owed; each links to its quote, read signed in (/event-quote?event=<id>). Paying and
 * accepting stay on the quote's own page, from the emailed link.
 * Nothing is shown to a member without events.
 */
export function EventsCard() {
  const events = useQuery(myEventsQuery);
  const list = events.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="dash-card" aria-labelledby="my-events-title">
      <h2 id="my-events-title">{C.yourEvents}</h2>
      <ul className="dash-list">
        {list.map((e) => (
          <li key={e.id}>
            <Link
              to={`/event-quote?event=${encodeURIComponent(e.id)}`}
              aria-label={C.viewQuote(e.packageName)}
            >
              <strong>{e.packageName}</strong>
            </Link>
            , {formatIsoDate(e.date)} at {formatWallTime(e.startTime)}
            <br />
            {C.status[e.status]} · {formatMoney(e.totalCents)}
            {e.depositPaidAt && (
              <>
                <br />
                {C.depositPaid(formatMoney(e.depositCents))}
                {' · '}
                {e.balancePaidAt
                  ? C.fullyPaid
                  : C.balanceOwed(formatMoney(e.balanceCents), formatIsoDate(e.balanceDueOn))}
              </>
            )}
          </li>
        ))}
      </ul>
      {list.some((e) => ['sent', 'viewed', 'accepted'].includes(e.status)) && (
        <p className="muted">{C.openFromEmail}</p>
      )}
    </section>
  );
}
