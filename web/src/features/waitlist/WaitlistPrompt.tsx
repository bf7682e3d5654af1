import { ANY_BAY, busyLabels, type FilledBookingRequest, waitlistMessages as W } from '@lounge/core';
import { Button, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
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
  const [bay, setBay] = useState<BayChoice>('this');
  const join = useJoinWaitlist(onDone);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (choice.focus) ref.current?.focus();
  }, [choice]);
  return (
    <section className="waitlist-prompt" aria-label="Waitlist" tabIndex={-1} ref={ref}>
      <p>{W.joinPrompt}</p>
      <fieldset>
        <legend>Which bay?</legend>
        <Radio.Group
          value={bay}
          onChange={(e) => setBay(e.target.value as BayChoice)}
          options={[
            { value: 'this', label: `This bay (Bay ${request.bayNumber})` },
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
