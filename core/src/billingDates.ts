/**
 * A monthly plan's billing dates, as the gateway keeps them: the anchor's day of the month, or the
 * month's last day when the month is shorter (an anchor on the 31st bills on 28 February, then on
 * 31 March again). Each date is counted from the anchor, never from the previous date, so a short
 * month does not pull every later date back.
 */
import { Temporal } from 'temporal-polyfill';
import type { IsoDate } from './time';

/** The k-th billing date after the anchor (k may be negative or 0, the anchor itself). */
export function billingDate(anchor: IsoDate, k: number): IsoDate {
  return Temporal.PlainDate.from(anchor).add({ months: k }, { overflow: 'constrain' }).toString();
}

/** The index k of the first billing date on or after `date`. */
export function billingIndexOnOrAfter(anchor: IsoDate, date: IsoDate): number {
  const a = Temporal.PlainDate.from(anchor);
  const d = Temporal.PlainDate.from(date);
  // Start one month early of the calendar difference and walk forward: at most three steps.
  let k = (d.year - a.year) * 12 + (d.month - a.month) - 1;
  while (billingDate(anchor, k) < date) k += 1;
  return k;
}

/** The first billing date on or after `date`. */
export function billingDateOnOrAfter(anchor: IsoDate, date: IsoDate): IsoDate {
  return billingDate(anchor, billingIndexOnOrAfter(anchor, date));
}

/** Billing dates d with from <= d < until, in order. */
export function billingDatesBetween(anchor: IsoDate, from: IsoDate, until: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let k = billingIndexOnOrAfter(anchor, from); billingDate(anchor, k) < until; k += 1) {
    dates.push(billingDate(anchor, k));
  }
  return dates;
}
