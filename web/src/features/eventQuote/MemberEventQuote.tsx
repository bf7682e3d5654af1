import { eventQuotePageCopy as C, type PublicEventQuote } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { refusalNotice } from '../../api/apiError';
import { myEventsQuery } from './eventQuoteApi';
import { QuoteDetails } from './QuoteDetails';

/** Steps that still wait on the contact: taken on the emailed link's page, which the token opens. */
const OPEN_STEPS: readonly PublicEventQuote['status'][] = ['sent', 'viewed', 'accepted', 'paid'];

/**
 * /event-quote?event=<id>: a signed-in member's own event, opened from the dashboard. The quote
 * reads as on the emailed link's page, from the member's events (GET /api/event-quotes/mine: the
 * quotes sent to their proven address); accepting, paying and cancelling stay on that link's page,
 * since the link's secret is never kept where it could be shown again.
 */
export function MemberEventQuote({ eventId }: { eventId: string }) {
  const events = useQuery(myEventsQuery);
  if (events.isPending) return <p role="status">{C.loading}</p>;
  const quote = events.data?.find((e) => e.id === eventId);
  if (!quote) {
    const problem = events.error ? refusalNotice(events.error, C.notYourEvent) : C.notYourEvent;
    return (
      <div role="alert">
        <h2>{problem.title}</h2>
        <p>{problem.message}</p>
      </div>
    );
  }
  const waiting = OPEN_STEPS.includes(quote.status) && !quote.balancePaidAt;
  return (
    <>
      <QuoteDetails quote={quote} />
      {waiting && <p className="event-quote-notice">{C.openFromEmail}</p>}
    </>
  );
}
