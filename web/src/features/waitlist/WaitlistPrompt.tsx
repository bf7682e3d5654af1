import {
  ANY_BAY,
  bayLabel,
  busyLabels,
  type FilledBookingRequest,
  waitlistMessages as W,
} from '@lounge/core';
import { Button, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useVenue } from '../../api/venue';
import { dateLabel, timeLabel } from '../booking/bookingTimes';
import { playersLabel } from '../booking/sessionLabels';
import { instantOf } from '../booking/slotOptions';
import { useJoinWaitlist } from './useWaitlistActions';
import './waitlist.css';

export type BayChoice = 'this' | 'any';

/** A taken time the member may wait for: the booking as it would be sent, and its length. */
export interface WaitlistChoice {
  request: FilledBookingRequest;
  durationHours: number;
  /** Chosen from the grid: the prompt takes the focus, so a keyboard or screen reader user lands on it. */
  focus?: boolean;
}

/**
 * On the booking page, for a taken bay and time (a taken cell of the grid, or 'Bay Unavailable',
 * 409 bay_taken, on Confirm): wait for that time instead, in this bay or any bay. 'Any bay' books a
 * bay free at that time instead of waiting.
 */
export function WaitlistPrompt({ choice, onDone }: { choice: WaitlistChoice; onDone: () => void }) {
  const { request, durationHours } = choice;
  const { venue } = useVenue();
  const [bay, setBay] = useState<BayChoice>('this');
  // What joining waits for, in words: the member must see the time and party it joins with.
  const start = instantOf(request.bookingDate, request.startTime, venue);
  const end = instantOf(request.bookingDate, request.endTime, venue);
  const when =
    start !== null && end !== null
      ? `${dateLabel(request.bookingDate)}, ${timeLabel(start, venue)} - ${timeLabel(end, venue)}`
      : dateLabel(request.bookingDate);
  const join = useJoinWaitlist(onDone);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (choice.focus) ref.current?.focus();
  }, [choice]);
  return (
    <section className="waitlist-prompt" aria-label="Waitlist" tabIndex={-1} ref={ref}>
      <p>{W.joinPrompt}</p>
      <p className="waitlist-prompt-what">
        <strong>{when}</strong> · {playersLabel(Number(request.guestCount) || 1)}
      </p>
      <fieldset>
        <legend>Which bay?</legend>
        <Radio.Group
          value={bay}
          onChange={(e) => setBay(e.target.value as BayChoice)}
          options={[
            { value: 'this', label: `This bay (${bayLabel(request.bayNumber)})` },
            { value: 'any', label: W.anyBay },
          ]}
        />
      </fieldset>
      <Button
        type="primary"
        block
        loading={join.isPending}
        onClick={() =>
          join.mutate({
            request: { ...request, bayNumber: bay === 'any' ? ANY_BAY : request.bayNumber },
            durationHours,
          })
        }
      >
        {join.isPending ? busyLabels.processing : W.joinButton}
      </Button>
    </section>
  );
}
