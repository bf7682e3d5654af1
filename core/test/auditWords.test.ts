import { describe, expect, it } from 'vitest';
import {
  type AuditSubject,
  auditActionWords,
  auditDetailsWords,
  auditSummary,
  wallToInstant,
} from '../src/index';

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
    [
      'a record no longer there, never by its id',
      entry('delete_account', 'user'),
      null,
      'Account deleted: Account no longer on record',
    ],
    [
      'a competition (named by the server), and one deleted',
      entry('edit_competition', 'competition', '3d9d0d90-aaaa'),
      { memberId: null, memberName: null, bayNumber: null, startTime: null, label: 'Winter League' },
      'Competition changed: Winter League',
    ],
    [
      'a competition gone',
      entry('edit_competition', 'competition', '3d9d0d90-aaaa'),
      null,
      'Competition changed: Competition no longer on record',
    ],
    [
      'a photo, by its slot',
      entry('photo_upload', 'photo', 'ph1', { slot: 'hero' }),
      null,
      'Photo added: Home page photo',
    ],
    [
      'a legal text',
      entry('legal_text_replace', 'legal_text', 'terms'),
      null,
      'Legal text replaced: Terms of Service',
    ],
    [
      'an action not in the list',
      entry('some_new_thing', 'photo', 'ph123456789'),
      null,
      'Some new thing: Photo no longer on record',
    ],
  ])('%s', (_name, e, subject, words) => {
    expect(auditSummary(e, subject, ZONE)).toBe(words);
  });

  it('names every action the desk logs', () => {
    expect(auditActionWords('no-show')).toBe('No-show');
    expect(auditActionWords('clear_sign_in_limits')).toBe('Sign-in limits cleared');
  });
});

describe('auditDetailsWords', () => {
  it.each([
    [
      'a +30 min extension shows the new end, before and after',
      {
        override: false,
        from: { bay: '2', start: at('2026-11-28', '19:00'), end: at('2026-11-28', '20:00'), players: '2' },
        to: { bay: '2', start: at('2026-11-28', '19:00'), end: at('2026-11-28', '20:30'), players: '2' },
      },
      'Bay 2, Sat Nov 28 7:00 PM – 8:00 PM, 2 players → Bay 2, Sat Nov 28 7:00 PM – 8:30 PM, 2 players',
    ],
    [
      'money as money, never raw cents; ids left out',
      { refundId: 'a7e0c2f4-1111-4222-8333-944445555666', amountCents: 17000, reason: 'Rain' },
      'Amount: $170 · Reason: Rain',
    ],
    ['a role change', { from: 'staff', to: 'admin' }, 'staff → admin'],
    [
      'a card corrected: the scores before and after',
      { round: 1, entryId: 'e1', before: [4, 5, 4], after: [4, 4, 4] },
      '4 5 4 → 4 4 4 · Round: 1',
    ],
    ['a card entered the first time', { round: 2, after: [4, null] }, 'none → 4 – · Round: 2'],
    [
      'a block removed: its bays, its span at the venue, its reason',
      {
        bays: ['1', '3'],
        start: at('2026-11-28', '10:00'),
        end: at('2026-11-28', '11:00'),
        reason: 'Service',
        removed: 2,
      },
      'Bays: 1, 3 · Start: Sat Nov 28 10:00 AM · End: Sat Nov 28 11:00 AM · Reason: Service · Removed: 2',
    ],
    [
      'a tour confirmed: the venue date and 12-hour time',
      { confirmedDate: '2026-12-02', confirmedTime: '17:30' },
      'Date: Wed Dec 2 · Time: 5:30 PM',
    ],
    ['a flag that is set, by its words alone', { walkIn: true, override: false }, 'Walk-in'],
    ['nothing recorded', null, ''],
  ])('%s', (_name, details, words) => {
    expect(auditDetailsWords(details as Record<string, unknown> | null, ZONE)).toBe(words);
  });
});
