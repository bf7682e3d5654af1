/** The competition staff create at the desk, for the tests that run tournaments and leagues. */

/** A par-72 course of eighteen par 4s, stroke index 1 to 18 in hole order, rated at par. */
export const PAR_72_COURSE = {
  name: 'Pebble Beach',
  courseRating: 72,
  slopeRating: 113,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};

/**
 * A free gross tournament for all members: eight places, registration closing on Thanksgiving
 * morning (UTC), one round in bays 1 and 2 the day after, 6 to 10 PM; `over` changes any field.
 */
export function competitionRequest(over: Record<string, unknown> = {}) {
  return {
    name: 'Thanksgiving Classic',
    description: 'Stroke play, one round.',
    kind: 'tournament',
    format: 'gross',
    allowancePercent: 95,
    eligibility: 'members',
    entryFeeCents: { general: 0, vip: 0 },
    fieldSize: 8,
    registrationClosesAt: '2026-11-26T00:00:00.000Z',
    course: PAR_72_COURSE,
    rounds: [{ date: '2026-11-27', startTime: '18:00', endTime: '22:00', bays: ['1', '2'] }],
    ...over,
  };
}
