/** The audit trail as admins read it: a range's entries (one actor's, when named) and everyone who can act. */
import type { AuditLog, ReportRange } from '@lounge/core';
import type { AppContext } from '../appContext';
import { auditActors, auditEntries } from './auditStore';

export function auditLog(ctx: AppContext, range: ReportRange, actorId: string | undefined): AuditLog {
  const { entries, truncated } = auditEntries(ctx.db, range, ctx.config.venue.timeZone, actorId);
  return { ...range, entries, truncated, actors: auditActors(ctx.db) };
}
