/** The words of closest-to-the-pin and long-drive contests: refusals and the screens' labels (docs/competitions.md). */
import {
  CLOSEST_MAX_FEET,
  type ContestFormat,
  LONGEST_MAX_YARDS,
  LONGEST_MIN_YARDS,
  MAX_ATTEMPTS,
} from './competitionKinds';

export const contestMessages = {
  badAttempts: {
    title: 'Invalid Attempts',
    message: `A contest gives each player 1 to ${MAX_ATTEMPTS} attempts a round.`,
  },
  noHole: {
    title: 'Hole Required',
    message: 'Closest to the pin is played on one hole of the course: choose a par 3.',
  },
  notParThree: (hole: number) => ({
    title: 'Not a Par 3',
    message: `Hole ${hole} is not a par 3 of the course; closest to the pin is played on a par 3.`,
  }),
  holeNotWanted: {
    title: 'No Hole for Long Drive',
    message: 'A long-drive contest is not played on a hole.',
  },
  contestTermsOnStrokePlay: {
    title: 'Not a Contest',
    message: 'Attempts and a contest hole are for closest-to-the-pin and long-drive contests only.',
  },
  badDistance: (format: ContestFormat) =>
    format === 'closest'
      ? {
          title: 'Invalid Distance',
          message: `A distance to the pin is 0.0 to ${CLOSEST_MAX_FEET}.0 feet, to a tenth, as the simulator shows it.`,
        }
      : {
          title: 'Invalid Distance',
          message: `A drive is ${LONGEST_MIN_YARDS}.0 to ${LONGEST_MAX_YARDS}.0 yards, to a tenth, as the simulator shows it.`,
        },
  noAttemptsLeft: (n: number) => ({
    title: 'No Attempts Left',
    message: `Each player has ${n} attempt${n === 1 ? '' : 's'} in this round, and all have been entered.`,
  }),
  attemptNotFound: { title: 'Attempt Not Entered', message: 'That attempt has not been entered yet.' },
  attemptFinal: {
    title: 'Attempt Attested',
    message: 'This attempt has been attested and is final. Ask staff to correct it.',
  },
  attemptsDiffer: {
    title: 'Distances Differ',
    message: 'The distance you typed is not the one your partner entered. Settle it together, or ask staff.',
  },
  notAContest: {
    title: 'Not a Contest',
    message: 'This competition is stroke play: its players write scorecards, not attempts.',
  },
  notStrokePlay: {
    title: 'Not Stroke Play',
    message: 'This competition is a contest: its players enter attempts, not scorecards.',
  },
} as const;

export const contestLabels = {
  formatWords: (format: ContestFormat, hole: number | null) =>
    format === 'closest' ? `Closest to the pin${hole ? `, hole ${hole}` : ''}` : 'Long drive',
  unit: (format: ContestFormat) =>
    format === 'closest' ? 'distances in feet from the pin, to a tenth' : 'distances in yards, to a tenth',
  /** A distance as the boards show it: '12.4 ft', '287.5 yd', or 'Missed'. */
  distance: (format: ContestFormat, tenths: number | null) =>
    tenths === null ? 'Missed' : `${(tenths / 10).toFixed(1)} ${format === 'closest' ? 'ft' : 'yd'}`,
  missedWords: (format: ContestFormat) =>
    format === 'closest' ? 'Missed the green' : 'Missed or out of bounds',
  boardCaption: (format: ContestFormat) =>
    format === 'closest' ? 'Closest to the pin board' : 'Long drive board',
  best: 'Best',
  attempt: (n: number) => `Attempt ${n}`,
  provisional: 'Provisional: not all attested',
  provisionalMark: '*',
  attemptsHeading: 'Your attempts',
  partnersHeading: "Your partners' attempts",
  distanceLabel: (format: ContestFormat) =>
    format === 'closest' ? 'Distance to the pin (feet, e.g. 12.4)' : 'Drive (yards, e.g. 287.5)',
  enter: 'Enter Attempt',
  missed: 'Enter a Miss',
  attest: 'Attest',
  attestLabel: (format: ContestFormat) =>
    `the distance you saw, in ${format === 'closest' ? 'feet' : 'yards'} (empty for a miss)`,
  attested: 'Attested',
  waiting: 'Waiting for a partner to attest',
  attemptsLeft: (left: number) => (left === 0 ? 'All your attempts are entered.' : `${left} left`),
  noAttempts: 'No attempts entered yet.',
  attemptsTerm: 'Attempts',
  attemptsEach: (n: number) => `${n} a player each round`,
} as const;
