import { describe, expect, it } from 'vitest';
import {
  attemptTenths,
  type ContestAttempt,
  checkContestTerms,
  contestBoard,
  contestLabels,
  parseDistance,
  tvBoards,
} from '../src/index';

const holes = Array.from({ length: 18 }, (_, i) => ({ par: i % 3 === 0 ? 3 : 4, strokeIndex: i + 1 }));
const course = { name: 'Pebble', courseRating: 72, slopeRating: 113, holes };

let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 22, 19, 0, clock++)).toISOString();
function tries(entryId: string, distances: (number | null)[], attested = true): ContestAttempt[] {
  return distances.map((tenths, i) => ({
    entryId,
    name: entryId.toUpperCase(),
    number: i + 1,
    tenths,
    enteredAt: at(),
    attested,
  }));
}

describe('a contest’s terms', () => {
  it.each([
    [{ format: 'closest' as const, contestHole: 1 }, null],
    [{ format: 'closest' as const, contestHole: 4, attempts: 10 }, null],
    [{ format: 'longest' as const }, null],
    [{ format: 'gross' as const }, null],
    [{ format: 'closest' as const }, 'contestHole'],
    [{ format: 'closest' as const, contestHole: 2 }, 'contestHole'],
    [{ format: 'closest' as const, contestHole: 19 }, 'contestHole'],
    [{ format: 'longest' as const, contestHole: 1 }, 'contestHole'],
    [{ format: 'longest' as const, attempts: 0 }, 'attempts'],
    [{ format: 'longest' as const, attempts: 11 }, 'attempts'],
    [{ format: 'longest' as const, attempts: 2.5 }, 'attempts'],
    [{ format: 'net' as const, attempts: 3 }, 'attempts'],
    [{ format: 'gross' as const, contestHole: 1 }, 'attempts'],
  ])('%o refused on %s', (terms, field) => {
    expect(checkContestTerms({ ...terms, course })?.field ?? null).toBe(field);
  });

  it('names the hole that is not a par 3', () => {
    expect(checkContestTerms({ format: 'closest', contestHole: 2, course })?.message).toMatch(
      /Hole 2 is not a par 3/,
    );
  });
});

describe('an attempt’s distance', () => {
  it.each([
    ['closest', 0, 0],
    ['closest', 12.4, 124],
    ['closest', 300, 3000],
    ['longest', 287.5, 2875],
    ['longest', 1, 10],
    ['longest', 500, 5000],
    ['longest', null, null],
    ['closest', null, null],
  ] as const)('%s %s is %s tenths', (format, distance, tenths) => {
    expect(attemptTenths(format, distance)).toEqual({ ok: true, tenths });
  });

  it.each([
    ['closest', -0.1],
    ['closest', 300.1],
    ['closest', 12.45],
    ['longest', 0.5],
    ['longest', 500.1],
    ['longest', Number.NaN],
  ] as const)('%s %s is refused', (format, distance) => {
    const check = attemptTenths(format, distance);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(format === 'closest' ? /feet/ : /yards/);
  });

  it('reads what a player types', () => {
    expect(parseDistance(' 12.4 ')).toBe(12.4);
    expect(parseDistance('287')).toBe(287);
    expect(parseDistance('12,4')).toBeNull();
    expect(parseDistance('-3')).toBeNull();
  });

  it('shows distances to a tenth with their unit', () => {
    expect(contestLabels.distance('closest', 124)).toBe('12.4 ft');
    expect(contestLabels.distance('longest', 2870)).toBe('287.0 yd');
    expect(contestLabels.distance('longest', null)).toBe('Missed');
  });
});

describe('the contest board', () => {
  it('ranks closest to the pin by the smallest distance', () => {
    const board = contestBoard(
      [...tries('a', [120, 80, null]), ...tries('b', [45]), ...tries('c', [300, 90])],
      'closest',
    );
    expect(board.map((l) => [l.entryId, l.position, l.best])).toEqual([
      ['b', 1, 45],
      ['a', 2, 80],
      ['c', 3, 90],
    ]);
    expect(board[1]?.attempts).toEqual([120, 80, null]);
  });

  it('ranks long drive by the largest distance', () => {
    const board = contestBoard([...tries('a', [2500, 2875]), ...tries('b', [2900, null])], 'longest');
    expect(board.map((l) => l.entryId)).toEqual(['b', 'a']);
    expect(board[0]?.best).toBe(2900);
  });

  it('breaks a tie on the best attempt by the next-best, then by who entered the best first', () => {
    const first = tries('early', [100, 300]);
    const second = tries('next', [100, 200]);
    const later = tries('late', [100, 200]);
    expect(contestBoard([...later, ...first, ...second], 'closest').map((l) => l.entryId)).toEqual([
      'next',
      'late',
      'early',
    ]);
    // A further distance beats none: two hits beat one hit and a miss.
    expect(
      contestBoard([...tries('one', [100, null]), ...tries('two', [100, 400])], 'closest')[0]?.entryId,
    ).toBe('two');
  });

  it('puts a player with only misses after every distance', () => {
    const board = contestBoard([...tries('miss', [null, null]), ...tries('hit', [2000])], 'longest');
    expect(board.map((l) => [l.entryId, l.best])).toEqual([
      ['hit', 2000],
      ['miss', null],
    ]);
  });

  it('marks a line with an unattested attempt provisional, and leaves it off the attested board', () => {
    const attempts = [...tries('a', [50], false), ...tries('b', [60])];
    expect(contestBoard(attempts, 'closest').map((l) => [l.entryId, l.provisional])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(contestBoard(attempts, 'closest', true).map((l) => l.entryId)).toEqual(['b']);
  });

  it('is the TV’s only board, with a league’s standings after it', () => {
    expect(tvBoards('closest', 'tournament')).toEqual(['closest']);
    expect(tvBoards('longest', 'league')).toEqual(['longest', 'standings']);
  });
});
