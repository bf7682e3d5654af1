/**
 * A private event's block opened from the board: who booked it (name, email, phone from the
 * inquiry it answers), when, how many, the deposit and the balance, the quote itself (the Event
 * Quotes screen's QuoteDialog), and the way to the balance: the Event Quotes screen, where the desk
 * records it.
 */
import { bayLabel, formatMoney, MONEY_METHOD_WORDS, type StaffEventQuote } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { sectionAtom } from '../app/sections';
import { EVENT_QUOTES_KEY } from '../events/BuildQuoteModal';
import { QuoteDialog } from '../events/QuoteDialog';
import { STATUS_WORDS } from '../events/quoteWords';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useInquiries } from '../ui/listQueries';
import { shortDate, venueDateTimeOf, venueTimeOf } from '../ui/venueTime';

export function EventBlockDrawer({
  quoteId,
  bays,
  zone,
  onClose,
}: {
  quoteId: string | null;
  bays: readonly string[];
  zone: string;
  onClose: () => void;
}) {
  const quotes = useQuery({
    queryKey: EVENT_QUOTES_KEY,
    queryFn: staffApi.eventQuotes,
    enabled: quoteId !== null,
  });
  const quote = quotes.data?.find((q) => q.id === quoteId) ?? null;
  return (
    <Drawer
      open={quoteId !== null}
      onClose={onClose}
      size={460}
      title={quote ? quote.contactName : 'Private event'}
    >
      <LoadErrorAlert error={quotes.error} title="The event could not be loaded" />
      {quote && <EventDetails quote={quote} bays={bays} zone={zone} />}
      {quotes.data && !quote && <p>This event’s quote is no longer on the list.</p>}
    </Drawer>
  );
}

function EventDetails({
  quote: q,
  bays,
  zone,
}: {
  quote: StaffEventQuote;
  bays: readonly string[];
  zone: string;
}) {
  const inquiry = useInquiries('events').data?.find((i) => i.id === q.inquiryId);
  const goToQuotes = useSetAtom(sectionAtom);
  const [reading, setReading] = useState(false);
  const balanceOwed = q.status === 'paid' && !q.balancePaidAt;
  return (
    <div className="event-block-details">
      <dl className="details">
        <dt>Contact</dt>
        <dd>
          {q.contactName}
          <br />
          <a href={`mailto:${q.email}`}>{q.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{inquiry?.phone ? <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a> : 'None given'}</dd>
        <dt>Event</dt>
        <dd>
          {q.packageName}, {shortDate(q.date, true)}, {venueTimeOf(q.startsAt, zone)} –{' '}
          {venueTimeOf(q.endsAt, zone)}
        </dd>
        <dt>Space</dt>
        <dd>{q.space === 'facility' ? 'The whole lounge' : q.space.map(bayLabel).join(', ')}</dd>
        <dt>Head count</dt>
        <dd>{q.headCount} guests</dd>
        <dt>Quote</dt>
        <dd>
          {formatMoney(q.totalCents)} <Tag>{STATUS_WORDS[q.status]}</Tag>
        </dd>
        <dt>Deposit</dt>
        <dd>
          {formatMoney(q.depositCents)}
          {q.depositPaidAt ? `, paid ${venueDateTimeOf(q.depositPaidAt, zone)}` : ', not paid'}
        </dd>
        <dt>Balance</dt>
        <dd>
          {formatMoney(q.balanceCents)}
          {q.balancePaidAt
            ? `, paid ${venueDateTimeOf(q.balancePaidAt, zone)} (${MONEY_METHOD_WORDS[q.balanceMethod as keyof typeof MONEY_METHOD_WORDS] ?? q.balanceMethod})`
            : `, due ${shortDate(q.balanceDueOn, true)}`}
          {q.balanceOverdue && (
            <>
              {' '}
              <Tag color="red">Balance overdue</Tag>
            </>
          )}
        </dd>
      </dl>
      <div className="drawer-actions">
        <Button onClick={() => setReading(true)}>Open Quote</Button>
        {balanceOwed && (
          <Button type="primary" onClick={() => goToQuotes('quotes')}>
            Record Payment at Event Quotes
          </Button>
        )}
      </div>
      <QuoteDialog quote={reading ? q : null} bays={bays} zone={zone} onClose={() => setReading(false)} />
    </div>
  );
}
