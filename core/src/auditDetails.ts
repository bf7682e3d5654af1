/**
 * What an audit entry recorded, in words: 'Bay 2, Sat Nov 28 7:00 PM – 8:00 PM, 2 players → Bay 2,
 * Sat Nov 28 7:00 PM – 8:30 PM · Reason: Rain'. Amounts as money, instants as the venue's 12-hour
 * clock, every change as before → after, and no record ids (the entry's sentence names what it was
 * done to). Pure: the zone is a parameter, so it reads the same on any machine.
 */

import { startWords } from './auditWords';
import { formatMoney } from './tiers';
import { formatWallTime } from './time';
import { bayLabel } from './venue';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys whose words are not their name's. */
const KEY_WORDS: Readonly<Record<string, string>> = Object.freeze({
  amountCents: 'Amount',
  refundCents: 'Refunded',
  totalCents: 'Total',
  guestFeeCents: 'Guest fee',
  expectedCashCents: 'Cash expected',
  countedCents: 'Counted',
  differenceCents: 'Difference',
  replacedCountedCents: 'Count replaced',
  override: 'Limit overridden',
  walkIn: 'Walk-in',
  forBlock: 'For a bay block',
  onRequest: 'At the member’s request',
  linkHandedToStaff: 'Link handed to staff',
  undid: 'Undid',
  fields: 'Changed',
  emailed: 'Emailed',
  startsOn: 'Starts',
  resumesOn: 'Resumes',
  endsOn: 'Ends',
  confirmedDate: 'Date',
  confirmedTime: 'Time',
  fieldSize: 'Field size',
  bayNumber: 'Bay',
});

/** Keys that only point at records: the entry's sentence already names them. */
const POINTERS = new Set([
  'refundId',
  'noteId',
  'inquiryId',
  'memberId',
  'userId',
  'entryId',
  'competitionId',
]);

/** 'amountCents' -> 'Amount cents' for a key with no words of its own. */
function keyWords(key: string): string {
  const known = KEY_WORDS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Sat Nov 21' for a venue date. */
function dateWords(date: string): string {
  return startWords(`${date}T12:00:00.000Z`, 'UTC')?.replace(/ \d+:\d{2} [AP]M$/, '') ?? date;
}

function valueWords(key: string, value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'yes' : null;
  if (typeof value === 'number') return key.endsWith('Cents') ? formatMoney(value) : String(value);
  if (typeof value === 'string') {
    if (UUID.test(value)) return null;
    if (ISO_INSTANT.test(value)) return startWords(value, timeZone) ?? value;
    if (ISO_DATE.test(value)) return dateWords(value);
    if (WALL_TIME.test(value)) return formatWallTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueWords(key, v, timeZone) ?? '–');
    return parts.length === 0 ? 'none' : parts.join(key === 'before' || key === 'after' ? ' ' : ', ');
  }
  if (typeof value === 'object') return spanWords(value as Record<string, unknown>, timeZone);
  return String(value);
}

/** A booking's place as an edit records it: 'Bay 2, Sat Nov 28 7:00 PM – 8:30 PM, 2 players'. */
function spanWords(span: Record<string, unknown>, timeZone: string): string {
  const parts: string[] = [];
  if (typeof span.bay === 'string') parts.push(bayLabel(span.bay));
  const start = typeof span.start === 'string' ? startWords(span.start, timeZone) : null;
  const end = typeof span.end === 'string' ? startWords(span.end, timeZone) : null;
  if (start) parts.push(end ? `${start} – ${end.replace(/^\w+ \w+ \d+ /, '')}` : start);
  if (typeof span.players === 'string' || typeof span.players === 'number')
    parts.push(`${span.players} ${String(span.players) === '1' ? 'player' : 'players'}`);
  for (const [key, value] of Object.entries(span)) {
    if (['bay', 'start', 'end', 'players'].includes(key) || POINTERS.has(key)) continue;
    const words = valueWords(key, value, timeZone);
    if (words !== null) parts.push(`${keyWords(key)}: ${words}`);
  }
  return parts.join(', ');
}

/**
 * An entry's details as one line. A change's `from` and `to` (or `before` and `after`) read as
 * 'before → after'; the rest as 'Key: value' joined by ' · '.
 */
export function auditDetailsWords(details: Record<string, unknown> | null, timeZone: string): string {
  if (!details) return '';
  const parts: string[] = [];
  const pair = (a: string, b: string) => {
    if (!(a in details) && !(b in details)) return;
    const before = valueWords(a, details[a], timeZone) ?? 'none';
    const after = valueWords(b, details[b], timeZone) ?? 'none';
    parts.push(`${before} → ${after}`);
  };
  pair('from', 'to');
  pair('before', 'after');
  for (const [key, value] of Object.entries(details)) {
    if (['from', 'to', 'before', 'after'].includes(key) || POINTERS.has(key)) continue;
    const words = valueWords(key, value, timeZone);
    if (words === null) continue;
    parts.push(typeof value === 'boolean' ? keyWords(key) : `${keyWords(key)}: ${words}`);
  }
  return parts.join(' · ');
}
