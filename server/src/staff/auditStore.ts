/**
 * The audit trail (staff_actions): written by logStaffAction inside the transaction of the change
 * it records, and read back as a range's entries newest first with each actor's name, and everyone
 * who can act at the desk. Details are cleaned of
 * secrets by core's parseAuditDetails before they leave.
 */
import {
  AUDIT_MAX_ENTRIES,
  type AuditActor,
  type AuditEntry,
  parseAuditDetails,
  type ReportRange,
  rangeInstants,
  toIsoInstant,
} from '@lounge/core';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffActions, users } from '../db/schema';

export function auditEntries(
  db: Db,
  range: ReportRange,
  timeZone: string,
  actorId: string | undefined,
): { entries: AuditEntry[]; truncated: boolean } {
  const span = rangeInstants(range, timeZone);
  const rows = db
    .select({
      id: staffActions.id,
      createdAt: staffActions.createdAt,
      actorId: staffActions.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      action: staffActions.action,
      targetType: staffActions.targetType,
      targetId: staffActions.targetId,
      details: staffActions.details,
    })
    .from(staffActions)
    .innerJoin(users, eq(staffActions.actorId, users.id))
    .where(
      and(
        gte(staffActions.createdAt, toIsoInstant(span.start)),
        lt(staffActions.createdAt, toIsoInstant(span.end)),
        actorId === undefined ? undefined : eq(staffActions.actorId, actorId),
      ),
    )
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(AUDIT_MAX_ENTRIES + 1)
    .all();
  return {
    entries: rows.slice(0, AUDIT_MAX_ENTRIES).map(({ firstName, lastName, details, ...row }) => ({
      ...row,
      actorName: `${firstName} ${lastName}`,
      details: parseAuditDetails(details),
    })),
    truncated: rows.length > AUDIT_MAX_ENTRIES,
  };
}

/** Staff and admins, by name: the audit screen's actor filter. */
export function auditActors(db: Db): AuditActor[] {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .all()
    .map(({ id, firstName, lastName, role }) => ({
      id,
      name: `${firstName} ${lastName}`,
      role: role === 'admin' ? 'admin' : 'staff',
    }));
}

export interface StaffAction {
  actorId: string;
  action: string;
  targetType:
    | 'booking'
    | 'tour'
    | 'event_inquiry'
    | 'contact_inquiry'
    | 'user'
    | 'outbox_message'
    | 'payment'
    | 'bay_block'
    | 'photo'
    | 'legal_text'
    | 'cash_up';
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records a staff action; call inside the same transaction as the change it describes. */
export function logStaffAction(db: Db, entry: StaffAction, now: number): void {
  db.insert(staffActions)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: toIsoInstant(now),
    })
    .run();
}
