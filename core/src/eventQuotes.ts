/**
 * A private event's quote (docs/events.md): its lines from the package's 'from' price and the
 * add-ons, staff's adjustments with their reasons, the member's discount on the package (never on
 * add-ons), the deposit, the balance's due date, and what cancelling refunds; the same quote priced
 * again with its payer's discount at the moment of paying (priceAtPaying). All in integer cents;
 * the roundings are stated where they happen. Every number is an event term with this default.
 */
import { EVENT_PACKAGES, type EventPackage, FULL_FACILITY_MAX_HOURS } from './events';
import { formatMoney } from './tiers';
import { addDays, type IsoDate } from './time';
import { cleanLine, hasWords } from './writtenText';

export interface EventTerms {
  /** Share of the total paid to hold the date. */
  depositPercent: number;
  /** The balance is due this many days before the event. */
  balanceDueDays: number;
  /** The reminder goes this many days before the balance is due. */
  balanceReminderDays: number;
  /** A quote's link works this many days after it is sent. */
  quoteValidDays: number;
  /** Cancelled more than this many days ahead: the deposit back in full. */
  fullRefundOverDays: number;
  /** Cancelled this many days ahead or more (and not over the line above): half the deposit back. */
  halfRefundFromDays: number;
}

export const DEFAULT_EVENT_TERMS: EventTerms = Object.freeze({
  depositPercent: 50,
  balanceDueDays: 7,
  balanceReminderDays: 3,
  quoteValidDays: 14,
  fullRefundOverDays: 30,
  halfRefundFromDays: 14,
});

export type EventSpace = { kind: 'bays'; bays: readonly string[] } | { kind: 'facility' };

export interface QuoteRequest {
  packageId: EventPackage['id'];
  space: EventSpace;
  hours: number;
  addOns: readonly { name: string; cents: number }[];
  /** Staff's changes to a line's price, by the line's key ('package' or 'addon:<name>'), with why. */
  adjustments?: Readonly<Record<string, { cents: number; reason: string }>>;
  /** The contact's member discount (General 10, VIP 15), 0 for a visitor. */
  discountPercent: number;
}

export interface QuoteLine {
  key: string;
  label: string;
  cents: number;
  /** What the line was before staff changed it, and why they did. */
  adjustedFrom?: number;
  reason?: string;
}

/** A changed line's note beside its label, '(was $600: returning client)'; null for a list price. */
export function adjustedNote(line: QuoteLine): string | null {
  return line.adjustedFrom === undefined ? null : `(was ${formatMoney(line.adjustedFrom)}: ${line.reason})`;
}

export type QuoteResult =
  | { ok: true; lines: QuoteLine[]; totalCents: number; depositCents: number; balanceCents: number }
  | { ok: false; field: string; message: string };

const half = (cents: number, percent: number) => Math.floor((cents * percent) / 100 + 0.5);

export const eventQuoteCopy = {
  noSpace: 'Choose at least one bay, or the whole facility.',
  spaceNotOffered: (pkg: string) => `${pkg} are not offered for that space.`,
  tooLong: (hours: number) => `The whole facility can be booked for up to ${hours} hours.`,
  badHours: 'Choose a length of at least one hour, in half hours.',
  reasonNeeded: 'Say why a price was changed.',
  badPrice: 'A price is a whole number of cents, not below zero.',
  strayAdjustment: (key: string) =>
    `A price was changed for ${key.startsWith('addon:') ? key.slice('addon:'.length) : key}, which is not a line of this quote.`,
  discount: (percent: number) => `Member discount (${percent}% off the package)`,
  /**
   * Why the member discount priced differs from the one the quote went out with (priceAtPaying);
   * null when it does not. `settled`: paid in full, so the discount was the one held when paying.
   */
  discountChanged: (quotedPercent: number, appliedPercent: number, settled: boolean): string | null => {
    if (quotedPercent === appliedPercent) return null;
    const [is, gives, when] = settled ? ['was', 'gave', 'when it was paid'] : ['is', 'gives', 'now'];
    const rule = 'A member discount is for a paying member at the moment of paying';
    if (appliedPercent === 0)
      return `This quote was made with a member discount of ${quotedPercent}% off the package. ${rule}, and there ${is} no active membership at this quote's email address ${when}, so the price is without it.`;
    return `${rule}: the membership at this quote's email address ${gives} ${appliedPercent}% off the package ${when}${quotedPercent > 0 ? ` (the quote was made with ${quotedPercent}%)` : ''}.`;
  },
  terms: (t: EventTerms) =>
    `A ${t.depositPercent}% deposit holds the date; the balance is due ${t.balanceDueDays} days before the event. Cancelled more than ${t.fullRefundOverDays} days ahead, the deposit is refunded in full; ${t.halfRefundFromDays} to ${t.fullRefundOverDays} days ahead, half; after that, nothing.`,
};

/** The package line's price: a bay's 'from' price for each bay, or the facility's. */
function packageCents(pkg: EventPackage, space: EventSpace): number | null {
  if (space.kind === 'facility') return pkg.fromCents.fullFacility ?? null;
  const perBay = pkg.fromCents.singleBay;
  return perBay === undefined ? null : perBay * space.bays.length;
}

/** The member discount's line: `percent` of the package line (after any change staff made to it). */
function discountLine(packageLine: QuoteLine, percent: number): QuoteLine {
  return {
    key: 'discount',
    label: eventQuoteCopy.discount(percent),
    cents: -half(packageLine.cents, percent),
  };
}

/**
 * Builds the quote: the package line (adjusted if staff said so), the discount on it (rounded to
 * the nearest cent, a half up), the add-ons, the total; the deposit is the total's share rounded to
 * the nearest cent (a half up) and the balance the rest, so the two always make the total.
 */
export function buildQuote(request: QuoteRequest, terms: EventTerms = DEFAULT_EVENT_TERMS): QuoteResult {
  const pkg = EVENT_PACKAGES.find((p) => p.id === request.packageId);
  if (!pkg) return { ok: false, field: 'packageId', message: 'Choose a package.' };
  if (request.space.kind === 'bays' && request.space.bays.length === 0)
    return { ok: false, field: 'space', message: eventQuoteCopy.noSpace };
  if (!Number.isInteger(request.hours * 2) || request.hours < 1)
    return { ok: false, field: 'hours', message: eventQuoteCopy.badHours };
  if (request.space.kind === 'facility' && request.hours > FULL_FACILITY_MAX_HOURS)
    return { ok: false, field: 'hours', message: eventQuoteCopy.tooLong(FULL_FACILITY_MAX_HOURS) };
  const base = packageCents(pkg, request.space);
  if (base === null) return { ok: false, field: 'space', message: eventQuoteCopy.spaceNotOffered(pkg.name) };

  const adjust = (key: string, label: string, cents: number): QuoteLine | string => {
    const change = request.adjustments?.[key];
    if (!change) return { key, label, cents };
    if (!Number.isInteger(change.cents) || change.cents < 0) return eventQuoteCopy.badPrice;
    const reason = cleanLine(change.reason);
    if (!hasWords(reason)) return eventQuoteCopy.reasonNeeded;
    return { key, label, cents: change.cents, adjustedFrom: cents, reason };
  };
  const where =
    request.space.kind === 'facility'
      ? 'whole facility'
      : `${request.space.bays.length} ${request.space.bays.length === 1 ? 'bay' : 'bays'}`;
  const lines: (QuoteLine | string)[] = [
    adjust('package', `${pkg.name}, ${where}, ${request.hours} hours`, base),
  ];
  const packageLine = lines[0];
  if (packageLine !== undefined && typeof packageLine !== 'string' && request.discountPercent > 0)
    lines.push(discountLine(packageLine, request.discountPercent));
  for (const addOn of request.addOns) {
    if (!Number.isInteger(addOn.cents) || addOn.cents < 0)
      return { ok: false, field: 'addOns', message: eventQuoteCopy.badPrice };
    lines.push(adjust(`addon:${addOn.name}`, addOn.name, addOn.cents));
  }
  const refused = lines.find((l): l is string => typeof l === 'string');
  if (refused) return { ok: false, field: 'adjustments', message: refused };
  const ok = lines as QuoteLine[];
  // A change to a line the quote does not have (an add-on since unticked) is a mistake to name,
  // not a price to drop silently.
  const stray = Object.keys(request.adjustments ?? {}).find(
    (key) => key === 'discount' || !ok.some((l) => l.key === key),
  );
  if (stray !== undefined)
    return { ok: false, field: 'adjustments', message: eventQuoteCopy.strayAdjustment(stray) };
  const totalCents = ok.reduce((sum, l) => sum + l.cents, 0);
  const depositCents = half(totalCents, terms.depositPercent);
  return { ok: true, lines: ok, totalCents, depositCents, balanceCents: totalCents - depositCents };
}

/** A quote's lines and sums as stored and shown. */
export interface QuoteSums {
  lines: QuoteLine[];
  discountPercent: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/**
 * The quote priced for paying now: a member discount is its payer's at the moment of paying
 * (docs/events.md), so the discount line is laid again on the package line at `percent`, the
 * discount of the paying membership at the quote's proven address now (0 without one), and every
 * other line stays as quoted. Before the deposit is paid the deposit is the terms' share of the new
 * total (a half cent up), as buildQuote makes it; once paid it stays what was paid and the balance
 * takes the difference. Either way the deposit and the balance make the total.
 */
export function priceAtPaying(
  quote: QuoteSums & { depositPaid: boolean },
  percent: number,
  terms: EventTerms = DEFAULT_EVENT_TERMS,
): QuoteSums {
  const { lines: quoted, discountPercent, totalCents, depositCents, balanceCents } = quote;
  if (percent === discountPercent)
    return { lines: quoted, discountPercent, totalCents, depositCents, balanceCents };
  const lines = quoted
    .filter((l) => l.key !== 'discount')
    .flatMap((l) => (l.key === 'package' && percent > 0 ? [l, discountLine(l, percent)] : [l]));
  const total = lines.reduce((sum, l) => sum + l.cents, 0);
  const deposit = quote.depositPaid ? depositCents : half(total, terms.depositPercent);
  return {
    lines,
    discountPercent: percent,
    totalCents: total,
    depositCents: deposit,
    balanceCents: total - deposit,
  };
}

/**
 * The day the balance is due, and the day its reminder goes (venue dates): `balanceDueDays` before
 * the event, but never before `sentOn`, the day the quote goes out. A quote sent nearer the event
 * than that has its balance due on sending, never on a day already gone.
 */
export function balanceDates(eventDate: IsoDate, sentOn: IsoDate, terms: EventTerms = DEFAULT_EVENT_TERMS) {
  const byTerms = addDays(eventDate, -terms.balanceDueDays);
  const dueOn = sentOn > byTerms ? sentOn : byTerms;
  return { dueOn, remindOn: balanceReminderOn(dueOn, terms) };
}

/** The day the balance's reminder goes: `balanceReminderDays` before it is due (today or past: at once). */
export function balanceReminderOn(dueOn: IsoDate, terms: EventTerms = DEFAULT_EVENT_TERMS): IsoDate {
  return addDays(dueOn, -terms.balanceReminderDays);
}

/** True when a quote's balance is due on sending (the event was nearer than the terms' days). */
export function balanceDueOnSending(
  eventDate: IsoDate,
  balanceDueOn: IsoDate,
  terms: EventTerms = DEFAULT_EVENT_TERMS,
): boolean {
  return balanceDueOn > addDays(eventDate, -terms.balanceDueDays);
}

/** When a quote's link stops working: `quoteValidDays` after it was sent (instants, exact days). */
export function quoteExpiresAt(sentAt: number, terms: EventTerms = DEFAULT_EVENT_TERMS): number {
  return sentAt + terms.quoteValidDays * 86_400_000;
}

/** Whole days from one venue date to another (dates, not instants: a DST change moves nothing). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [a, b] = [from, to].map((d) => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, day);
  }) as [number, number];
  return Math.round((b - a) / 86_400_000);
}

/**
 * What cancelling refunds of the deposit paid: in full more than `fullRefundOverDays` days ahead,
 * half (rounded down to the cent: never more than half) from `halfRefundFromDays` days, else nothing.
 */
export function eventCancellationRefund(
  input: { depositPaidCents: number; cancelledOn: IsoDate; eventDate: IsoDate },
  terms: EventTerms = DEFAULT_EVENT_TERMS,
): { refundCents: number; tier: 'full' | 'half' | 'none'; daysAhead: number } {
  const daysAhead = daysBetween(input.cancelledOn, input.eventDate);
  if (daysAhead > terms.fullRefundOverDays)
    return { refundCents: input.depositPaidCents, tier: 'full', daysAhead };
  if (daysAhead >= terms.halfRefundFromDays)
    return { refundCents: Math.floor(input.depositPaidCents / 2), tier: 'half', daysAhead };
  return { refundCents: 0, tier: 'none', daysAhead };
}

/** A quote's sums as one sentence: 'Total $1,350; deposit $675 now, $675 due by March 6, 2027.' */
export function quoteSummary(
  q: { totalCents: number; depositCents: number; balanceCents: number },
  dueOnLong: string,
): string {
  return `Total ${formatMoney(q.totalCents)}; deposit ${formatMoney(q.depositCents)} now, ${formatMoney(q.balanceCents)} due by ${dueOnLong}.`;
}
