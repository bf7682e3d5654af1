import {
  eventQuotePageCopy as C,
  DEFAULT_EVENT_TERMS,
  formatIsoDate,
  type PublicEventQuote,
} from '@lounge/core';
import { useVenue } from '../../api/venue';
import { QuoteLines } from './QuoteLines';

/** The lounge's contact, from the venue's settings: whom an $800 purchase can be asked about. */
function QuoteContact() {
  const { contact } = useVenue().venue;
  return (
    <section className="event-quote-contact" aria-labelledby="event-quote-contact-title">
      <h3 id="event-quote-contact-title">{C.contactTitle}</h3>
      <p>
        {C.callUs} <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> {C.orEmail}{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </section>
  );
}

export function QuoteDetails({ quote }: { quote: PublicEventQuote }) {
  return (
    <>
      <p className="event-quote-status">{C.status[quote.status]}</p>
      <h2>{quote.packageName}</h2>
      <dl className="event-quote-facts">
        <div>
          <dt>{C.when}</dt>
          <dd>{C.whenSpan(quote.date, quote.startTime, quote.hours)}</dd>
        </div>
        <div>
          <dt>{C.space}</dt>
          <dd>{quote.space === 'facility' ? C.wholeFacility : C.bays(quote.space)}</dd>
        </div>
        <div>
          <dt>{C.guests}</dt>
          <dd>{quote.headCount}</dd>
        </div>
      </dl>
      <QuoteLines
        quote={quote}
        className="event-quote-lines"
        depositLabel={
          quote.depositPaidAt ? C.depositPaidLabel : C.deposit(DEFAULT_EVENT_TERMS.depositPercent)
        }
        dueDate={formatIsoDate(quote.balanceDueOn)}
      />
      {quote.discountNote && <p className="event-quote-discount-note">{quote.discountNote}</p>}
      <h3>{C.terms}</h3>
      <p>{quote.terms}</p>
      <QuoteContact />
    </>
  );
}
