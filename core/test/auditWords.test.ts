import { describe, expect, it } from 'vitest';
import { type AuditSubject, auditActionWords, auditSummary, wallToInstant } from '../src/index';

const ZONE = 'America/Denver';
const at = (date: string, time: string) => new Date(wallToInstant(date, time, ZONE)).toISOString();
const jackOnBay2: AuditSubject = {
  memberId: 'u1',
  memberName: 'Jack Reilly',
  bayNumber: '2',
  startTime: at('2026-11-28', '14:00'),
  label: null,
};
const entry = (
  action: string,
  targetType: string,
  targetId = 'b5d0c7a2-1111',
  details = null as Record<string, unknown> | null,
) => ({
  action,
  targetType,
  targetId,
  details,
});

describe('auditSummary', () => {
  it.each<[string, ReturnType<typeof entry>, AuditSubject | null, string]>([
    ['a no-show', entry('no-show', 'booking'), jackOnBay2, 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM'],
    [
      'a check-in',
      entry('check-in', 'booking'),
      jackOnBay2,
      'Checked in: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM',
    ],
    [
      'a morning booking in summer time',
      entry('create', 'booking'),
      { ...jackOnBay2, startTime: at('2026-07-04', '09:30') },
      'Booked at the desk: Jack Reilly, Bay 2, Sat Jul 4 9:30 AM',
    ],
    [
      'a refund, with its amount',
      entry('refund', 'payment', 'p1', { amountCents: 1500, reason: 'left early' }),
      {
        memberId: 'u1',
        memberName: 'Jack Reilly',
        bayNumber: null,
        startTime: null,
        label: 'Paid at the desk: 2 guests',
      },
      'Refund $15: Jack Reilly, Paid at the desk: 2 guests',
    ],
    [
      'a role change',
      entry('role', 'user'),
      { memberId: 'u1', memberName: 'Jack Reilly', bayNumber: null, startTime: null, label: null },
      'Role changed: Jack Reilly',
    ],
    [
      'a tour',
      entry('tour_notes', 'tour'),
      { memberId: null, memberName: null, bayNumber: null, startTime: null, label: 'Ann Visitor' },
      'Tour notes changed: Ann Visitor',
    ],
    [
      'a cash-up',
      entry('cash-up', 'cash_up', '2026-11-21', { differenceCents: -250 }),
      null,
      'Cash-up: Sat Nov 21, Short $2.50',
    ],
    [
      'a recount that balanced',
      entry('recount', 'cash_up', '2026-11-21', { differenceCents: 0 }),
      null,
      'Cash recounted: Sat Nov 21, Balanced',
    ],
    [
      'an event quote whose link was shown to staff (no mail server)',
      entry('event_quote_send', 'event_quote', 'q1234567890', { linkHandedToStaff: true }),
      { memberId: null, memberName: null, bayNumber: null, startTime: null, label: 'Casey Planner' },
      'Event quote sent, its link shown to staff (no mail server): Casey Planner',
    ],
    ['a record no longer there', entry('delete_account', 'user'), null, 'Account deleted: Account b5d0c7a2'],
    [
      'an action not in the list',
      entry('some_new_thing', 'photo', 'ph123456789'),
      null,
      'Some new thing: Photo ph123456',
    ],
  ])('%s', (_name, e, subject, words) => {
    expect(auditSummary(e, subject, ZONE)).toBe(words);
  });

  it('names every action the desk logs', () => {
    expect(auditActionWords('no-show')).toBe('No-show');
    expect(auditActionWords('clear_sign_in_limits')).toBe('Sign-in limits cleared');
  });
});
