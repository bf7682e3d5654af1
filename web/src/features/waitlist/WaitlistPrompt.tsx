import { ANY_BAY, busyLabels, waitlistMessages as W } from '@lounge/core';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import type { BookingRequest } from '../booking/bookingApi';
import { useJoinWaitlist } from './useWaitlistActions';
import './waitlist.css';

export type BayChoice = 'this' | 'any';

/**
 * After 'Bay Unavailable' (409 bay_taken) on the booking page: wait for that time instead, in this
 * bay or any bay. Joins with the booking that was refused, as it was sent.
 */
export function WaitlistPrompt({ request, onDone }: { request: BookingRequest; onDone: () => void }) {
  const [choice, setChoice] = useState<BayChoice>('this');
  const join = useJoinWaitlist(onDone);
  return (
    <section className="waitlist-prompt" aria-label="Waitlist">
      <p>{W.joinPrompt}</p>
      <fieldset>
        <legend>Which bay?</legend>
        <Radio.Group
          value={choice}
          onChange={(e) => setChoice(e.target.value as BayChoice)}
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
        onClick={() => join.mutate({ ...request, bayNumber: choice === 'any' ? ANY_BAY : request.bayNumber })}
      >
        {join.isPending ? busyLabels.processing : W.joinButton}
      </Button>
    </section>
  );
}
