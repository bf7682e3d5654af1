import {
  BOOKING_NOTES_MAX,
  type BookingView,
  bookableDateRange,
  bookingDateDisabledReason,
  bookingHours,
  busyLabels,
  countUpcoming,
  isUnstaffedTime,
  memberLabels,
  staffedHoursLabel,
  staffingMessages,
  type TierRules,
  type VenueSettings,
  validateNewBooking,
} from '@lounge/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, type FormRule, Input, Select } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { usePainted } from '../../ui/usePainted';
import { useCurrentUser } from '../auth/currentUser';
import { useSubmitFirst } from '../forms/submitFirst';
import { VenueDatePicker } from '../forms/VenueDatePicker';
import { releasePendingCheckout } from '../guestCheckout/releasePendingCheckout';
import { type WaitlistChoice, WaitlistPrompt } from '../waitlist/WaitlistPrompt';
import { AvailabilityView } from './AvailabilityView';
import { BookingConfirmed } from './BookingConfirmed';
import { BookingSummary } from './BookingSummary';
import { bookingsQuery } from './bookingApi';
import {
  type BookingFormValues,
  blankValues,
  firstBookableDate,
  formFieldOf,
  requiredBlanks,
  restoredValues,
  toBookingRequest,
} from './bookingForm';
import { dateLabel } from './bookingTimes';
import { endChoices, instantOf, playerChoices, suggestedEnd, takenForBay } from './slotOptions';
import { TimeRangeFields } from './TimeRangeFields';
import { useBookingQuote } from './useBookingQuote';
import { useCreateBooking } from './useCreateBooking';
import { useNow } from './useNow';
import { useSlotChoices } from './useSlotChoices';

// Each required field's own words when left blank, checked on submit and then as the member types.
const REQUIRED = Object.fromEntries(
  Object.entries(memberLabels.booking.blank).map(([field, message]) => [
    field,
    [{ required: true, message }],
  ]),
) as Record<keyof typeof memberLabels.booking.blank, FormRule[]>;

/**
 * The booking form (docs/product.md): a date inside the tier's window, start and end on the
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
  // A taken bay and time the member may wait for (a taken cell chosen, or the booking refused
  // because its bay was taken meanwhile): offered the waitlist until the member changes a choice.
  // It is kept as sent, since the day read again clears the taken time.
  const [bayTaken, setBayTaken] = useState<WaitlistChoice | null>(null);
  // The booking just made: shown until the member starts on another.
  const [confirmed, setConfirmed] = useState<BookingView | null>(null);
  const errors = useSubmitFirst(form);
  const create = useCreateBooking(
    (booking) => {
      form.setFieldsValue(blankValues(firstDate));
      setConfirmed(booking);
    },
    setBayTaken,
    // The server's refusal of the day itself (a frozen membership) shows on the date, as core's would.
    (field, message) => errors.fail({ [formFieldOf(field)]: message }),
  );

  // Coming back from an unpaid guest checkout: its bay hold goes, the choices stay.
  useEffect(() => releasePendingCheckout(client), [client]);

  const players = Form.useWatch('players', form) ?? 1;
  const bookings = useQuery(bookingsQuery);
  const { date, endTime, bay, day, slots, starts, start, ends, end, range, bays } = useSlotChoices(
    form,
    tier,
    now,
  );
  // The guests' passes or fee, quoted by the server as soon as there are guests and a date.
  const chosen = Form.useWatch([], form) as BookingFormValues | undefined;
  const quote = useBookingQuote(chosen && players > 1 && date ? toBookingRequest(chosen) : null);

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

  // A taken cell: the waitlist for that bay and time, as long as the member's current choice of
  // end (else the shortest session) and players.
  const offerWaitlist = (takenBay: string, startValue: string) => {
    const takenStart = instantOf(date, startValue, venue);
    if (takenStart === null) return;
    const ends = endChoices(date, venue, tier, takenStart, []);
    const endValue = suggestedEnd(takenStart, endTime, ends);
    const takenEnd = instantOf(date, endValue, venue);
    if (!endValue || takenEnd === null) return;
    const request = toBookingRequest({
      ...form.getFieldsValue(true),
      bayNumber: takenBay,
      startTime: startValue,
      endTime: endValue,
    });
    setBayTaken({ request, durationHours: bookingHours(takenStart, takenEnd), focus: true });
  };

  const submit = (values: BookingFormValues) => {
    setBayTaken(null);
    setConfirmed(null);
    const request = toBookingRequest(values);
    const at = Date.now();
    const check = validateNewBooking(request, {
      venue,
      now: at,
      user,
      upcomingCount: countUpcoming(bookings.data ?? [], at),
    });
    if (!check.ok) {
      // Every blank field at once, each with its own words; another broken rule on its field.
      const blanks = requiredBlanks(request);
      if (blanks) errors.fail(blanks);
      else if (check.error.field) errors.fail({ [formFieldOf(check.error.field)]: check.error.message });
      else showToast({ title: check.error.title, message: check.error.message, kind: 'error' });
      return;
    }
    create.mutate({ request, durationHours: bookingHours(check.booking.start, check.booking.end) });
  };

  // The form mounts in three steps, a frame apart: the day, then the session's fields, then the
  // day's grid: shorter tasks instead of one long one while the member waits to use the form.
  const detailsReady = usePainted();
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
      onValuesChange={() => {
        setBayTaken(null);
        setConfirmed(null);
      }}
      {...errors.formProps}
    >
      {errors.announcer}
      <div className="booking-layout">
        <section className="booking-panel booking-when" aria-labelledby="booking-when-title">
          <h2 id="booking-when-title">Choose your day</h2>
          <Form.Item
            name="bookingDate"
            label="Date"
            required
            rules={REQUIRED.bookingDate}
            extra={`${tier.name} members can book ${dateLabel(bookable.first, 'short')} to ${dateLabel(bookable.last, 'short')}.`}
          >
            <VenueDatePicker problem={(d) => bookingDateDisabledReason(d, tier, venue, now)} />
          </Form.Item>
        </section>

        <section className="booking-panel booking-details" aria-labelledby="booking-details-title">
          <h2 id="booking-details-title">Your session</h2>
          {detailsReady && (
            <>
              <TimeRangeFields
                starts={starts}
                ends={ends}
                start={start}
                rules={{ start: REQUIRED.startTime, end: REQUIRED.endTime }}
              />
              {range && date && isUnstaffedTime(venue, date, range.start, range.end) && (
                <UnstaffedNotice venue={venue} />
              )}
              <div className="form-row">
                <Form.Item name="bayNumber" label="Bay" required rules={REQUIRED.bayNumber}>
                  <Select options={bays} placeholder="Choose a bay" virtual={false} />
                </Form.Item>
                <Form.Item name="players" label="Players" required rules={REQUIRED.guestCount}>
                  <Select options={playerChoices()} virtual={false} />
                </Form.Item>
              </div>
              <Form.Item name="notes" label="Notes (optional)">
                <Input.TextArea rows={3} maxLength={BOOKING_NOTES_MAX} showCount />
              </Form.Item>
              {/* Once booked, the confirmation takes the summary's place and stays: the form behind it
                  is blank for another booking, so a summary there would read 'Not chosen yet'. */}
              {confirmed ? (
                <BookingConfirmed booking={confirmed} onAnother={() => setConfirmed(null)} />
              ) : (
                <>
                  <BookingSummary
                    date={date}
                    start={start}
                    end={end}
                    bay={bay}
                    players={players}
                    guests={quote.data?.guests}
                  />
                  {/* Not a submit button: Enter in the date picker accepts a typed date and must not send the booking. */}
                  <Button type="primary" onClick={() => form.submit()} size="large" block loading={busy}>
                    {busy ? busyLabels.processing : memberLabels.booking.confirm}
                  </Button>
                </>
              )}
              {bayTaken && <WaitlistPrompt choice={bayTaken} onDone={() => setBayTaken(null)} />}
            </>
          )}
        </section>

        <section className="booking-panel booking-availability" aria-labelledby="availability-title">
          <h2 id="availability-title">{memberLabels.booking.availabilityTitle}</h2>
          {detailsReady && (
            <AfterPaint>
              <AvailabilityView
                date={date}
                tier={tier}
                now={now}
                taken={day.data}
                loadFailed={day.isError}
                selection={{ bay, range }}
                onPick={pick}
                onWaitlist={offerWaitlist}
              />
            </AfterPaint>
          )}
        </section>
      </div>
    </Form>
  );
}

/** The chosen time is outside staffed hours: nobody at the desk, the pass opens the door. */
function UnstaffedNotice({ venue }: { venue: VenueSettings }) {
  const notice = staffingMessages.unstaffed(staffedHoursLabel(venue));
  return (
    <div className="booking-unstaffed" role="note" aria-label={notice.title}>
      <strong>{notice.title}</strong> {notice.message}
    </div>
  );
}

/** Its children once the screen has been painted as it is now (a step after its parent's). */
function AfterPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}
