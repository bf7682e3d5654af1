/**
 * An event quote's lines table, written once for the contact's page (/event-quote) and the desk's
 * quote dialog (through web's exports, `@lounge/web/ui`): each line with its price (a changed price
 * with the price it replaced and why, core's adjustedNote), then the total, the deposit and the
 * balance with its due date. What differs between the two is passed in: the deposit's words (the
 * page says when it was paid), the due date's format and the table's class.
 */
import {
  adjustedNote,
  balanceDueOnSending,
  eventQuotePageCopy as C,
  formatMoney,
  type PublicEventQuote,
} from '@lounge/core';

export function QuoteLines({
  quote,
  depositLabel,
  dueDate,
  className,
  caption,
}: {
  quote: Pick<
    PublicEventQuote,
    'lines' | 'totalCents' | 'depositCents' | 'balanceCents' | 'balanceDueOn' | 'date'
  >;
  depositLabel: string;
  /** The balance's due date as the screen writes dates. */
  dueDate: string;
  className: string;
  /** Read out before the table (visually hidden), where the screen has no heading over it. */
  caption?: string;
}) {
  return (
    <table className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              {line.label}
              {adjustedNote(line) && <span className="muted"> {adjustedNote(line)}</span>}
            </th>
            <td>{formatMoney(line.cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{C.total}</th>
          <td>{formatMoney(quote.totalCents)}</td>
        </tr>
        <tr>
          <th scope="row">{depositLabel}</th>
          <td>{formatMoney(quote.depositCents)}</td>
        </tr>
        <tr>
          <th scope="row">{C.balanceDue(dueDate, balanceDueOnSending(quote.date, quote.balanceDueOn))}</th>
          <td>{formatMoney(quote.balanceCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
