/**
 * The desk's member search: which accounts match what staff typed, and in what order. A caller
 * says "Tara" or "Quinn, Tara" or reads out a number; the member meant must come first, so Enter
 * never acts on someone whose last name merely contains the letters (Priya Natarajan for "Tara").
 * The server filters and orders with this rule; the desk only shows its answer.
 */
import type { MemberState } from './api/statuses';

/** The Members list's filter by the plan's state (api/statuses' MEMBER_STATES), in staff's words. */
export const MEMBER_STATE_LABELS = {
  frozen: 'Frozen',
  freeze_scheduled: 'Freeze scheduled',
  cancelling: 'Cancelling (notice given)',
  guarantee: 'In money-back guarantee',
} as const satisfies Record<MemberState, string>;

/** What the desk's member fields say when a search names more than one member, so Enter picks no one. */
export const memberSearchCopy = {
  several: (count: number) =>
    `${count} members match. Choose one with the arrow keys or a click: Enter picks a member only when one matches.`,
} as const;

/** What a member is searched by. */
export interface SearchableMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * How well one typed word fits a member, best first: the whole first name, the whole last name,
 * the start of the first name, of the last name, of the email, then any part of a name or the
 * email. A first-name match leads because staff ask a caller's first name.
 */
const FIT = {
  firstName: 0,
  lastName: 1,
  firstNameStart: 2,
  lastNameStart: 3,
  emailStart: 4,
  anywhere: 5,
} as const;

/** The whole email or the whole phone number: above any name, they name one account. */
const EXACT_CONTACT = -1;

/** Digits that read as a phone number being searched: at least three, and nothing but digits and separators. */
const PHONE_QUERY = /^[+\d\s().\-/]*$/;
const MIN_PHONE_DIGITS = 3;

function wordFit(word: string, member: SearchableMember): number | null {
  const first = member.firstName.toLowerCase();
  const last = member.lastName.toLowerCase();
  const email = member.email.toLowerCase();
  if (first === word) return FIT.firstName;
  if (last === word) return FIT.lastName;
  if (first.startsWith(word)) return FIT.firstNameStart;
  if (last.startsWith(word)) return FIT.lastNameStart;
  if (email.startsWith(word)) return FIT.emailStart;
  if (first.includes(word) || last.includes(word) || email.includes(word)) return FIT.anywhere;
  return null;
}

/**
 * How well `query` fits `member` (lower is better), or null when it does not match. A phone query
 * matches the stored number's digits (any spelling of it); otherwise every typed word must fit the
 * first name, last name or email, in any order, and the member ranks by its worst-fitting word.
 */
export function memberMatchRank(query: string, member: SearchableMember): number | null {
  const typed = query.trim().toLowerCase();
  if (!typed) return null;
  const digits = typed.replace(/\D/g, '');
  if (PHONE_QUERY.test(typed) && digits.length >= MIN_PHONE_DIGITS) {
    const phoneDigits = (member.phone ?? '').replace(/\D/g, '');
    if (!phoneDigits.includes(digits)) return null;
    // '+14065550123' is matched whole by '4065550123' as by '14065550123'.
    return phoneDigits === digits || phoneDigits === `1${digits}` ? EXACT_CONTACT : FIT.anywhere;
  }
  if (member.email.toLowerCase() === typed) return EXACT_CONTACT;
  let worst: number = EXACT_CONTACT;
  for (const word of typed.split(/[\s,]+/).filter(Boolean)) {
    const fit = wordFit(word, member);
    if (fit === null) return null;
    worst = Math.max(worst, fit);
  }
  return worst;
}

/** The members matching `query`, best match first, then by last and first name. */
export function rankMembers<M extends SearchableMember>(query: string, members: readonly M[]): M[] {
  const byName = (a: M, b: M) =>
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    a.id.localeCompare(b.id);
  return members
    .map((member) => ({ member, rank: memberMatchRank(query, member) }))
    .filter((m): m is { member: M; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || byName(a.member, b.member))
    .map((m) => m.member);
}

/** A member's id as staff read it beside the name: enough to tell two Tara Quinns apart. */
export function shortMemberId(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 6)}`;
}
