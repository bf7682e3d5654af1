/**
 * The audit trail's entries in words: 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM' rather
 * than an action and a record's id. The server reads what each entry names (a booking's member,
 * bay and start, a payment's member and description, an account's name); this turns it into the
 * sentence the desk shows and searches.
 */

import type { AuditSubject } from './api/auditWords';
import { cashUpCopy } from './cashUp';
import { dateTimeFormat } from './dateFormats';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legalTexts';
import { mailHandOverCopy } from './mailHandOver';
import { formatMoney } from './tiers';
import { parseIsoInstant } from './time';
import { bayLabel } from './venue';

/** Each action's words; an action not listed reads as its name in words. */
const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = Object.freeze({
  'check-in': 'Checked in',
  'no-show': 'No-show',
  release: 'Released (nobody checked in)',
  door_open: 'Door opened with a pass',
  door_open_staff: 'Door opened from the desk',
  booking_extend: 'Extended 30 minutes at the bay',
  bay_message: 'Message sent to a bay screen',
  undo: 'Undone',
  cancel: 'Cancelled',
  correct: 'Corrected',
  create: 'Booked at the desk',
  edit: 'Changed',
  refund: 'Refund',
  role: 'Role changed',
  notes: 'Notes changed',
  add_note: 'Note added',
  edit_note: 'Note changed',
  tour_notes: 'Tour notes changed',
  handled: 'Marked handled',
  block_bays: 'Bays blocked',
  unblock_bays: 'Block removed',
  edit_profile: 'Details changed',
  delete_account: 'Account deleted',
  clear_sign_in_limits: 'Sign-in limits cleared',
  freeze_membership: 'Membership frozen',
  end_freeze: 'Freeze ended',
  mail_retry: 'Email sent again',
  photo_upload: 'Photo added',
  photo_remove: 'Photo removed',
  photo_focus: 'Photo focal point set',
  photo_credit: 'Photo credit and licence set',
  legal_text_replace: 'Legal text replaced',
  legal_text_restore: 'Legal text restored',
  'cash-up': 'Cash-up',
  recount: 'Cash recounted',
  create_competition: 'Competition created',
  edit_competition: 'Competition changed',
  add_player: 'Player added',
  withdraw_player: 'Player withdrawn',
  move_player: 'Player moved',
  enter_card: 'Card entered',
  correct_card: 'Card corrected',
  enter_attempt: 'Contest attempt entered',
  attest_attempt: 'Contest attempt attested',
  correct_attempt: 'Contest attempt corrected',
  close_round: 'Round closed',
  announce_results: 'Results announced',
  set_handicap: 'Handicap index set',
  create_event_competition: 'Event competition created',
  add_guest: 'Guest added',
  rename_guest: 'Guest renamed',
  remove_guest: 'Guest removed',
  event_quote_create: 'Event quote built',
  event_quote_edit: 'Event quote changed',
  event_quote_send: 'Event quote sent',
  event_balance: 'Event balance taken',
  event_cancel: 'Event cancelled',
  event_add_on_prices: 'Event prices changed',
  shop_item_create: 'Shop item added',
  shop_item_archive: 'Shop item archived',
  shop_item_edit: 'Shop item edited',
  shop_sale: 'Shop sale',
  shop_past_zero: 'Sold past the stock count',
  shop_stock: 'Stock recorded',
  shop_refund: 'Shop refund',
  tab_open: 'Tab opened',
  tab_lines: 'Added to a tab',
  tab_close: 'Tab closed',
  tab_split: 'Tab split',
  tab_line_move: 'Tab line moved',
  lesson_cancel: 'Lesson cancelled',
});

/** Who an entry without a staff actor names: a kiosk by its name, else the lounge itself (a release). */
export function auditActorName(
  person: { firstName: string; lastName: string } | null,
  details: Record<string, unknown> | null,
): string {
  if (person) return `${person.firstName} ${person.lastName}`;
  const kiosk = details?.kioskName;
  return typeof kiosk === 'string' ? `Kiosk: ${kiosk}` : 'The lounge';
}

/** 'check-in' as words ('Checked in'); 'some_action' as 'Some action'. */
export function auditActionWords(action: string): string {
  const known = AUDIT_ACTION_WORDS[action];
  if (known) return known;
  const words = action.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGET_WORDS: Readonly<Record<string, string>> = Object.freeze({
  booking: 'Booking',
  tour: 'Tour',
  event_inquiry: 'Event inquiry',
  contact_inquiry: 'Message',
  user: 'Account',
  outbox_message: 'Email',
  payment: 'Payment',
  bay_block: 'Bay block',
  photo: 'Photo',
  legal_text: 'Legal text',
  cash_up: 'Cash-up',
  competition: 'Competition',
  scorecard: 'Scorecard',
  event_quote: 'Event quote',
  event_price_list: 'Event price list',
  shop_item: 'Shop item',
  shop_sale: 'Shop sale',
  shop_tab: 'Tab',
  coach: 'Coach',
});

/** 'Sat Nov 28 2:00 PM': an instant at the venue, short (the audit trail, the desk's member finder). */
export function startWords(iso: string, timeZone: string): string | null {
  const at = parseIsoInstant(iso);
  if (at === null) return null;
  const parts = dateTimeFormat({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('month')} ${part('day')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Sat Nov 21' for a venue date 'YYYY-MM-DD'. */
function dateWords(date: string): string {
  const at = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(at)) return date;
  return dateTimeFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
    .format(at)
    .replace(',', '');
}

function centsIn(details: Record<string, unknown> | null, key: string): number | null {
  const value = details?.[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * The entry as a sentence. A booking: 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM'; a refund:
 * 'Refund $15: Jack Reilly, Paid at the desk: 2 guests'; an account: 'Role changed: Jack Reilly';
 * a cash-up: 'Cash-up: Sat Nov 21, Short $2.50'. What the records no longer hold (a deleted
 * account) reads as its kind ('Account no longer on record'), never as an id.
 */
export function auditSummary(
  entry: { action: string; targetType: string; targetId: string; details: Record<string, unknown> | null },
  subject: AuditSubject | null,
  timeZone: string,
): string {
  const amount = entry.action === 'refund' ? centsIn(entry.details, 'amountCents') : null;
  // On a box without a mail server the quote's link went to the staff member instead (decision 052).
  const handedOver = entry.action === 'event_quote_send' && entry.details?.linkHandedToStaff === true;
  const what =
    amount !== null
      ? `Refund ${formatMoney(amount)}`
      : handedOver
        ? mailHandOverCopy.quote.audited
        : auditActionWords(entry.action);
  const parts: string[] = [];
  if (subject?.memberName) parts.push(subject.memberName);
  if (subject?.bayNumber) parts.push(bayLabel(subject.bayNumber));
  const start = subject?.startTime ? startWords(subject.startTime, timeZone) : null;
  if (start) parts.push(start);
  if (entry.targetType === 'cash_up') {
    parts.push(dateWords(entry.targetId));
    const difference = centsIn(entry.details, 'differenceCents');
    if (difference !== null) parts.push(cashUpCopy.difference(difference));
  } else if (subject?.label) {
    parts.push(subject.label);
  }
  if (parts.length === 0 && entry.targetType === 'photo' && typeof entry.details?.slot === 'string')
    parts.push(entry.details.slot === 'hero' ? 'Home page photo' : 'Gallery photo');
  if (parts.length === 0 && entry.targetType === 'legal_text')
    parts.push(LEGAL_DOCUMENTS[entry.targetId as LegalDocument]?.title ?? entry.targetId);
  // What no longer exists reads as its kind: never a record's id.
  if (parts.length === 0) parts.push(`${TARGET_WORDS[entry.targetType] ?? 'Record'} no longer on record`);
  return `${what}: ${parts.join(', ')}`;
}
