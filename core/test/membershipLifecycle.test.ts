import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  formatMoney,
  hasPaidPlan,
  planChangeDirection,
  prorationCents,
  wallToInstant,
} from '../src';

const DENVER = 'America/Denver';
const at = (date: string, time = '00:00') => wallToInstant(date, time, DENVER);

describe('a plan and a change of plan', () => {
  it('holds a paid plan only when intro or monthly', () => {
    expect(hasPaidPlan({ membershipStatus: 'intro' })).toBe(true);
    expect(hasPaidPlan({ membershipStatus: 'monthly' })).toBe(true);
    expect(hasPaidPlan({ membershipStatus: 'pending' })).toBe(false);
    expect(hasPaidPlan({ membershipStatus: 'inactive' })).toBe(false);
  });

  it('orders the plans by price', () => {
    expect(planChangeDirection('general', 'vip')).toBe('upgrade');
    expect(planChangeDirection('vip', 'general')).toBe('downgrade');
    expect(planChangeDirection('vip', 'vip')).toBe('same');
  });
});

describe('proration of an upgrade', () => {
  // Monthly difference: $279 - $179 = $100; intro difference: $549 - $349 = $200.
  it.each([
    // flow, period start, period end, now, cents
    ['monthly', at('2026-12-01'), at('2027-01-01'), at('2026-12-01'), 10000], // all of it
    ['monthly', at('2026-12-01'), at('2027-01-01'), at('2026-12-16', '12:00'), 5000], // half of 31 days
    ['monthly', at('2026-12-01'), at('2027-01-01'), at('2026-12-31', '12:00'), 161], // 12 h of 744 h
    ['monthly', at('2026-12-01'), at('2027-01-01'), at('2027-01-01'), 0], // at the end: nothing
    ['monthly', at('2026-12-01'), at('2027-01-01'), at('2026-11-20'), 10000], // before: the whole difference
    // November holds the autumn change (1 November 2026): 721 hours, so 16 November 00:00 is past half.
    ['monthly', at('2026-11-01'), at('2026-12-01'), at('2026-11-16'), 4993],
    // Month ends: 31 January to 28 February is 28 days.
    ['monthly', at('2027-01-31'), at('2027-02-28'), at('2027-02-14'), 5000],
    // A month holding the spring change (8 March 2026) is 743 hours: half of it is 12:30 on the 16th.
    ['monthly', at('2026-03-01'), at('2026-04-01'), at('2026-03-16', '12:30'), 5000],
    // ...and one holding the autumn change (1 November 2026) is 721 hours.
    ['monthly', at('2026-10-15'), at('2026-11-15'), at('2026-10-30', '12:30'), 5000],
    // Intro: the difference of the two intro prices over the 3-month period.
    ['intro', at('2026-11-22'), at('2027-02-22'), at('2026-11-22'), 20000],
    ['intro', at('2026-11-22'), at('2027-02-22'), at('2027-01-07'), 10000], // 46 of 92 days left
    ['intro', at('2026-11-22'), at('2027-02-22'), at('2027-02-21'), 217], // 1 of 92 days left
  ] as const)('%s period %d..%d at %d: %i cents', (flow, periodStart, periodEnd, now, cents) => {
    expect(prorationCents({ from: 'general', to: 'vip', flow, periodStart, periodEnd, now })).toBe(cents);
  });

  it('charges nothing for a downgrade or the same plan', () => {
    const period = { flow: 'monthly' as const, periodStart: 0, periodEnd: 1000, now: 500 };
    expect(prorationCents({ from: 'vip', to: 'general', ...period })).toBe(0);
    expect(prorationCents({ from: 'vip', to: 'vip', ...period })).toBe(0);
  });
});

describe('the refund of a cancelled booking', () => {
  const startsAt = at('2026-11-24', '18:00');
  const HOUR = 3_600_000;
  it.each([
    [48 * HOUR, 2000, true, 2000],
    [24 * HOUR, 2000, true, 2000], // exactly the cutoff: in time
    [24 * HOUR - 1, 2000, false, 0],
    [HOUR, 2000, false, 0],
    [48 * HOUR, 0, true, 0], // nothing paid, nothing back
  ])('cancelled %d ms ahead having paid %i: in time %s, %i back', (ahead, paid, inTime, back) => {
    expect(cancellationRefund({ paidCents: paid, startsAt, now: startsAt - ahead, cutoffHours: 24 })).toEqual(
      { inTime, refundCents: back },
    );
  });
});

describe('amounts of money', () => {
  it.each([
    [2000, '$20'],
    [4993, '$49.93'],
    [-1000, '-$10'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});
