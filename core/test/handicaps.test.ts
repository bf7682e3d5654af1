import { describe, expect, it } from 'vitest';
import {
  adjustedGrossScore,
  boardName,
  type CourseHole,
  cardStrokes,
  courseHandicap,
  handicapIndex,
  holeCap,
  holeMark,
  indexTableRow,
  leaderboard,
  leagueStandings,
  playingHandicap,
  roundPoints,
  roundTenth,
  roundWhole,
  scoreDifferential,
  strokesOnHole,
  tvBoards,
} from '../src';

/** A par-72 course: pars 4,4,3,5,4,4,3,4,5 twice; stroke indexes odd on the front nine, even on the back. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const SI = [1, 3, 5, 7, 9, 11, 13, 15, 17, 2, 4, 6, 8, 10, 12, 14, 16, 18];
const HOLES: CourseHole[] = PARS.map((par, i) => ({ par, strokeIndex: SI[i] as number }));
const COURSE = { courseRating: 71.6, slopeRating: 126, holes: HOLES };

describe('rounding, as the Rules round', () => {
  it.each([
    [12.5, 13],
    [12.49, 12],
    [-2.5, -2],
    [-2.51, -3],
    [0.1 + 0.2 + 0.2, 1],
  ])('%d to a whole number is %d', (x, expected) => expect(roundWhole(x)).toBe(expected));
  it.each([
    [11.95, 12],
    [11.904, 11.9],
    [-0.05, 0],
    [-0.06, -0.1],
  ])('%d to a tenth is %d', (x, expected) => expect(roundTenth(x)).toBe(expected));
});

describe('Rule 5.2a, row by row', () => {
  it.each([
    [2, null],
    [3, { lowest: 1, adjustment: -2 }],
    [4, { lowest: 1, adjustment: -1 }],
    [5, { lowest: 1, adjustment: 0 }],
    [6, { lowest: 2, adjustment: -1 }],
    [7, { lowest: 2, adjustment: 0 }],
    [8, { lowest: 2, adjustment: 0 }],
    [9, { lowest: 3, adjustment: 0 }],
    [11, { lowest: 3, adjustment: 0 }],
    [12, { lowest: 4, adjustment: 0 }],
    [14, { lowest: 4, adjustment: 0 }],
    [15, { lowest: 5, adjustment: 0 }],
    [16, { lowest: 5, adjustment: 0 }],
    [17, { lowest: 6, adjustment: 0 }],
    [18, { lowest: 6, adjustment: 0 }],
    [19, { lowest: 7, adjustment: 0 }],
    [20, { lowest: 8, adjustment: 0 }],
  ])('%i scores', (n, row) => expect(indexTableRow(n)).toEqual(row));

  it('3 scores: the lowest minus 2.0; 6 scores: the lowest two averaged minus 1.0', () => {
    expect(handicapIndex([14.2, 12.1, 16.0]).index).toBe(10.1);
    expect(handicapIndex([14.2, 12.1, 16.0, 13.3, 18.4, 20.0]).index).toBe(11.7);
  });

  it('20 scores: the lowest 8 of the most recent 20 averaged, and says which counted', () => {
    const diffs = [
      9.1, 22.0, 8.4, 15.5, 12.2, 30.1, 10.0, 11.3, 25.0, 14.4, 13.1, 9.9, 18.0, 21.2, 16.6, 12.8, 19.5, 17.7,
      24.3, 10.7, 1.0,
    ];
    const { index, used } = handicapIndex(diffs);
    // Lowest 8 of the first 20: 8.4, 9.1, 9.9, 10.0, 10.7, 11.3, 12.2, 12.8 (the 21st, 1.0, is too old).
    expect(index).toBe(roundTenth((8.4 + 9.1 + 9.9 + 10.0 + 10.7 + 11.3 + 12.2 + 12.8) / 8));
    expect(used.filter(Boolean)).toHaveLength(8);
    expect(used[20]).toBe(false);
    expect(used[2]).toBe(true);
  });

  it('is never above 54.0, and is none with fewer than 3 scores', () => {
    expect(handicapIndex([60, 61, 62, 63, 64]).index).toBe(54);
    expect(handicapIndex([10, 12])).toEqual({ index: null, used: [false, false] });
  });
});

describe('score differential, course and playing handicaps', () => {
  it("works the Rules' example: 85 on a course rated 71.2 / 131 is 11.9", () => {
    expect(scoreDifferential(85, { courseRating: 71.2, slopeRating: 131 })).toBe(11.9);
  });

  it('course handicap: index 10.4 on 71.6 / 126, par 72, is 11; a plus 2.1 on 72.5 / 130 is plus 2', () => {
    expect(courseHandicap(10.4, COURSE)).toBe(11);
    expect(courseHandicap(-2.1, { ...COURSE, courseRating: 72.5, slopeRating: 130 })).toBe(-2);
    expect(courseHandicap(54, COURSE)).toBe(60);
  });

  it('playing handicap: the allowance applied and rounded', () => {
    expect(playingHandicap(11, 95)).toBe(10);
    expect(playingHandicap(21, 95)).toBe(20);
    expect(playingHandicap(-2, 95)).toBe(-2);
  });
});

describe('strokes by stroke index, and net double bogey', () => {
  it.each([
    [0, 1, 0],
    [20, 1, 2],
    [20, 2, 2],
    [20, 3, 1],
    [20, 18, 1],
    [40, 4, 3],
    [40, 5, 2],
    [-2, 18, -1],
    [-2, 17, -1],
    [-2, 16, 0],
  ])('a handicap of %i on stroke index %i gives %i', (hcp, si, strokes) => {
    expect(strokesOnHole(hcp, si)).toBe(strokes);
  });

  it('every handicap gives exactly its strokes over the 18 holes', () => {
    for (const hcp of [-5, -1, 0, 7, 18, 19, 36, 37, 54]) {
      expect(HOLES.reduce((sum, h) => sum + strokesOnHole(hcp, h.strokeIndex), 0)).toBe(hcp);
    }
  });

  it('caps a hole at par + 2 + strokes, or par + 5 without an index', () => {
    expect(holeCap({ par: 4, strokeIndex: 1 }, 20)).toBe(8);
    expect(holeCap({ par: 4, strokeIndex: 18 }, -2)).toBe(5);
    expect(holeCap({ par: 3, strokeIndex: 5 }, null)).toBe(8);
  });

  it('adjusts a card: a 12 on the hardest hole counts as net double bogey', () => {
    const card = PARS.map((p) => p + 1);
    card[0] = 12;
    // Index 10.4 is a course handicap of 11: hole 1 (stroke index 1) caps at 4 + 2 + 1 = 7.
    // Every other hole is par + 1 (90 in all); hole 1 counts 7 instead of 12.
    expect(adjustedGrossScore(card, COURSE, 10.4)).toBe(90 - 5 + 7);
    // Without an index: par + 5 = 9.
    expect(adjustedGrossScore(card, COURSE, null)).toBe(90 - 5 + 9);
  });
});

describe('leaderboard and league standings', () => {
  const even = PARS.map((p) => p);
  const card = (entryId: string, holes: (number | null)[], playingHandicap = 0) => ({
    entryId,
    name: entryId,
    holes,
    playingHandicap,
  });

  it('breaks a tie on 18 holes by the last 9, then 6, 3 and 1', () => {
    const a = [...even];
    const b = [...even];
    a[0] = 5; // +1 on the front
    b[17] = 6; // +1 on the last hole
    const lines = leaderboard([card('b', b), card('a', a)], HOLES, 'gross');
    expect(lines.map((l) => [l.entryId, l.position, l.toPar])).toEqual([
      ['a', 1, 1],
      ['b', 2, 1],
    ]);
  });

  it('shares a position when countback cannot part them, and while the round is live', () => {
    const lines = leaderboard(
      [card('a', [...even]), card('b', [...even]), card('c', [5, ...even.slice(1)])],
      HOLES,
      'gross',
    );
    expect(lines.map((l) => [l.entryId, l.position])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
    const live = leaderboard([card('x', [4, 4, 3, null]), card('y', [5, 4, 2])], HOLES, 'gross');
    expect(live.map((l) => [l.entryId, l.position, l.thru, l.toPar])).toEqual([
      ['x', 1, 3, 0],
      ['y', 1, 3, 0],
    ]);
  });

  it('carries each hole as played, for the hole by hole on the TV', () => {
    const [line] = leaderboard([card('x', [3, 6, null])], HOLES, 'gross');
    expect(line?.holes).toHaveLength(HOLES.length);
    expect(line?.holes.slice(0, 4)).toEqual([3, 6, null, null]);
  });

  it('nets by the strokes on the holes played in a net event', () => {
    // 18 strokes: one a hole. Through 2 holes at 5 and 5: net 8 on a par 8.
    const lines = leaderboard([card('n', [5, 5, null], 18), card('g', [4, 4])], HOLES, 'net');
    expect(lines.map((l) => [l.entryId, l.net, l.toPar])).toEqual([
      ['g', 8, 0],
      ['n', 8, 0],
    ]);
  });

  it('gives field - position + 1 points, tied players sharing, summed over the season', () => {
    const round1 = [
      { entryId: 'a', name: 'A', position: 1 },
      { entryId: 'b', name: 'B', position: 2 },
      { entryId: 'c', name: 'C', position: 2 },
      { entryId: 'd', name: 'D', position: 4 },
    ];
    expect(Object.fromEntries(roundPoints(round1))).toEqual({ a: 4, b: 2.5, c: 2.5, d: 1 });
    const round2 = [
      { entryId: 'd', name: 'D', position: 1 },
      { entryId: 'c', name: 'C', position: 2 },
    ];
    expect(leagueStandings([round1, round2])).toEqual(
      [
        { entryId: 'c', name: 'C', points: 3.5, position: 1 },
        { entryId: 'a', name: 'A', points: 4, position: 1 },
      ]
        .slice(0, 0)
        .concat([
          { entryId: 'a', name: 'A', points: 4, position: 1 },
          { entryId: 'c', name: 'C', points: 3.5, position: 2 },
          { entryId: 'd', name: 'D', points: 3, position: 3 },
          { entryId: 'b', name: 'B', points: 2.5, position: 4 },
        ]),
    );
  });

  it('shows first name and last initial, or hides the name', () => {
    expect(boardName('Grace', 'kim', false)).toBe('Grace K.');
    expect(boardName('Grace', 'Kim', true)).toBe('A member');
  });
});

describe("cardStrokes: the strokes printed on a player's card", () => {
  const net = { format: 'net' as const, allowancePercent: 95 };
  it('net at 95%: index 10.4 is course handicap 11, playing 10, a stroke on stroke indexes 1 to 10', () => {
    const card = cardStrokes(COURSE, 10.4, net);
    expect(card.playingHandicap).toBe(10);
    expect(card.strokes).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(card.strokes.reduce((a, b) => a + b, 0)).toBe(10);
  });
  it('a plus handicap gives strokes back on the easiest holes', () => {
    const card = cardStrokes(COURSE, -2.1, { format: 'net', allowancePercent: 100 });
    expect(card.playingHandicap).toBe(-3);
    expect(card.strokes.map((s, i) => (s === 0 ? 0 : SI[i]))).toEqual(SI.map((si) => (si >= 16 ? si : 0)));
    expect(card.strokes.filter((s) => s !== 0)).toEqual([-1, -1, -1]);
  });
  it('an index above 36: two strokes everywhere, three on the hardest', () => {
    const card = cardStrokes(COURSE, 40, { format: 'net', allowancePercent: 100 });
    expect(card.playingHandicap).toBe(44);
    expect(card.strokes).toEqual(SI.map((si) => (si <= 8 ? 3 : 2)));
  });
  it('a gross event, or no index yet: none', () => {
    expect(cardStrokes(COURSE, 10.4, { format: 'gross', allowancePercent: 95 })).toEqual({
      playingHandicap: 0,
      strokes: SI.map(() => 0),
    });
    expect(cardStrokes(COURSE, null, net).strokes.every((s) => s === 0)).toBe(true);
  });
});

describe('the TV: which boards, and how a hole is marked', () => {
  it('a net event shows net first, then gross; a gross event has no net board; a league adds standings', () => {
    expect(tvBoards('net', 'tournament')).toEqual(['net', 'gross']);
    expect(tvBoards('gross', 'tournament')).toEqual(['gross']);
    expect(tvBoards('gross', 'league')).toEqual(['gross', 'standings']);
    expect(tvBoards('net', 'league')).toEqual(['net', 'gross', 'standings']);
  });

  it.each([
    [1, 3, 'eagle'],
    [2, 4, 'eagle'],
    [3, 4, 'birdie'],
    [4, 4, 'par'],
    [5, 4, 'bogey'],
    [6, 4, 'double'],
    [9, 3, 'double'],
  ] as const)('%i on a par %i is %s', (score, par, mark) => {
    expect(holeMark(score, par)).toBe(mark);
  });
});
