import type { TierRules } from '@lounge/core';
import { AntdScope } from '../../app/AntdScope';
import { AtLimitNotice } from './AtLimitNotice';
import { BookingForm } from './BookingForm';

/**
 * The booking page's parts built with antd, in one chunk that BookingPage loads after its first
 * render: the page's heading and the member's limits paint before antd's code and styles arrive.
 */
export function AtLimitPart({ tier, now }: { tier: TierRules; now: number }) {
  return (
    <AntdScope>
      <AtLimitNotice tier={tier} now={now} />
    </AntdScope>
  );
}

export function BookingFormPart({ tier }: { tier: TierRules }) {
  return (
    <AntdScope>
      <BookingForm tier={tier} />
    </AntdScope>
  );
}
