/**
 * The audit trail in names and words (GET /api/staff/audit): each entry with what it was done to,
 * read from the records it names, and its sentence; `member=` searches the trail by a member's name.
 */
import { AuditEntry, AuditLog } from './reports';
import { extend, list, nullable, object, type Shape, text } from './shape';

/** What an action was done to, as the records read when the trail is asked for. */
export const AuditSubject = object({
  /** The member it concerned (a booking's, a payment's, an account), when there is one. */
  memberId: nullable(text),
  memberName: nullable(text),
  /** A booking's bay and start (ISO instant). */
  bayNumber: nullable(text),
  startTime: nullable(text),
  /** A payment's description, a tour's or an inquiry's name, a day counted. */
  label: nullable(text),
});
export type AuditSubject = Shape<typeof AuditSubject>;

export const AuditEntryInWords = extend(AuditEntry, {
  subject: nullable(AuditSubject),
  /** 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM'. */
  summary: text,
  /** What it recorded in words (core's auditDetailsWords): money, venue times, before → after. */
  detailsWords: text,
});
export type AuditEntryInWords = Shape<typeof AuditEntryInWords>;

/** GET /api/staff/audit?from=&to=&actor=&member= */
export const AuditTrail = extend(AuditLog, { entries: list(AuditEntryInWords) });
export type AuditTrail = Shape<typeof AuditTrail>;
