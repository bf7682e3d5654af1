import { describe, expect, it } from 'vitest';
import {
  auditDetailsView,
  daySheetRows,
  ERASED_PROFILE,
  parseAuditDetails,
  spreadsheetSafe,
} from '../src/index';

describe('spreadsheetSafe', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+1 406 555', "'+1 406 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ['Sam Tester', 'Sam Tester'],
    ['a=b', 'a=b'],
    ['', ''],
    [-5, -5],
    [12.5, 12.5],
  ])('%j -> %j', (cell, safe) => {
    expect(spreadsheetSafe(cell)).toBe(safe);
  });
});

describe('daySheetRows', () => {
  const NOW = Date.UTC(2026, 10, 23, 16, 0); // 9:00 AM in Denver
  type SheetBooking = Parameters<typeof daySheetRows>[0]['bookings'][number];
  const member = (firstName: string, lastName: string, membershipType: 'general' | 'vip' | null) => ({
    ...ERASED_PROFILE,
    id: `${firstName}-id`,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    membershipType,
  });
  const b = (over: Partial<SheetBooking>): SheetBooking => ({
    bayNumber: '1',
    startTime: '2026-11-23T17:00:00.000Z',
    endTime: '2026-11-23T18:00:00.000Z',
    status: 'confirmed',
    players: 2,
    member: member('Sam', 'Tester', 'vip'),
    notes: null,
    ...over,
  });
  // The venue's zone, not the machine's (this file runs under three TZ values).
  const day = (bookings: SheetBooking[]) => ({
    timeZone: 'America/Denver',
    bookings,
    blocks: [
      {
        bayNumber: '3',
        startTime: '2026-11-23T19:00:00.000Z',
        endTime: '2026-11-23T21:00:00.000Z',
        reason: 'Projector repair',
      },
    ],
  });

  it('lists the day by start then bay, in venue time, cancelled bookings left out, blocks included', () => {
    const rows = daySheetRows(
      day([
        b({
          bayNumber: '2',
          startTime: '2026-11-23T16:00:00.000Z',
          member: member('Alex', 'Early', 'general'),
        }),
        b({ bayNumber: '10' }),
        b({ notes: 'Left-handed clubs' }),
        b({ status: 'cancelled', member: member('Gone', 'Away', 'vip') }),
      ]),
      NOW,
    );
    expect(rows).toEqual([
      ['Bay', 'Start', 'End', 'Member', 'Tier', 'Players', 'Status', 'Notes'],
      ['2', '9:00 AM', '11:00 AM', 'Alex Early', 'General', 2, 'Late', ''],
      ['1', '10:00 AM', '11:00 AM', 'Sam Tester', 'VIP', 2, 'Upcoming', 'Left-handed clubs'],
      ['10', '10:00 AM', '11:00 AM', 'Sam Tester', 'VIP', 2, 'Upcoming', ''],
      ['3', '12:00 PM', '2:00 PM', '', '', '', 'Blocked', 'Projector repair'],
    ]);
  });

  it("reads the member from the schedule's member: a name without a last name, a member without a plan", () => {
    const [, row] = daySheetRows({ ...day([b({ member: member('Cher', '', null) })]), blocks: [] }, NOW);
    expect(row?.slice(3, 5)).toEqual(['Cher', '']);
  });
});

describe('audit details', () => {
  it('hides every key that names a secret, at any depth, and links carrying a token', () => {
    expect(
      auditDetailsView({
        reason: 'Member asked',
        token: 'abc',
        resetLink: 'https://x/reset?token=abc',
        nested: { sessionId: 's', apiKey: 'k', passwordHash: 'h', role: 'staff' },
        list: [{ secret: 1 }, 'see https://lounge.example/reset-password?token=abc'],
        from: { bay: '1' },
      }),
    ).toEqual({
      reason: 'Member asked',
      token: '[hidden]',
      resetLink: '[hidden]',
      nested: { sessionId: '[hidden]', apiKey: '[hidden]', passwordHash: '[hidden]', role: 'staff' },
      list: [{ secret: '[hidden]' }, '[hidden]'],
      from: { bay: '1' },
    });
  });

  it.each([
    [null, null],
    ['not json', null],
    ['{"override":true}', { override: true }],
    ['"text"', { value: 'text' }],
  ])('parses %j', (stored, view) => {
    expect(parseAuditDetails(stored)).toEqual(view);
  });
});
