import { describe, expect, it } from 'vitest';
import {
  type CompetitionInput,
  cardState,
  checkCard,
  competitionPhase,
  DEFAULT_VENUE,
  entryTerms,
  formatIndex,
  groupRound,
  indexIsValid,
  parseIndex,
  planCompetition,
  registrationOpen,
  roundBlockReason,
  scorecardBoxes,
  withdrawalRefundCents,
} from '../src/index';
import { general, inactive, NOW, vip } from './fixtures';

const TODAY = '2026-11-22';
const holes = Array.from({ length: 18 }, (_, i) => ({ par: i % 3 === 0 ? 3 : 4, strokeIndex: i + 1 }));
const input = (over: Partial<CompetitionInput> = {}): CompetitionInput => ({
  name: 'Winter League',
  description: '',
  kind: 'league',
  format: 'net',
  allowancePercent: 95,
  eligibility: 'members',
  entryFeeCents: { general: 2500, vip: 0 },
  fieldSize: 8,
  registrationClosesAt: '2026-11-30T00:00:00.000Z',
  course: { name: 'Pebble Beach', courseRating: 72.1, slopeRating: 125, holes },
  rounds: ['2026-11-24', '2026-12-01'].map((date) => ({
    date,
    startTime: '18:00',
    endTime: '21:00',
    bays: ['1', '2'],
  })),
  ...over,
});

describe('planCompetition', () => {
  it("spells out each round's instants in the venue zone, across the DST change", () => {
    const plan = planCompetition(
      input({
        rounds: ['2027-03-09', '2027-03-16'].map((date) => ({
          date,
          startTime: '18:00',
          endTime: '21:00',
          bays: 'all',
        })),
      }),
      DEFAULT_VENUE,
      TODAY,
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.rounds.map((r) => [r.number, new Date(r.start).toISOString(), r.bays, r.past])).toEqual([
      [1, '2027-03-10T01:00:00.000Z', ['1', '2', '3'], false],
      // MDT from 14 March: 18:00 is 00:00 UTC.
      [2, '2027-03-17T00:00:00.000Z', ['1', '2', '3'], false],
    ]);
  });

  it('keeps rounds already played (a season moved onto the software) as past: they close nothing', () => {
    const plan = planCompetition(
      input({
        rounds: ['2026-11-10', '2026-11-17', '2026-11-24'].map((date) => ({
          date,
          startTime: '18:00',
          endTime: '21:00',
          bays: ['1'],
        })),
        fieldSize: 4,
      }),
      DEFAULT_VENUE,
      TODAY,
    );
    expect(plan.ok && plan.rounds.map((r) => r.past)).toEqual([true, true, false]);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name Required'],
    [{ allowancePercent: 0 }, 'allowancePercent', 'Invalid Allowance'],
    [{ entryFeeCents: { general: -1, vip: 0 } }, 'entryFeeCents', 'Invalid Entry Fee'],
    [{ registrationClosesAt: 'soon' }, 'registrationClosesAt', 'Invalid Registration Close'],
    [
      { course: { name: 'X', courseRating: 72, slopeRating: 113, holes: holes.slice(0, 17) } },
      'course',
      'Invalid Course',
    ],
    [
      {
        course: {
          name: 'X',
          courseRating: 72,
          slopeRating: 113,
          holes: holes.map((h) => ({ ...h, strokeIndex: 1 })),
        },
      },
      'course',
      'Invalid Course',
    ],
    [
      { course: { name: 'X', courseRating: 72, slopeRating: 200, holes } },
      'course',
      'Invalid Course Ratings',
    ],
    [{ kind: 'tournament' as const }, 'rounds', 'Rounds Required'],
    [{ fieldSize: 9 }, 'fieldSize', 'Invalid Field Size'],
    [{ fieldSize: 1 }, 'fieldSize', 'Invalid Field Size'],
    [
      {
        rounds: ['2026-12-01', '2026-11-24'].map((date) => ({
          date,
          startTime: '18:00',
          endTime: '21:00',
          bays: ['1'],
        })),
      },
      'rounds',
      'Rounds Out of Order',
    ],
    [
      {
        rounds: [
          { date: '2026-11-24', startTime: '18:00', endTime: '21:00', bays: ['9'] },
          { date: '2026-12-01', startTime: '18:00', endTime: '21:00', bays: ['1'] },
        ],
      },
      'rounds',
      'Unknown Bay',
    ],
  ])('refuses %j on %s', (over, field, title) => {
    expect(planCompetition(input(over), DEFAULT_VENUE, TODAY)).toMatchObject({ ok: false, field, title });
  });

  it('names a league round by its week for the bay board', () => {
    expect(roundBlockReason(' Winter League ', 2, 'league')).toBe('Winter League, week 2');
    expect(roundBlockReason('Open', 1, 'tournament')).toBe('Open');
  });
});

describe('entryTerms', () => {
  const terms = { eligibility: 'members' as const, entryFeeCents: { general: 2500, vip: 1500 } };
  it('charges each tier its fee; VIP-only events are for VIP; no plan, no entry', () => {
    expect(entryTerms(terms, general)).toEqual({ ok: true, feeCents: 2500 });
    expect(entryTerms(terms, vip)).toEqual({ ok: true, feeCents: 1500 });
    expect(entryTerms({ ...terms, eligibility: 'vip' }, general)).toMatchObject({
      ok: false,
      title: 'VIP Only',
    });
    expect(entryTerms({ ...terms, eligibility: 'vip' }, vip)).toMatchObject({ ok: true });
    expect(entryTerms(terms, inactive)).toMatchObject({ ok: false, title: 'Members Only' });
  });

  it.each([
    ['entered', 2500, true, 2500],
    ['entered', 2500, false, 0],
    ['entered', 0, true, 0],
    ['waiting', 0, true, 0],
    ['unpaid', 2500, true, 0],
  ] as const)(
    'withdrawing an entry %s with a fee of %i, registration open %s, refunds %i',
    (status, fee, open, refund) => {
      expect(withdrawalRefundCents({ status, feeCents: fee }, open)).toBe(refund);
    },
  );

  it('registration is open until its instant, not after', () => {
    expect(registrationOpen(new Date(NOW + 1).toISOString(), NOW)).toBe(true);
    expect(registrationOpen(new Date(NOW).toISOString(), NOW)).toBe(false);
  });
});

describe('groupRound', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('fills bays 4 at a time in registration order', () => {
    expect(groupRound(ids, ['1', '2'], []).groups).toEqual([
      { bayNumber: '1', entryIds: ['a', 'b', 'c', 'd'] },
      { bayNumber: '2', entryIds: ['e', 'f'] },
    ]);
  });
  it("keeps staff's moves, never more than 4 a bay, and leaves the rest unplaced when the bays are full", () => {
    const moved = groupRound(ids, ['1', '2'], [{ entryId: 'a', bayNumber: '2' }]);
    expect(moved.groups).toEqual([
      { bayNumber: '1', entryIds: ['b', 'c', 'd', 'e'] },
      { bayNumber: '2', entryIds: ['a', 'f'] },
    ]);
    expect(groupRound([...ids, 'g', 'h', 'i'], ['1', '2'], []).unplaced).toEqual(['i']);
  });
});

describe('cards and indexes', () => {
  const full = Array.from({ length: 18 }, () => 4);
  it('a card is 18 holes of 1 to 15; a final one has every hole', () => {
    expect(checkCard(full, true)).toEqual({ ok: true });
    expect(checkCard([...full.slice(0, 17), null], false)).toEqual({ ok: true });
    expect(checkCard([...full.slice(0, 17), null], true)).toMatchObject({
      ok: false,
      title: 'Card Not Finished',
    });
    expect(checkCard([...full.slice(0, 17), 16], false)).toMatchObject({
      ok: false,
      title: 'Invalid Scorecard',
    });
    expect(checkCard([...full.slice(0, 17), 0], false)).toMatchObject({ ok: false });
    expect(checkCard([...full.slice(0, 17), 4.5], false)).toMatchObject({ ok: false });
    expect(checkCard(full.slice(0, 17), false)).toEqual({
      ok: false,
      title: 'Invalid Scorecard',
      message: 'A card has 18 holes; 17 were typed.',
    });
    expect(checkCard([4], false)).toMatchObject({ message: 'A card has 18 holes; 1 was typed.' });
  });
  it("a card's state: none without a score, scoring, submitted, final once attested", () => {
    const blank = { holes: full.map(() => null), submittedAt: null, attestedAt: null };
    expect(cardState(undefined)).toBe('none');
    expect(cardState(blank)).toBe('none');
    expect(cardState({ ...blank, holes: [5, ...blank.holes.slice(1)] })).toBe('in_progress');
    expect(cardState({ holes: full, submittedAt: 'x', attestedAt: null })).toBe('submitted');
    expect(cardState({ holes: full, submittedAt: 'x', attestedAt: 'y' })).toBe('final');
  });
  it('a scorecard grid: each hole with par and strokes received, and the running total to par over the holes scored', () => {
    const pars = [4, 3, 5].map((par, i) => ({ par, strokeIndex: i + 1 }));
    expect(scorecardBoxes(pars, [1, 0, 1], [5, null, 4])).toEqual([
      { hole: 1, par: 4, strokes: 1, score: 5, toParSoFar: 1 },
      { hole: 2, par: 3, strokes: 0, score: null, toParSoFar: null },
      { hole: 3, par: 5, strokes: 1, score: 4, toParSoFar: 0 },
    ]);
  });
  it('an official index is +10.0 to 54.0 in tenths', () => {
    expect([54, -10, 12.4, 0].map(indexIsValid)).toEqual([true, true, true, true]);
    expect([54.1, -10.1, 12.45, Number.NaN].map(indexIsValid)).toEqual([false, false, false, false]);
  });
  it("a competition is upcoming, live from its first round's start, and finished the day after its last", () => {
    const rounds = [{ start: 100, end: 200 }];
    expect(competitionPhase(rounds, 99)).toBe('upcoming');
    expect(competitionPhase(rounds, 100)).toBe('live');
    expect(competitionPhase(rounds, 200 + 12 * 3_600_000)).toBe('finished');
  });
});

describe('an index as staff type it and golfers write it', () => {
  it.each([
    ['12.4', 12.4],
    [' 54 ', 54],
    ['+2.5', -2.5],
    ['-2.5', -2.5],
    ['+0', 0],
    ['0.0', 0],
    ['', null],
    ['abc', null],
    ['1e2', null],
    ['12,4', null],
  ])('%j reads as %s', (text, index) => {
    expect(parseIndex(text)).toBe(index);
  });
  it.each([
    [12.4, '12.4'],
    [54, '54.0'],
    [-2.5, '+2.5'],
    [0, '0.0'],
  ])('%d is written %s', (index, text) => {
    expect(formatIndex(index)).toBe(text);
  });
});
