/**
 * The audit trail as admins read it: a range's entries (one actor's, or those about a member found
 * by name, when asked), each with what it names, its sentence (core's auditSummary) and what it
 * recorded in words (auditDetailsWords), and everyone who can act.
 */
import { type AuditTrail, auditDetailsWords, auditSummary, type ReportRange } from '@lounge/core';
import type { AppContext } from '../appContext';
import { auditActors, auditEntries, auditSubjects } from './auditStore';

export interface AuditFilter {
  actorId?: string;
  /** Part of a member's name: their account's, bookings' and payments' entries. */
  member?: string;
}

export function auditLog(ctx: AppContext, range: ReportRange, filter: AuditFilter = {}): AuditTrail {
  const zone = ctx.config.venue.timeZone;
  const member = filter.member?.trim() || undefined;
  const { entries, truncated } = auditEntries(ctx.db, range, zone, filter.actorId, member);
  const subjects = auditSubjects(ctx.db, entries);
  return {
    ...range,
    entries: entries.map((entry) => {
      const subject = subjects.get(`${entry.targetType}:${entry.targetId}`) ?? null;
      return {
        ...entry,
        subject,
        summary: auditSummary(entry, subject, zone),
        detailsWords: auditDetailsWords(entry.details, zone),
      };
    }),
    truncated,
    actors: auditActors(ctx.db),
  };
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { logStaffAction } from './auditStore';
