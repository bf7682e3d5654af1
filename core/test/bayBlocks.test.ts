import { describe, expect, it } from 'vitest';
import { blockDates, DEFAULT_VENUE, planBayBlock } from '../src/index';

const base = {
  bays: ['1'] as string[] | 'all',
  date: '2026-11-23',
  startTime: '10:00',
  endTime: '12:00',
  reason: 'Service',
};
const TODAY = '2026-11-22';

describe('planBayBlock', () => {
  it('spells a block out bay by bay, in the venue zone', () => {
    const plan = planBayBlock({ ...base, bays: 'all' }, DEFAULT_VENUE, TODAY);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.bays).toEqual(['1', '2', '3']);
    expect(plan.occurrences.map((o) => [o.bayNumber, new Date(o.start).toISOString()])).toEqual([
      ['1', '2026-11-23T17:00:00.000Z'],
      ['2', '2026-11-23T17:00:00.000Z'],
      ['3', '2026-11-23T17:00:00.000Z'],
    ]);
  });

  it('repeats weekly through the until date, keeping the wall clock across DST', () => {
    expect(blockDates({ date: '2027-03-07', repeatWeekly: true, until: '2027-03-21' })).toEqual([
      '2027-03-07',
      '2027-03-14',
      '2027-03-21',
    ]);
    expect(blockDates({ date: '2027-03-07', repeatWeekly: true, until: '2027-03-20' })).toHaveLength(2);
    expect(blockDates({ date: '2027-03-07', repeatWeekly: false, until: '2027-03-21' })).toEqual([
      '2027-03-07',
    ]);
    const plan = planBayBlock(
      { ...base, date: '2027-03-07', repeatWeekly: true, until: '2027-03-14' },
      DEFAULT_VENUE,
      TODAY,
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.occurrences.map((o) => new Date(o.start).toISOString())).toEqual([
      '2027-03-07T17:00:00.000Z',
      '2027-03-14T16:00:00.000Z',
    ]);
  });

  it.each([
    [{ bays: [] }, 'bays', 'Choose a Bay'],
    [{ bays: ['4'] }, 'bays', 'Unknown Bay'],
    [{ date: '2026-11-31' }, 'date', 'Invalid Date'],
    [{ date: '2026-11-21' }, 'date', 'Date Passed'],
    [{ date: '2027-11-24' }, 'date', 'Too Far Ahead'],
    [{ startTime: '9am' }, 'startTime', 'Invalid Time'],
    [{ endTime: '10:00' }, 'endTime', 'Invalid Time Range'],
    [{ reason: ' ' }, 'reason', 'Reason Required'],
    [{ reason: 'x'.repeat(201) }, 'reason', 'Reason Too Long'],
    [{ repeatWeekly: true }, 'until', 'Invalid Repeat'],
    [{ repeatWeekly: true, until: '2027-12-01' }, 'until', 'Too Far Ahead'],
  ])('refuses %o in field %s (%s)', (change, field, title) => {
    const plan = planBayBlock({ ...base, ...change }, DEFAULT_VENUE, TODAY);
    expect(plan).toMatchObject({ ok: false, field, title });
  });

  it('accepts today and the last day of the window', () => {
    expect(planBayBlock({ ...base, date: TODAY }, DEFAULT_VENUE, TODAY).ok).toBe(true);
    expect(planBayBlock({ ...base, date: '2027-11-23' }, DEFAULT_VENUE, TODAY).ok).toBe(true);
  });
});
