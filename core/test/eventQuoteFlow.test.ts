/**
 * A quote from sending to the event (eventQuoteFlow.ts): an unpaid link reads expired once its days
 * are over, the balance is flagged from its due date (never before, never once paid), and the
 * event's span keeps its wall-clock start across a daylight-saving change. Run under three TZ values:
 * nothing here reads the process's zone.
 */
import { describe, expect, it } from 'vitest';
import { balanceOverdue, effectiveQuoteStatus, eventSpan } from '../src/eventQuoteFlow';
import { balanceDates } from '../src/eventQuotes';

describe('effectiveQuoteStatus', () => {
  const expiresAt = '2026-12-08T17:00:00.000Z';
  const at = Date.parse(expiresAt);
  it.each([
    ['sent', at - 1, 'sent'],
    ['sent', at, 'expired'],
    ['viewed', at + 1, 'expired'],
    ['accepted', at + 1, 'expired'],
    ['paid', at + 1, 'paid'],
    ['cancelled', at + 1, 'cancelled'],
    ['draft', at + 1, 'draft'],
  ] as const)('%s at %d reads %s', (status, now, expected) => {
    expect(effectiveQuoteStatus({ status, linkExpiresAt: expiresAt }, now)).toBe(expected);
  });
});

describe('balanceOverdue', () => {
  const paid = {
    status: 'paid' as const,
    balanceDueOn: '2027-03-07',
    balanceCents: 50000,
    balancePaidAt: null,
  };
  it('is flagged the day after the date the quote gave: paying on it is on time', () => {
    expect(balanceOverdue(paid, '2027-03-06')).toBe(false);
    expect(balanceOverdue(paid, '2027-03-07')).toBe(false);
    expect(balanceOverdue(paid, '2027-03-08')).toBe(true);
    expect(balanceOverdue(paid, '2027-03-20')).toBe(true);
  });
  it('never once the balance is paid, for nothing owed, or before the deposit', () => {
    expect(balanceOverdue({ ...paid, balancePaidAt: '2027-03-01T00:00:00.000Z' }, '2027-03-10')).toBe(false);
    expect(balanceOverdue({ ...paid, balanceCents: 0 }, '2027-03-10')).toBe(false);
    expect(balanceOverdue({ ...paid, status: 'accepted' }, '2027-03-10')).toBe(false);
  });
  it('never on the day a quote due on sending went out', () => {
    // Sent December 1 for December 5: due on sending, so not overdue that day.
    const { dueOn } = balanceDates('2026-12-05', '2026-12-01');
    expect(balanceOverdue({ ...paid, balanceDueOn: dueOn }, '2026-12-01')).toBe(false);
    expect(balanceOverdue({ ...paid, balanceDueOn: dueOn }, '2026-12-02')).toBe(true);
  });
});

describe('eventSpan', () => {
  it('starts at the venue wall clock on either side of a DST change, lasting its hours', () => {
    const before = eventSpan('2027-03-13', '18:00', 3, 'America/Denver');
    const after = eventSpan('2027-03-14', '18:00', 2.5, 'America/Denver');
    expect(new Date(before.start).toISOString()).toBe('2027-03-14T01:00:00.000Z');
    expect(before.end - before.start).toBe(3 * 3_600_000);
    expect(new Date(after.start).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(after.end - after.start).toBe(2.5 * 3_600_000);
  });
});
