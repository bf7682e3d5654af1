import { describe, expect, it } from 'vitest';
import {
  addDays,
  centsAsDollars,
  computeReport,
  DEFAULT_VENUE,
  datesInRange,
  daysInRange,
  type ReportBookingRow,
  type ReportEventRow,
  type ReportHoldRow,
  type ReportLedgerRow,
  type ReportMemberRow,
  rangeInstants,
  reportCsvRows,
  reportRangeRefusal,
  reportSlices,
  resolveVenue,
  venueDays,
  wallTimeOfMinutes,
  wallToInstant,
  weekOf,
} from '../src/index';

const iso = (ms: number) => new Date(ms).toISOString();
/** Denver in November is UTC-7 (MST). */
const mst = (date: string, h: number, m = 0) => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return iso(Date.UTC(y, mo - 1, d, h + 7, m));
};
const NOW = Date.UTC(2026, 11, 1, 17, 0);
const none = { bookings: [], ledger: [], members: [] };
/** A cell's parts when member bookings alone took its minutes. */
const members = (minutes: number) => ({ members: minutes, events: 0, rounds: 0, lessons: 0, blocks: 0 });

function booking(
  over: Partial<ReportBookingRow> & Pick<ReportBookingRow, 'startTime' | 'endTime'>,
): ReportBookingRow {
  return { bayNumber: '1', bookingDate: '2026-11-23', status: 'confirmed', players: 1, ...over };
}

describe('reportRangeRefusal', () => {
  it.each([
    ['2026-11-23', '2026-11-29', null],
    ['2026-11-23', '2026-11-23', null],
    ['2025-01-01', '2025-12-31', null],
    ['2024-01-01', '2024-12-31', null], // 366 days: the longest
    ['2024-01-01', '2025-01-01', 'to'],
    ['2026-11-24', '2026-11-23', 'to'],
    ['2026-02-30', '2026-03-01', 'from'],
    ['23/11/2026', '2026-11-29', 'from'],
    [undefined, '2026-11-29', 'from'],
    ['2026-11-23', '', 'to'],
    ['2026-11-23', '2026-11-31', 'to'],
  ])('%s to %s: %s', (from, to, field) => {
    expect(reportRangeRefusal(from, to)?.field ?? null).toBe(field);
  });

  it('says why in words', () => {
    expect(reportRangeRefusal('2026-11-24', '2026-11-23')?.message).toBe(
      'The last day comes before the first day.',
    );
    expect(reportRangeRefusal('2020-01-01', '2026-01-01')?.message).toBe(
      'A range covers at most 366 days; choose a shorter one.',
    );
  });
});

describe('weekOf and daysInRange', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
    ['2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday
    ['2026-03-04', '2026-03-02', '2026-03-08'], // a week ending on the spring change
    ['2026-12-31', '2026-12-28', '2027-01-03'],
  ])('the week of %s runs %s to %s', (date, from, to) => {
    expect(weekOf(date)).toEqual({ from, to });
    expect(daysInRange(from, to)).toBe(7);
  });

  it('spans a daylight-saving day in its real length', () => {
    const spring = rangeInstants({ from: '2026-03-08', to: '2026-03-08' }, 'America/Denver');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = rangeInstants({ from: '2026-11-01', to: '2026-11-01' }, 'America/Denver');
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });
});

describe('venue days and report slices', () => {
  const year = { from: '2026-01-01', to: '2026-12-31' };
  // Denver; Auckland (the other hemisphere); Santiago (its change at midnight); Lord Howe (half an
  // hour); UTC (no change at all).
  it.each(['America/Denver', 'Pacific/Auckland', 'America/Santiago', 'Australia/Lord_Howe', 'UTC'])(
    'in %s each day of a year reads every wall time as wallToInstant does',
    (zone) => {
      const days = venueDays(year, zone);
      expect(days.map((d) => d.date)).toEqual(datesInRange(year));
      expect(days).toHaveLength(365);
      days.forEach((day, i) => {
        expect(day.start, day.date).toBe(wallToInstant(day.date, '00:00', zone));
        expect(day.end, day.date).toBe(wallToInstant(addDays(day.date, 1), '00:00', zone));
        // Every half hour of the days around a change, and of every tenth day.
        const near = [days[i - 1], day, days[i + 1]].some((d) => d && !d.steady);
        if (!near && i % 10 !== 0) return;
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const time = wallTimeOfMinutes(minutes);
          expect(day.at(time), `${day.date} ${time}`).toBe(wallToInstant(day.date, time, zone));
        }
      });
      expect(days.some((d) => !d.steady)).toBe(zone !== 'UTC');
      // A range that starts on the day a change skips its midnight.
      const skipped = venueDays({ from: '2026-09-06', to: '2026-09-07' }, zone);
      for (const day of skipped) expect(day.at('12:00')).toBe(wallToInstant(day.date, '12:00', zone));
    },
  );

  it('cuts a range into slices within a month, a daylight-saving day alone, covering every day once', () => {
    const slices = reportSlices({ from: '2026-02-20', to: '2026-11-03' }, 'America/Denver');
    expect(slices.slice(0, 4)).toEqual([
      { from: '2026-02-20', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-07' },
      { from: '2026-03-08', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-31' },
    ]);
    expect(slices.slice(-3)).toEqual([
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-11-02', to: '2026-11-03' },
    ]);
    expect(slices.flatMap(datesInRange)).toEqual(datesInRange({ from: '2026-02-20', to: '2026-11-03' }));
    expect(reportSlices(year, 'UTC')).toHaveLength(12);
  });
});

describe('utilisation by bay and hour', () => {
  it('fills the hours a booking holds, in the venue zone', () => {
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-23' },
      DEFAULT_VENUE,
      {
        ...none,
        bookings: [booking({ startTime: mst('2026-11-23', 10), endTime: mst('2026-11-23', 11, 30) })],
      },
      NOW,
    );
    const u = report.utilisation;
    expect(u.hours).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    const bay1 = u.bays.find((b) => b.bay === '1');
    expect(bay1?.cells.slice(0, 3)).toEqual([
      { hour: '09:00', parts: members(0), inPlayMinutes: 0, openMinutes: 60, percent: 0 },
      { hour: '10:00', parts: members(60), inPlayMinutes: 60, openMinutes: 60, percent: 100 },
      { hour: '11:00', parts: members(30), inPlayMinutes: 30, openMinutes: 60, percent: 50 },
    ]);
    expect(bay1?.percent).toBe(11.5); // 90 of 780 minutes
    expect(u.bays.map((b) => b.inPlayMinutes)).toEqual([90, 0, 0]);
    expect(u.openMinutes).toBe(3 * 780);
    expect(u.percent).toBe(3.8); // 90 of 2340
  });

  it.each([
    ['confirmed', 60],
    ['checked_in', 60],
    ['completed', 60],
    ['no_show', 0],
    ['cancelled', 0],
    ['held', 0],
    ['expired', 0],
  ])('a %s booking holds %i minutes of the bay', (status, minutes) => {
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-23' },
      DEFAULT_VENUE,
      {
        ...none,
        bookings: [booking({ status, startTime: mst('2026-11-23', 14), endTime: mst('2026-11-23', 15) })],
      },
      NOW,
    );
    expect(report.utilisation.bays[0]?.parts.members).toBe(minutes);
  });

  it('sums a week: each hour was open seven times', () => {
    const report = computeReport({ from: '2026-11-23', to: '2026-11-29' }, DEFAULT_VENUE, none, NOW);
    expect(report.days).toBe(7);
    expect(report.utilisation.bays[0]?.cells.every((c) => c.openMinutes === 420 && c.percent === 0)).toBe(
      true,
    );
  });

  // A venue open through the night shows what the clock change does to its hours.
  const night = resolveVenue({ hours: { open: '00:00', close: '23:30' } });

  it('on the spring-forward day the skipped hour was never open', () => {
    // 01:00 MST (08:00Z) to 04:00 MDT (10:00Z): two real hours.
    const report = computeReport(
      { from: '2026-03-08', to: '2026-03-08' },
      night,
      {
        ...none,
        bookings: [
          booking({
            bookingDate: '2026-03-08',
            startTime: '2026-03-08T08:00:00.000Z',
            endTime: '2026-03-08T10:00:00.000Z',
          }),
        ],
      },
      NOW,
    );
    const cells = report.utilisation.bays[0]?.cells ?? [];
    expect(cells.slice(1, 4)).toEqual([
      { hour: '01:00', parts: members(60), inPlayMinutes: 60, openMinutes: 60, percent: 100 },
      { hour: '02:00', parts: members(0), inPlayMinutes: 0, openMinutes: 0, percent: null },
      { hour: '03:00', parts: members(60), inPlayMinutes: 60, openMinutes: 60, percent: 100 },
    ]);
    expect(report.utilisation.bays[0]?.openMinutes).toBe(23 * 60 - 30);
  });

  it('on the fall-back day the repeated hour was open twice', () => {
    // 00:30 MDT (06:30Z) to 02:00 MST (09:00Z): two and a half real hours.
    const report = computeReport(
      { from: '2026-11-01', to: '2026-11-01' },
      night,
      {
        ...none,
        bookings: [
          booking({
            bookingDate: '2026-11-01',
            startTime: '2026-11-01T06:30:00.000Z',
            endTime: '2026-11-01T09:00:00.000Z',
          }),
        ],
      },
      NOW,
    );
    const cells = report.utilisation.bays[0]?.cells ?? [];
    expect(cells.slice(0, 3)).toEqual([
      { hour: '00:00', parts: members(30), inPlayMinutes: 30, openMinutes: 60, percent: 50 },
      { hour: '01:00', parts: members(120), inPlayMinutes: 120, openMinutes: 120, percent: 100 },
      { hour: '02:00', parts: members(0), inPlayMinutes: 0, openMinutes: 60, percent: 0 },
    ]);
    expect(report.utilisation.bays[0]?.openMinutes).toBe(25 * 60 - 30);
  });
});

describe("utilisation by part of the bay's day", () => {
  const hold = (
    part: ReportHoldRow['part'],
    from: number,
    to: number,
    over: Partial<ReportHoldRow> = {},
  ): ReportHoldRow => ({
    bayNumber: '1',
    blockDate: '2026-11-28',
    startTime: mst('2026-11-28', from),
    endTime: mst('2026-11-28', to),
    part,
    ...over,
  });
  const saturday = { from: '2026-11-28', to: '2026-11-28' } as const;

  it('gives bookings, events, rounds, lessons and staff blocks their own minutes; a staff block is not in play', () => {
    const report = computeReport(
      saturday,
      DEFAULT_VENUE,
      {
        ...none,
        bookings: [
          booking({
            bookingDate: '2026-11-28',
            startTime: mst('2026-11-28', 10),
            endTime: mst('2026-11-28', 11),
          }),
        ],
        holds: [
          hold('events', 11, 13),
          hold('rounds', 13, 15),
          // A staff block over the event's and the round's bays: each minute is counted once, theirs.
          hold('blocks', 12, 16),
          hold('lessons', 9, 10, { bayNumber: '2' }),
          // Another day's block is not this day's.
          hold('blocks', 9, 22, {
            blockDate: '2026-11-29',
            startTime: mst('2026-11-29', 9),
            endTime: mst('2026-11-29', 22),
          }),
        ],
      },
      NOW,
    );
    const bay1 = report.utilisation.bays.find((b) => b.bay === '1');
    const parts = (hour: string) => bay1?.cells.find((c) => c.hour === hour)?.parts;
    expect(parts('09:00')).toEqual(members(0));
    expect(parts('10:00')).toEqual(members(60));
    expect(parts('11:00')).toEqual({ ...members(0), events: 60 });
    expect(parts('12:00')).toEqual({ ...members(0), events: 60 });
    expect(parts('13:00')).toEqual({ ...members(0), rounds: 60 });
    expect(parts('14:00')).toEqual({ ...members(0), rounds: 60 });
    expect(parts('15:00')).toEqual({ ...members(0), blocks: 60 });
    expect(bay1?.cells.find((c) => c.hour === '15:00')).toMatchObject({ inPlayMinutes: 0, percent: 0 });
    expect(bay1).toMatchObject({
      parts: { members: 60, events: 120, rounds: 120, lessons: 0, blocks: 60 },
      inPlayMinutes: 300,
      openMinutes: 780,
      percent: 38.5,
    });
    const bay2 = report.utilisation.bays.find((b) => b.bay === '2');
    expect(bay2?.cells[0]).toMatchObject({ parts: { ...members(0), lessons: 60 }, percent: 100 });
    expect(report.utilisation).toMatchObject({
      parts: { members: 60, events: 120, rounds: 120, lessons: 60, blocks: 60 },
      inPlayMinutes: 360,
      openMinutes: 3 * 780,
      percent: 15.4,
    });
    const csv = reportCsvRows(report);
    expect(csv).toContainEqual(['Utilisation', 'Private events (min)', '1', '11:00', 60]);
    expect(csv).toContainEqual(['Utilisation', 'Competition rounds (min)', '1', 'All hours', 120]);
    expect(csv).toContainEqual(['Utilisation', 'Staff blocks (min)', 'All bays', 'All hours', 60]);
    expect(csv).toContainEqual(['Utilisation', 'Lessons (min)', '2', '09:00', 60]);
  });

  it("puts a hold over the autumn night's repeated hour in that hour twice", () => {
    // 01:00 MDT (07:00Z) to 01:00 MST (09:00Z): the event held the bay through both 1 o'clocks.
    const night = resolveVenue({ hours: { open: '00:00', close: '23:30' } });
    const report = computeReport(
      { from: '2026-11-01', to: '2026-11-01' },
      night,
      {
        ...none,
        holds: [
          hold('events', 0, 0, {
            blockDate: '2026-11-01',
            startTime: '2026-11-01T07:00:00.000Z',
            endTime: '2026-11-01T09:00:00.000Z',
          }),
        ],
      },
      NOW,
    );
    expect(report.utilisation.bays[0]?.cells[1]).toEqual({
      hour: '01:00',
      parts: { ...members(0), events: 120 },
      inPlayMinutes: 120,
      openMinutes: 120,
      percent: 100,
    });
  });
});

describe('bookings, money and members', () => {
  it('counts bookings, players and the no-show rate', () => {
    const at = (h: number) => ({ startTime: mst('2026-11-23', h), endTime: mst('2026-11-23', h + 1) });
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-23' },
      DEFAULT_VENUE,
      {
        ...none,
        bookings: [
          booking({ ...at(9), status: 'checked_in', players: 3 }),
          booking({ ...at(10), status: 'confirmed', players: 2 }),
          booking({ ...at(11), status: 'no_show', players: 4 }),
          booking({ ...at(12), status: 'cancelled', players: 5 }),
          booking({ ...at(13), status: 'held', players: 5 }),
        ],
      },
      NOW,
    );
    expect(report.bookings).toEqual({
      bookings: 3,
      cancelled: 1,
      noShows: 1,
      checkedIn: 1,
      // Where they checked in and what the lounge released come from the store's own count.
      kioskCheckIns: 0,
      deskCheckIns: 0,
      released: 0,
      players: 5,
      noShowRatePercent: 33.3,
    });
  });

  it('has no no-show rate without bookings', () => {
    expect(
      computeReport({ from: '2026-11-23', to: '2026-11-23' }, DEFAULT_VENUE, none, NOW).bookings
        .noShowRatePercent,
    ).toBeNull();
  });

  it('adds the ledger: charges whatever was refunded since, completed refunds only', () => {
    const row = (kind: ReportLedgerRow['kind'], amountCents: number, status = 'paid'): ReportLedgerRow => ({
      kind,
      amountCents,
      status,
    });
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-23' },
      DEFAULT_VENUE,
      {
        ...none,
        ledger: [
          row('guest_fee', 2000, 'partially_refunded'),
          row('desk', 1000),
          row('entry_fee', 2500),
          row('membership', 17900),
          row('membership', 54900, 'refunded'),
          row('refund', -1000, 'refunded'),
          row('refund', -54900, 'refunded'),
          row('refund', -500, 'pending'),
          row('refund', -700, 'failed'),
          row('event_deposit', 40000),
          // An invoiced balance is owed, not taken.
          row('event_balance', 40000, 'pending'),
        ],
      },
      NOW,
    );
    expect(report.money).toEqual({
      guestFeesCents: 3000,
      entryFeesCents: 2500,
      membershipCents: 72800,
      eventsCents: 40000,
      refundsCents: 55900,
      refundCount: 2,
      netCents: 62400,
    });
  });

  it('counts private events: deposits held and balances due of those to come, paid ones by package', () => {
    const event = (over: Partial<ReportEventRow>): ReportEventRow => ({
      packageId: 'corporate',
      eventDate: '2026-11-23',
      endsAt: mst('2026-11-23', 20),
      depositCents: 40000,
      balanceCents: 40000,
      balancePaidAt: null,
      ...over,
    });
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-23' },
      DEFAULT_VENUE,
      {
        ...none,
        events: [
          event({}),
          event({ packageId: 'tournament', balancePaidAt: mst('2026-11-20', 12) }),
          // Over before the report's moment: nothing held for it any more.
          event({ eventDate: '2026-11-01', endsAt: mst('2026-11-01', 20), packageId: 'celebration' }),
        ],
      },
      Date.parse(mst('2026-11-23', 9)),
    );
    expect(report.events).toEqual({
      depositsHeldCents: 80000,
      balancesDueCents: 40000,
      corporateEvents: 1,
      celebrationEvents: 0,
      tournamentEvents: 1,
    });
  });

  it('counts members active at the end of the range, frozen ones apart, and plans begun and ended in it', () => {
    const member = (over: Partial<ReportMemberRow>): ReportMemberRow => ({
      membershipType: 'general',
      membershipStatus: 'monthly',
      membershipExpiresAt: null,
      firstPaidAt: mst('2026-10-01', 12),
      createdAt: mst('2026-10-01', 12),
      ...over,
    });
    const members: ReportMemberRow[] = [
      member({}), // active all along
      member({ membershipType: 'vip', membershipStatus: 'intro', firstPaidAt: mst('2026-11-24', 10) }), // new
      member({ membershipType: 'vip', firstPaidAt: mst('2026-11-30', 10) }), // new after the range
      member({ membershipStatus: 'inactive', membershipExpiresAt: mst('2026-11-25', 9) }), // ended in it
      member({
        membershipType: 'vip',
        membershipStatus: 'inactive',
        membershipExpiresAt: mst('2026-11-30', 9),
      }), // active at the end, ended after
      member({ membershipStatus: 'pending', firstPaidAt: null }),
      member({ membershipType: null, membershipStatus: 'inactive', firstPaidAt: null }),
      // Frozen on the range's last day (29 November): counted apart, not active.
      member({ membershipType: 'vip', freezes: [{ startsOn: '2026-11-15', resumesOn: '2026-12-15' }] }),
      // Resumed on that day, and a freeze still to come: active.
      member({
        freezes: [
          { startsOn: '2026-10-29', resumesOn: '2026-11-29' },
          { startsOn: '2026-12-01', resumesOn: '2027-01-01' },
        ],
      }),
    ];
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-29' },
      DEFAULT_VENUE,
      { ...none, members },
      NOW,
    );
    expect(report.members).toEqual({
      activeGeneral: 2,
      activeVip: 2,
      frozen: 1,
      // The freeze from 1 December: scheduled, not running, and the member still active.
      freezesScheduled: 1,
      activeAsOf: '2026-11-30T06:59:59.999Z',
      newMemberships: 1,
      endedMemberships: 1,
    });
  });

  it('counts members active now when the range runs on past today', () => {
    const report = computeReport({ from: '2026-11-30', to: '2026-12-06' }, DEFAULT_VENUE, none, NOW);
    expect(report.members.activeAsOf).toBe(iso(NOW));
  });
});

describe('entries and entry fees per competition', () => {
  const FEE = 2500;
  const rows = {
    ...none,
    competitions: [
      { id: 'late', name: 'Spring Open', firstRoundDate: '2026-12-05' },
      { id: 'early', name: 'Winter League', firstRoundDate: '2026-11-24' },
    ],
    competitionEntries: [
      { competitionId: 'early', status: 'entered' as const },
      { competitionId: 'early', status: 'entered' as const },
      { competitionId: 'early', status: 'waiting' as const },
      { competitionId: 'early', status: 'withdrawn' as const },
      { competitionId: 'early', status: 'lapsed' as const },
      { competitionId: 'late', status: 'entered' as const },
    ],
    entryFees: [
      { competitionId: 'early', kind: 'entry_fee' as const, amountCents: FEE, status: 'paid' },
      { competitionId: 'early', kind: 'entry_fee' as const, amountCents: FEE, status: 'paid' },
      { competitionId: 'early', kind: 'entry_fee' as const, amountCents: FEE, status: 'paid' },
      { competitionId: 'early', kind: 'refund' as const, amountCents: -FEE, status: 'refunded' },
      // A refund still pending may fail: not counted yet.
      { competitionId: 'early', kind: 'refund' as const, amountCents: -FEE, status: 'pending' },
    ],
  };
  it('counts each field, waiting list and withdrawals, and its fees less completed refunds, in first-round order', () => {
    const report = computeReport({ from: '2026-11-23', to: '2026-11-29' }, DEFAULT_VENUE, rows, NOW);
    expect(report.competitions).toEqual([
      {
        competitionId: 'early',
        name: 'Winter League',
        firstRoundDate: '2026-11-24',
        entered: 2,
        waiting: 1,
        withdrawn: 1,
        feesCents: 3 * FEE,
        refundsCents: FEE,
        netCents: 2 * FEE,
      },
      {
        competitionId: 'late',
        name: 'Spring Open',
        firstRoundDate: '2026-12-05',
        entered: 1,
        waiting: 0,
        withdrawn: 0,
        feesCents: 0,
        refundsCents: 0,
        netCents: 0,
      },
    ]);
    const csv = reportCsvRows(report);
    expect(csv).toContainEqual([
      'Competitions',
      'Winter League (2026-11-24): Entry fees, net (USD)',
      '',
      '',
      centsAsDollars(2 * FEE),
    ]);
    expect(csv).toContainEqual(['Competitions', 'Spring Open (2026-12-05): Entries', '', '', 1]);
  });
  it('lists none without rows', () => {
    expect(
      computeReport({ from: '2026-11-23', to: '2026-11-29' }, DEFAULT_VENUE, none, NOW).competitions,
    ).toEqual([]);
  });
});

describe('reportCsvRows', () => {
  it('writes every figure once, money in dollars and cents, no value as an empty cell', () => {
    const report = computeReport({ from: '2026-11-23', to: '2026-11-23' }, DEFAULT_VENUE, none, NOW);
    const rows = reportCsvRows(report);
    expect(rows[0]).toEqual(['Section', 'Figure', 'Bay', 'Hour', 'Value']);
    expect(rows).toContainEqual(['Bookings', 'No-show rate (%)', '', '', '']);
    expect(rows).toContainEqual(['Money', 'Net (USD)', '', '', '0.00']);
    expect(rows).toContainEqual(['Utilisation', 'Bay utilisation (%)', '2', '21:00', 0]);
    expect(rows).toContainEqual(['Utilisation', 'Bay utilisation (%)', 'All bays', 'All hours', 0]);
    expect(rows).toContainEqual(['Members', 'Frozen members', '', '', 0]);
    expect(rows).toContainEqual(['Members', 'Freezes scheduled (not started)', '', '', 0]);
    expect(rows).toContainEqual(['Money', 'Entry fees (USD)', '', '', '0.00']);
    // Utilisation: each bay's 13 hours and its total, then all bays: a share and five parts each.
    expect(rows.length).toBe(1 + 4 + 9 + 7 + 6 + 6 + (3 * 14 + 1) * 6);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
    [-1999, '-19.99'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsAsDollars(cents)).toBe(text);
  });
});

describe('check-ins and releases by day', () => {
  it('sums the store’s rows into totals and one line a day, in order, and the CSV names each', () => {
    const report = computeReport(
      { from: '2026-11-23', to: '2026-11-29' },
      DEFAULT_VENUE,
      {
        ...none,
        checkIns: [
          { bookingDate: '2026-11-25', how: 'released', bookings: 1 },
          { bookingDate: '2026-11-24', how: 'kiosk', bookings: 3 },
          { bookingDate: '2026-11-24', how: 'desk', bookings: 2 },
          { bookingDate: '2026-11-25', how: 'kiosk', bookings: 1 },
        ],
      },
      NOW,
    );
    expect(report.bookings).toMatchObject({ kioskCheckIns: 4, deskCheckIns: 2, released: 1 });
    expect(report.checkIns).toEqual([
      { date: '2026-11-24', kiosk: 3, desk: 2, released: 0 },
      { date: '2026-11-25', kiosk: 1, desk: 0, released: 1 },
    ]);
    const rows = reportCsvRows(report);
    expect(rows).toContainEqual(['Check-ins', '2026-11-24: At a kiosk', '', '', 3]);
    expect(rows).toContainEqual(['Check-ins', '2026-11-25: Released', '', '', 1]);
    expect(rows).toContainEqual(['Bookings', 'Released by the lounge', '', '', 1]);
    expect(
      computeReport({ from: '2026-11-23', to: '2026-11-29' }, DEFAULT_VENUE, none, NOW).checkIns,
    ).toEqual([]);
  });
});
