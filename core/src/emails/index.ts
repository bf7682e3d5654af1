/**
 * The emails the lounge sends, written out: subject and plain text. Pure, like the rest of
 * core: the server passes in the member, the booking and the venue, queues the result and attaches
 * the calendar file itself. Times are the venue's wall clock, named with the zone's short name
 * (MST or MDT), since a member reading on holiday elsewhere must not guess.
 */

export * from './accounts';
export * from './bookings';
export * from './competitions';
export * from './inquiries';
export * from './lessons';
// letter.ts's building blocks stay inside emails/; these are what the server and the screens use.
export {
  describeSlot,
  type EmailContext,
  type EmailPass,
  type EmailText,
  LINK_HIDDEN,
  passLines,
} from './letter';
export * from './memberships';
export * from './receipts';
export * from './tours';
