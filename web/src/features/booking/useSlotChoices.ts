import { bayChoices, rangesOverlap, type TakenSlot, type TierRules } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';
import { useVenue } from '../../api/venue';
import { toIsoDate } from '../forms/dates';
import { takenQuery } from './bookingApi';
import type { BookingFormValues } from './bookingForm';
import { endChoices, instantOf, keepValidTimes, startChoices, takenForBay } from './slotOptions';

interface SlotChoiceOptions {
  /** The booking being edited: its own time does not count as taken. Keep it stable (useMemo). */
  exclude?: TakenSlot;
}

/**
 * What the booking form and the edit dialog offer for the values chosen so far: the day's taken
 * times, start and end options with their reasons, the bays free for the chosen time. Worked out
 * once per change, not per render (each walks the venue's day through the time-zone rules), and a
 * chosen time that a change made impossible is cleared (docs/product.md: changing the start clears an end
 * that became too long).
 */
export function useSlotChoices(
  form: FormInstance<BookingFormValues>,
  tier: TierRules,
  now: number,
  { exclude }: SlotChoiceOptions = {},
) {
  const { venue } = useVenue();
  const date = toIsoDate(Form.useWatch('bookingDate', form));
  const startTime = Form.useWatch('startTime', form);
  const endTime = Form.useWatch('endTime', form);
  const bay = Form.useWatch('bayNumber', form);

  const day = useQuery(takenQuery(date));
  const slots = day.data;
  const taken = useMemo(() => takenForBay(slots ?? [], bay, exclude), [slots, bay, exclude]);
  const starts = useMemo(() => startChoices(date, venue, tier, now, taken), [date, venue, tier, now, taken]);
  const start = useMemo(() => instantOf(date, startTime, venue), [date, startTime, venue]);
  const ends = useMemo(() => endChoices(date, venue, tier, start, taken), [date, venue, tier, start, taken]);
  const end = useMemo(() => instantOf(date, endTime, venue), [date, endTime, venue]);
  const hasRange = start !== null && end !== null && end > start;
  const bays = useMemo(
    () =>
      bayChoices(
        venue,
        tier.type,
        (b) => hasRange && takenForBay(slots ?? [], b, exclude).some((r) => rangesOverlap({ start, end }, r)),
      ),
    [venue, tier, slots, hasRange, start, end, exclude],
  );

  useEffect(() => {
    const endsFor = (s: number) => (s === start ? ends : endChoices(date, venue, tier, s, taken));
    const kept = keepValidTimes({ startTime, endTime }, starts, endsFor, tier);
    if (kept.startTime !== startTime || kept.endTime !== endTime) {
      form.setFieldsValue({ startTime: kept.startTime, endTime: kept.endTime });
    }
  }, [form, date, venue, tier, taken, starts, start, ends, startTime, endTime]);

  const range = useMemo(
    () => (hasRange && start !== null && end !== null ? { start, end } : null),
    [hasRange, start, end],
  );
  return { date, endTime, bay, day, slots, starts, start, ends, end, range, bays };
}
