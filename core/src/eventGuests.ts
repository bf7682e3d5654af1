/**
 * A Golf Tournaments event's own competition and its guests (docs/competitions.md 'A private
 * event's competition', docs/decisions/066): which events may have one, which formats it may take,
 * a guest's name as staff type it, and the refusals' words. The desk's screen words are eventGuestCopy.
 */
import type { CompetitionFormat } from './competitionKinds';
import { cleanLine, hasWords } from './writtenText';

/** The longest guest name a board line holds. */
export const GUEST_NAME_MAX = 40;

/** Guests have no handicap (no account, no cards before), so their competition is never net. */
export const GUEST_FORMATS = ['gross', 'closest', 'longest'] as const satisfies readonly CompetitionFormat[];
export type GuestFormat = (typeof GUEST_FORMATS)[number];

/** The package whose events may have a competition, and the quote status that holds its bays. */
export const GUEST_COMPETITION_PACKAGE = 'tournament';
export const GUEST_COMPETITION_STATUS = 'paid';

export const eventGuestMessages = {
  eventNotFound: 'Event not found',
  notATournament: {
    title: 'Not a Golf Tournament',
    message: 'Only a Golf Tournaments event has a competition for its guests.',
  },
  notPaid: {
    title: 'Event Not Confirmed',
    message: 'The event’s deposit is not paid, so its bays are not held: its competition waits until it is.',
  },
  hasCompetition: { title: 'Competition Exists', message: 'This event has its competition already.' },
  noCompetition: {
    title: 'No Competition Yet',
    message: 'Create the event’s competition before entering its guests.',
  },
  netNotOffered: {
    title: 'Gross Only',
    message:
      'Guests have no handicap: an event’s competition is stroke play gross, closest to the pin or long drive.',
  },
  noName: { title: 'Name Required', message: 'Type the guest’s name.' },
  nameTooLong: { title: 'Name Too Long', message: `Keep a guest’s name to ${GUEST_NAME_MAX} characters.` },
  duplicateName: (name: string) => ({
    title: 'Name Already in the Field',
    message: `${name} is in the field already: add a last name or an initial to tell them apart.`,
  }),
  fieldFull: (size: number) => ({
    title: 'Field Full',
    message: `The event’s bays hold ${size} players, 4 a bay: the field is full.`,
  }),
  notAGuest: { title: 'Not a Guest', message: 'That entry is not one of this event’s guests.' },
  hasScores: {
    title: 'Guest Has Scores',
    message: 'This guest has scores already: a name with scores stays, as the board shows it.',
  },
  guestsOnly: {
    title: 'Guests Only',
    message: 'This competition is a private event’s: its guests are entered by staff at the desk.',
  },
};

export type GuestNameCheck = { ok: true; name: string } | { ok: false; title: string; message: string };

/**
 * A guest's name as it will be kept: cleaned to one line, not empty, not too long, and not already
 * the name of another guest of the field (letters' case aside, so 'ann lee' is 'Ann Lee').
 */
export function checkGuestName(typed: string, otherNames: readonly string[]): GuestNameCheck {
  const name = cleanLine(typed);
  if (!hasWords(name)) return { ok: false, ...eventGuestMessages.noName };
  if ([...name].length > GUEST_NAME_MAX) return { ok: false, ...eventGuestMessages.nameTooLong };
  const key = name.toLocaleLowerCase('en');
  if (otherNames.some((other) => cleanLine(other).toLocaleLowerCase('en') === key))
    return { ok: false, ...eventGuestMessages.duplicateName(name) };
  return { ok: true, name };
}

/**
 * A guest's name as a board's first name and last name: the last word is the last name, so a board
 * shows 'Ann L.' for 'Ann Lee' as it does for a member; a one-word name stays whole.
 */
export function guestNameParts(name: string): { firstName: string; lastName: string } {
  const words = cleanLine(name).split(' ');
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

/** The desk's words for an event's competition. */
export const eventGuestCopy = {
  heading: 'Guest competition',
  none: 'No competition yet. Create one for the guests: their board and the TV work as a member competition’s.',
  create: 'Create Competition',
  formatLabel: 'Format',
  courseLabel: 'Course name',
  guestsHeading: 'Guests',
  noGuests: 'No guests entered yet.',
  guestNameLabel: 'Guest’s name',
  addGuest: 'Add Guest',
  rename: 'Rename',
  save: 'Save',
  remove: 'Remove',
  scoresLocked: 'Has scores',
  board: 'Open the board',
  tv: 'Open the TV board',
  unlisted: 'Unlisted: the board is reached by its link or QR, not from the Tournaments list.',
  fieldCount: (count: number, size: number) => `${count} of ${size} players`,
};
