import {
  BOOKING_NOTES_MAX,
  bookableDateRange,
  bookingDateDisabledReason,
  bookingHours,
  busyLabels,
  countUpcoming,
  memberLabels,
  type TierRules,
  validateNewBooking,
} from '@lounge/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { useCurrentUser } from '../auth/currentUser';
import { disabledBy } from '../forms/dates';
import { releasePendingCheckout } from '../guestCheckout/releasePendingCheckout';
import { WaitlistPrompt } from '../waitlist/WaitlistPrompt';
import { AvailabilityView } from './AvailabilityView';
import { BookingSummary } from './BookingSummary';
import { type BookingRequest, bookingsQuery } from './bookingApi';
import {
  type BookingFormValues,
  blankValues,
  firstBookableDate,
  restoredValues,
  toBookingRequest,
} from './bookingForm';
import { dateLabel } from './bookingTimes';
import { endChoices, instantOf, playerChoices, suggestedEnd, takenForBay } from './slotOptions';
import { TimeRangeFields } from './TimeRangeFields';
import { useCreateBooking } from './useCreateBooking';
import { useNow } from './useNow';
import { useSlotChoices } from './useSlotChoices';

/**
 * The booking form (SPEC.md section 2 and 5): a date inside the tier's window, start and end on the
 * half hour with impossible times disabled and explained, the bay, players 1-5, notes, the summary
 * and 'Confirm Booking'; beside it the day's bay availability. Core's rules are checked before the
 * request (a courtesy: the server checks them again).
 */
export function BookingForm({ tier }: { tier: TierRules }) {
  const { venue } = useVenue();
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const now = useNow();
  const [form] = Form.useForm<BookingFormValues>();
  const firstDate = useMemo(() => firstBookableDate(tier, venue, now), [tier, venue, now]);
  const [initialValues] = useState(() => restoredValues() ?? blankValues(firstDate));
  // The booking refused because its bay was taken meanwhile: offered the waitlist until the member
  // changes a choice. It is kept as sent, since the day read again clears the taken time.
  const [bayTaken, setBayTaken] = useState<BookingRequest | null>(null);
  const create = useCreateBooking(() => form.setFieldsValue(blankValues(firstDate)), setBayTaken);

  // Coming back from an unpaid guest checkout: its bay hold goes, the choices stay.
  useEffect(() => releasePendingCheckout(client), [client]);

  const players = Form.useWatch('players', form) ?? 1;
  const bookings = useQuery(bookingsQuery);
  const { date, endTime, bay, day, slots, starts, start, ends, end, range, bays } = useSlotChoices(
    form,
    tier,
    now,
  );

  const pick = (pickedBay: string, startValue: string) => {
    const pickedStart = instantOf(date, startValue, venue);
    if (pickedStart === null) return;
    setBayTaken(null);
    const bayEnds = endChoices(date, venue, tier, pickedStart, takenForBay(slots ?? [], pickedBay));
    form.setFieldsValue({
      bayNumber: pickedBay,
      startTime: startValue,
      endTime: suggestedEnd(pickedStart, endTime, bayEnds),
    });
  };

  const submit = (values: BookingFormValues) => {
    setBayTaken(null);
    const request = toBookingRequest(values);
    const at = Date.now();
    const check = validateNewBooking(request, {
      venue,
      now: at,
      user,
      upcomingCount: countUpcoming(bookings.data ?? [], at),
    });
    if (!check.ok) {
      showToast({ title: check.error.title, message: check.error.message, kind: 'error' });
      return;
    }
    create.mutate({ request, durationHours: bookingHours(check.booking.start, check.booking.end) });
  };

  const bookable = bookableDateRange(tier, venue, now);
  const busy = create.isPending;
  return (
    <Form
      noValidate
      form={form}
      name="booking"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={() => setBayTaken(null)}
    >
      <div className="booking-layout">
        <section className="booking-panel booking-when" aria-labelledby="booking-when-title">
          <h2 id="booking-when-title">Choose your day</h2>
          <Form.Item
            name="bookingDate"
            label="Date"
            required
            extra={`${tier.name} members can book ${dateLabel(bookable.first, 'short')} to ${dateLabel(bookable.last, 'short')}.`}
          >
            <DatePicker
              className="full-width"
              format="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
              disabledDate={disabledBy((d) => bookingDateDisabledReason(d, tier, venue, now))}
            />
          </Form.Item>
        </section>

        <section className="booking-panel booking-availability" aria-labelledby="availability-title">
          <h2 id="availability-title">{memberLabels.booking.availabilityTitle}</h2>
          <AvailabilityView
            date={date}
            tier={tier}
            now={now}
            taken={day.data}
            loadFailed={day.isError}
            selection={{ bay, range }}
            onPick={pick}
          />
        </section>

        <section className="booking-panel booking-details" aria-labelledby="booking-details-title">
          <h2 id="booking-details-title">Your session</h2>
          <TimeRangeFields starts={starts} ends={ends} start={start} />
          <div className="form-row">
            <Form.Item name="bayNumber" label="Bay" required>
              <Select options={bays} placeholder="Choose a bay" virtual={false} />
            </Form.Item>
            <Form.Item name="players" label="Players" required>
              <Select options={playerChoices()} virtual={false} />
            </Form.Item>
          </div>
          <Form.Item name="notes" label="Notes (optional)">
            <Input.TextArea rows={3} maxLength={BOOKING_NOTES_MAX} showCount />
          </Form.Item>
          <BookingSummary tier={tier} date={date} start={start} end={end} bay={bay} players={players} />
          {/* Not a submit button: Enter in the date picker accepts a typed date and must not send the booking. */}
          <Button type="primary" onClick={() => form.submit()} size="large" block loading={busy}>
            {busy ? busyLabels.processing : memberLabels.booking.confirm}
          </Button>
          {bayTaken && <WaitlistPrompt request={bayTaken} onDone={() => setBayTaken(null)} />}
        </section>
      </div>
    </Form>
  );
}
