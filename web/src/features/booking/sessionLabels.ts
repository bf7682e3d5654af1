/**
 * A session's length and players in words. Kept apart from bookingTimes.ts (core's time code and
 * its Temporal polyfill), so the booking page's first render, which states the member's limits,
 * needs none of that code.
 */

/** '1 hour', '1.5 hours'. */
export function hoursLabel(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** '1 player (just you)', '3 players (you + 2 guests)'. */
export function playersLabel(players: number): string {
  if (players <= 1) return '1 player (just you)';
  const guests = players - 1;
  return `${players} players (you + ${guests} ${guests === 1 ? 'guest' : 'guests'})`;
}
