/** The words of tournaments and leagues: the server's refusals and the screens' labels (the site, the phone scorecard, the TV board, the desk). */
import {
  CARD_HOLES,
  type CardState,
  COMPETITION_NAME_MAX,
  type CompetitionEligibility,
  type CompetitionFormat,
  HOLE_SCORE_MAX,
  HOLE_SCORE_MIN,
  isContest,
  MAX_ROUNDS,
  PLAYERS_PER_BAY,
} from './competitionKinds';
import { contestLabels } from './contestWords';
import { bayLabel } from './venue';

export const competitionMessages = {
  notFound: 'Competition not found',
  entryNotFound: 'Entry not found',
  noName: { title: 'Name Required', message: 'Give the competition a name.' },
  nameTooLong: { title: 'Name Too Long', message: `Keep the name to ${COMPETITION_NAME_MAX} characters.` },
  badAllowance: {
    title: 'Invalid Allowance',
    message: 'The handicap allowance is a percentage from 1 to 100.',
  },
  badFee: { title: 'Invalid Entry Fee', message: 'Entry fees are whole cents, 0 or more.' },
  badFieldSize: (most: number) => ({
    title: 'Invalid Field Size',
    message: `The field is 2 to ${most} players: at most ${PLAYERS_PER_BAY} a bay in every round.`,
  }),
  badClose: {
    title: 'Invalid Registration Close',
    message: 'Give when registration closes as a date and time.',
  },
  badCourse: {
    title: 'Invalid Course',
    message:
      'The course needs 18 holes, each with a par of 3 to 6 and a stroke index, 1 to 18 used once each.',
  },
  badRatings: {
    title: 'Invalid Course Ratings',
    message: 'The course rating is 50 to 90 and the slope rating 55 to 155.',
  },
  noRounds: { title: 'Rounds Required', message: 'A tournament has one round; a league at least two.' },
  tooManyRounds: { title: 'Too Many Rounds', message: `A league has at most ${MAX_ROUNDS} rounds.` },
  roundsOutOfOrder: {
    title: 'Rounds Out of Order',
    message: 'Each round must start after the one before it ends.',
  },
  /** A round's bays would cover bookings: the refusal lists them, as a block's does. */
  coversBookings: (count: number) => ({
    title: 'Bookings in the Way',
    message: `${count === 1 ? 'A booking falls' : `${count} bookings fall`} inside a round's bays and time. Move ${count === 1 ? 'it' : 'them'}, or choose other bays or another time.`,
  }),
  notEligible: {
    title: 'VIP Only',
    message: 'This is a cash-prize event for VIP members.',
  },
  notMember: {
    title: 'Members Only',
    message: 'Tournaments and leagues are for members with an active membership.',
  },
  registrationClosed: {
    title: 'Registration Closed',
    message: 'Registration for this competition has closed.',
  },
  alreadyEntered: { title: 'Already Entered', message: 'You are already entered (or on the waiting list).' },
  notEntered: { title: 'Not Entered', message: 'You have no entry in this competition.' },
  fieldFull: {
    title: 'Field Full',
    message: 'The field is full. Withdraw someone first, or let them join the waiting list.',
  },
  badCard: {
    title: 'Invalid Scorecard',
    message: `A card has ${CARD_HOLES} holes, each scored ${HOLE_SCORE_MIN} to ${HOLE_SCORE_MAX}.`,
  },
  /** A card of the wrong length: how many holes were typed, so staff see which one is missing or extra. */
  wrongHoleCount: (typed: number) => ({
    title: 'Invalid Scorecard',
    message: `A card has ${CARD_HOLES} holes; ${typed} ${typed === 1 ? 'was' : 'were'} typed.`,
  }),
  unfinishedCard: { title: 'Card Not Finished', message: 'Score every hole before you submit the card.' },
  notYourCard: {
    title: 'Not Your Card',
    message: 'Only the player, a playing partner attesting it, or staff may write this card.',
  },
  cardFinal: { title: 'Card Final', message: 'This card is final. Ask staff to correct it.' },
  notSubmitted: { title: 'Not Submitted Yet', message: 'The player has not submitted this card yet.' },
  cardsDiffer: {
    title: 'Scores Differ',
    message:
      'Your scores differ from the card the player submitted. Settle them with the player, or ask staff.',
  },
  ownAttest: { title: 'Partner Needed', message: 'A playing partner (or staff) attests your card, not you.' },
  roundNotFound: 'Round not found',
  roundNotStarted: { title: 'Round Not Started', message: 'Scores open when the round starts.' },
  notInRound: { title: 'Not in This Round', message: 'That player is not in the field of this round.' },
  bayFull: (bay: string) => ({
    title: 'Bay Full',
    message: `${bayLabel(bay)} already has ${PLAYERS_PER_BAY} players.`,
  }),
  badIndex: {
    title: 'Invalid Handicap Index',
    message: 'A Handicap Index is from +10.0 to 54.0, to a tenth.',
  },
  /** What the member reads once entered, waiting, or paid. */
  entered: 'You are entered. Your bay and start time are on your dashboard.',
  waiting: 'The field is full: you are on the waiting list and move up when a place opens.',
  entryUnpaid: { title: 'Entry Fee Not Paid', message: 'The entry fee has not been paid yet.' },
  /** Paid after the held place had gone to someone else: the money is refunded by staff. */
  paidNotEntered:
    'Your payment was received, but the place it was for had already gone. The lounge will refund it.',
  withdrawnRefund: 'You have withdrawn. Your entry fee is being refunded.',
  withdrawnNoRefund: 'You have withdrawn. Registration had closed, so the entry fee is not refunded.',
  withdrawn: 'You have withdrawn.',
  /** What the desk reads once staff withdrew a player. */
  staffWithdrawn: (refund: string | null) =>
    refund === null
      ? 'Withdrawn. Nothing is refunded.'
      : `Withdrawn. The entry fee of ${refund} is being refunded.`,
} as const;

/** The screens' words for tournaments and leagues (the site, the phone scorecard, the TV board). */
export const competitionLabels = {
  pageTitle: 'Tournaments and Leagues',
  eyebrow: 'Member tournaments',
  intro: 'Handicapped leagues and tournaments on our simulators, with a live leaderboard.',
  upcoming: 'Upcoming',
  live: 'Live',
  results: 'Results',
  none: 'No tournaments or leagues yet. Check back soon.',
  enter: 'Enter',
  enterPaid: (fee: string) => `Enter (${fee})`,
  joinWaitlist: 'Join the Waiting List',
  withdraw: 'Withdraw',
  withdrawConfirm: (refunds: boolean) =>
    refunds
      ? 'Withdraw from this competition? Your entry fee is refunded.'
      : 'Withdraw from this competition? Registration has closed, so the entry fee is not refunded.',
  /** The desk's confirmation before staff withdraw a player: what it refunds, and why not. */
  staffWithdrawConfirm: (name: string, refund: string | null, paidButClosed: boolean) =>
    refund !== null
      ? `Withdraw ${name}? Their entry fee of ${refund} is refunded.`
      : paidButClosed
        ? `Withdraw ${name}? Registration has closed, so their entry fee is not refunded.`
        : `Withdraw ${name}? No entry fee was paid, so nothing is refunded.`,
  payForPlace: (fee: string) => `Pay ${fee} to Take Your Place`,
  declinePlace: 'Give Up the Place',
  declineConfirm: 'Give up the place held for you? It goes to the next on the waiting list.',
  signInToEnter: 'Sign in to enter',
  registrationCloses: 'Registration closes',
  registrationClosed: 'Registration closed',
  field: 'The Field',
  groups: 'Groups',
  leaderboard: 'Leaderboard',
  standings: 'Standings',
  noScores: 'No scores yet.',
  yourEntry: 'Your entry',
  entryStatus: {
    unpaid: 'Place held: pay the entry fee to take it',
    entered: 'Entered',
    waiting: 'On the waiting list',
    withdrawn: 'Withdrawn',
    lapsed: 'Place not paid for',
  },
  waitingPosition: (n: number) => `Number ${n} on the waiting list`,
  paid: 'Payment received. You are entered.',
  nameOnBoards: 'Your name on leaderboards',
  hideName: 'Hide my name on leaderboards',
  hideNameNote: "The field, the leaderboards and the lounge's TV show 'A member' in place of your name.",
  nameHidden: "Your name is hidden: boards show 'A member'.",
  nameShown: 'Your name shows on boards as your first name and last initial.',
  nameSettingFailed: { title: 'Not Saved', message: 'Your name setting was not saved. Please try again.' },
  paymentCancelled: 'Payment cancelled. Your place was not taken.',
  scorecard: 'Scorecard',
  noCard: 'There is no card of yours in this round.',
  openScorecard: 'Open Scorecard',
  hole: (n: number) => `Hole ${n}`,
  /** A scorecard grid's box as a screen reader names it. */
  holeBox: (n: number, par: number, strokes: number) =>
    `Hole ${n}, par ${par}${strokes > 0 ? `, ${strokes} ${strokes === 1 ? 'stroke' : 'strokes'} received` : strokes < 0 ? `, ${-strokes} given back` : ''}`,
  /** The grid's running total: the strokes over the holes scored and the round to par so far. */
  cardTotal: (strokes: number, toPar: string, holes: number) =>
    holes === 0 ? 'No holes scored yet' : `${strokes} (${toPar}) thru ${holes === 18 ? '18' : holes}`,
  strokesReceivedKey: 'A dot under par: a stroke received there.',
  par: (n: number) => `Par ${n}`,
  strokeIndex: (n: number) => `Stroke index ${n}`,
  previousHole: 'Previous Hole',
  nextHole: 'Next Hole',
  fewer: 'One fewer',
  more: 'One more',
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Not saved yet: no connection. It saves when the connection is back.',
  submit: 'Submit Card',
  submitted: 'Submitted: a playing partner attests it.',
  final: 'Final: submitted and attested.',
  partners: 'Your playing partners',
  attest: 'Attest Card',
  attestHint: 'Check the scores with your partner before you attest them.',
  notSubmittedYet: 'Not submitted yet',
  nextRound: 'Your next round',
  noNextRound: 'No rounds coming up.',
  handicap: 'Handicap',
  indexSource: { official: 'Official Handicap Index', lounge: 'Lounge index' },
  noIndex: 'No index yet: three final cards make one.',
  /** The account page's history of the member's index: their final cards, the latest first. */
  handicapHistory: 'Your final cards',
  historyCaption: 'Your final cards, the latest first, with the differential each counts for',
  historyNote: 'The lounge index averages the lowest differentials of your latest 20 final cards (marked).',
  differential: 'Differential',
  countsTitle: 'In the index',
  counts: 'Counts',
  noHistory: 'No final cards yet.',
  /** An index as golfers write it: to a tenth, a plus handicap (stored below 0) with its '+'. */
  indexValue: (index: number) => (index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1)),
  bayAt: (bay: string | null) => (bay ? bayLabel(bay) : 'Bay given out when the groups are made'),
  /** A card's state in the desk's words (cardState). */
  cardStateWords: {
    none: 'No scores yet',
    in_progress: 'Scoring',
    submitted: 'Submitted, not attested',
    final: 'Final',
  } satisfies Record<CardState, string>,
  /** A board's title on the TV and the event's page: its scoring in words. */
  boardTitle: (view: 'gross' | 'net' | 'closest' | 'longest' | 'standings', allowance: number) =>
    view === 'gross'
      ? 'Gross'
      : view === 'net'
        ? `Net (${allowance}% handicap allowance)`
        : view === 'standings'
          ? 'Season standings'
          : contestLabels.formatWords(view, null),
  /** A hole's mark on the TV as a screen reader says it (the eye sees a circle or a square). */
  holeMarkWords: {
    eagle: 'eagle or better',
    birdie: 'birdie',
    par: 'par',
    bogey: 'bogey',
    double: 'double bogey or worse',
  },
  tvKey: 'Circled: under par. Squared: over par.',
  tvHoleByHole: 'Hole by hole',
  /** On an event's page for a visitor not signed in: who plays where and when is for members. */
  fieldForMembers: 'The field and the groups are shown to members signed in.',
  tvGross: 'Gross',
  tvNet: 'Net',
  tvStandings: 'Season standings',
  thru: (n: number) => (n === 18 ? 'F' : String(n)),
  toPar: (n: number) => (n === 0 ? 'E' : n > 0 ? `+${n}` : String(n)),
  formatWords: (format: CompetitionFormat, allowance: number, contestHole: number | null = null) =>
    isContest(format)
      ? contestLabels.formatWords(format, contestHole)
      : format === 'gross'
        ? 'Stroke play, gross'
        : `Stroke play, net (${allowance}% handicap allowance)`,
  eligibilityWords: (e: CompetitionEligibility) =>
    e === 'vip' ? 'VIP members (cash prizes)' : 'All members',
} as const;
