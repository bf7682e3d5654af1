/**
 * Freezing a membership: whole billing months, starting on a billing date, so a freeze never needs
 * proration. While frozen a member is not charged, cannot book or be offered a waitlist time, and
 * gets no VIP guest passes. Freeze months are counted by when each freeze begins: those beginning
 * within any 12 months add up to at most `freezeMonthsPerYear` (staff may go past it, audited).
 * The dates here are venue dates; a freeze's days are startsOn <= day < resumesOn.
 */
import { billingDate, billingDatesBetween, billingIndexOnOrAfter } from './billingDates';
import { type MembershipTerms, termsPolicy } from './membershipTerms';
import { addDays, formatIsoDate, type IsoDate } from './time';

export interface Freeze {
  startsOn: IsoDate;
  /** The first day the membership runs again (a billing date, or the day it was ended early). */
  resumesOn: IsoDate;
}

export interface FreezeRequest {
  today: IsoDate;
  /** A billing date of the plan; for an intro member, the day the intro ends. */
  billingAnchor: IsoDate;
  months: number;
  /** A billing date; the next one by default. */
  startsOn?: IsoDate;
  /** Set while the member is on the intro: the only start allowed is that day. */
  introEndsOn?: IsoDate | null;
  /** Every freeze of the member's, ended, running or scheduled. */
  freezes: readonly Freeze[];
  /** Staff past the yearly cap. */
  override?: boolean;
}

export type FreezeRefusalCode = 'freeze_months' | 'freeze_start' | 'freeze_exists' | 'freeze_cap';

export type FreezeDecision =
  | { ok: true; freeze: Freeze; months: number }
  | { ok: false; code: FreezeRefusalCode; message: string };

/** Billing months a freeze covers (for one ended early, the months it had begun). */
export function freezeMonths(freeze: Freeze, billingAnchor: IsoDate): number {
  return billingDatesBetween(billingAnchor, freeze.startsOn, freeze.resumesOn).length;
}

/** The freeze covering `date`, if any. */
export function freezeOn(date: IsoDate, freezes: readonly Freeze[]): Freeze | null {
  return freezes.find((f) => f.startsOn <= date && date < f.resumesOn) ?? null;
}

/** Whether a freeze starts after `date` (one dropped before it began runs no day: not counted). */
export function freezeScheduledAfter(date: IsoDate, freezes: readonly Freeze[]): boolean {
  return freezes.some((f) => f.startsOn > date && f.startsOn < f.resumesOn);
}

/** The billing dates a freeze may start on, from tomorrow to `freezeStartWithinDays` ahead. */
export function freezeStartChoices(
  input: Pick<FreezeRequest, 'today' | 'billingAnchor' | 'introEndsOn'>,
  terms: MembershipTerms,
): IsoDate[] {
  if (input.introEndsOn && input.introEndsOn > input.today) return [input.introEndsOn];
  const from = addDays(input.today, 1);
  return billingDatesBetween(
    input.billingAnchor,
    from,
    addDays(input.today, terms.freezeStartWithinDays + 1),
  );
}

function monthsBeginningWithinAYear(start: IsoDate, freezes: readonly Freeze[], anchor: IsoDate): number {
  const yearLater = billingDate(start, 12);
  return freezes
    .filter((f) => f.startsOn >= start && f.startsOn < yearLater)
    .reduce((sum, f) => sum + freezeMonths(f, anchor), 0);
}

/** Freeze months still free in the 12 months around a freeze starting on `startsOn`. */
export function freezeMonthsLeft(
  startsOn: IsoDate,
  freezes: readonly Freeze[],
  billingAnchor: IsoDate,
  terms: MembershipTerms,
): number {
  // The fullest 12 months holding `startsOn` begin at it or at an earlier freeze's start: sliding a
  // window's start up to the first freeze inside it loses none of them.
  const windowStarts = [
    startsOn,
    ...freezes.map((f) => f.startsOn).filter((s) => s <= startsOn && billingDate(s, 12) > startsOn),
  ];
  const used = Math.max(...windowStarts.map((s) => monthsBeginningWithinAYear(s, freezes, billingAnchor)));
  return Math.max(0, terms.freezeMonthsPerYear - used);
}

/** Checks a freeze request against the terms; the freeze it would make, or why not. */
export function decideFreeze(request: FreezeRequest, terms: MembershipTerms): FreezeDecision {
  if (!terms.freezeMonthChoices.includes(request.months)) {
    return { ok: false, code: 'freeze_months', message: freezeCopy.months(terms) };
  }
  const running = request.freezes.find((f) => f.resumesOn > request.today && f.resumesOn > f.startsOn);
  if (running) return { ok: false, code: 'freeze_exists', message: freezeCopy.exists(running) };
  const choices = freezeStartChoices(request, terms);
  const startsOn = request.startsOn ?? choices[0];
  if (!startsOn || !choices.includes(startsOn)) {
    return { ok: false, code: 'freeze_start', message: freezeCopy.start(terms, choices) };
  }
  const anchor =
    request.introEndsOn && request.introEndsOn > request.today ? request.introEndsOn : request.billingAnchor;
  const resumesOn = billingDate(anchor, billingIndexOnOrAfter(anchor, startsOn) + request.months);
  const freeze = { startsOn, resumesOn };
  const left = freezeMonthsLeft(startsOn, request.freezes, anchor, terms);
  if (!request.override && request.months > left) {
    return { ok: false, code: 'freeze_cap', message: freezeCopy.cap(terms, left) };
  }
  return { ok: true, freeze, months: request.months };
}

/** Ending a freeze on `today`: a scheduled one is dropped (null), a running one resumes today. */
export function endFreeze(freeze: Freeze, today: IsoDate): Freeze | null {
  if (freeze.startsOn >= today) return null;
  return { startsOn: freeze.startsOn, resumesOn: today < freeze.resumesOn ? today : freeze.resumesOn };
}

/** The day the 'your freeze ends soon' email goes. */
export function freezeReminderOn(freeze: Freeze, terms: MembershipTerms): IsoDate {
  return addDays(freeze.resumesOn, -terms.freezeReminderDays);
}

export const freezeCopy = {
  noPlan: 'Only an active membership can be frozen.',
  noneToEnd: 'There is no freeze to end.',
  hasBookings: (n: number) =>
    `You have ${n === 1 ? 'a booking' : `${n} bookings`} inside this freeze. Freezing cancels ${n === 1 ? 'it' : 'them'} under the usual refund rules.`,
  months: (terms: MembershipTerms) =>
    `A freeze lasts ${terms.freezeMonthChoices.join(', ').replace(/, (\d+)$/, ' or $1')} months.`,
  exists: (f: Freeze) =>
    `Your membership is already frozen from ${formatIsoDate(f.startsOn)} until ${formatIsoDate(f.resumesOn)}. End that freeze first.`,
  start: (terms: MembershipTerms, choices: readonly IsoDate[]) =>
    choices.length
      ? `A freeze starts on a billing date: ${choices.map(formatIsoDate).join(' or ')}.`
      : `A freeze starts on a billing date within the next ${terms.freezeStartWithinDays} days, and there is none.`,
  cap: (terms: MembershipTerms, left: number) =>
    left === 0
      ? `You have used your ${terms.freezeMonthsPerYear} freeze months for this year.`
      : `You can freeze for at most ${left} more ${left === 1 ? 'month' : 'months'} this year.`,
  frozenDay: (f: Freeze) =>
    `Your membership is frozen until ${formatIsoDate(f.resumesOn)}, so you cannot book this day. End the freeze on your dashboard to book.`,
  confirmed: (f: Freeze) =>
    `Your membership is frozen from ${formatIsoDate(f.startsOn)} until ${formatIsoDate(f.resumesOn)}.`,
  policy: termsPolicy.freeze,
};
