/**
 * What the desk booking would do, before it is made: the guests (on passes, or the fee to collect,
 * with cash or card), the one refusal if any (in staff's words, shown here only), and the override
 * switch with the tier limits it lifts for this booking.
 */
import { type BookingQuote, DESK_PAYMENT_METHODS, guestQuoteLine } from '@lounge/core';
import { Form, Radio, Switch } from 'antd';
import { RefusalAlert } from './bookingFormParts';

export interface PanelRefusal {
  title: string;
  message: string;
}

export function DeskQuotePanel({
  quote,
  refusal,
  loading,
}: {
  quote: BookingQuote | undefined;
  /** The refusal to show: the submit's, else the quote's. */
  refusal: PanelRefusal | null;
  loading: boolean;
}) {
  const lifts = quote?.overrideLifts ?? [];
  const fee = quote?.guests?.feeCents ?? 0;
  return (
    <section className="desk-quote" aria-label="Before booking" aria-busy={loading}>
      <div className="desk-quote-line">
        <strong>Guests: </strong>
        {quote?.guests
          ? guestQuoteLine(quote.guests, 'staff')
          : 'Chosen with the member, day, bay and times.'}
      </div>
      <RefusalAlert refusal={refusal} />
      <div className="desk-quote-override">
        <Form.Item name="override" valuePropName="checked" noStyle>
          <Switch id="desk-override" />
        </Form.Item>
        <label htmlFor="desk-override">
          <strong>Override tier limits</strong>
          <span className="muted">
            {lifts.length > 0
              ? ` Lifts: ${lifts.map((l) => l.text).join(' ')}`
              : ' Nothing to lift: this booking keeps to the member’s limits. Hours, bays and overlaps always hold.'}
          </span>
        </label>
      </div>
      {fee > 0 && (
        <Form.Item
          name="paymentMethod"
          label="Guest fee collected by"
          rules={[{ required: true, message: 'Collect the guest fee and say how it was paid.' }]}
          className="desk-quote-fee"
        >
          <Radio.Group
            optionType="button"
            options={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: m === 'cash' ? 'Cash' : 'Card' }))}
          />
        </Form.Item>
      )}
    </section>
  );
}
