/**
 * The audit trail in names and words (GET /api/staff/audit): each entry with what it was done to,
 * read from the records it names, and its sentence; `member=` searches the trail by a member's name.
 */
import type { AuditEntry, AuditLog } from './reports';

/** What an action was done to, as the records read when the trail is asked for. */
export interface AuditSubject {
  /** The member it concerned (a booking's, a payment's, an account), when there is one. */
  memberId: string | null;
  memberName: string | null;
  /** A booking's bay and start (ISO instant). */
  bayNumber: string | null;
  startTime: string | null;
  /** A payment's description, a tour's or an inquiry's name, a day counted. */
  label: string | null;
}

export interface AuditEntryInWords extends AuditEntry {
  subject: AuditSubject | null;
  /** 'No-show: Jack Reilly, Bay 2, Sat Nov 28 2:00 PM'. */
  summary: string;
}

/** GET /api/staff/audit?from=&to=&actor=&member= */
export interface AuditTrail extends AuditLog {
  entries: AuditEntryInWords[];
}
