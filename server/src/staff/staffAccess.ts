/**
 * Who may use /api/staff: staff and admins. Signed out is the usual 401 (the session strategy);
 * a member is 403. Every action a staff route takes is written to staff_actions with its actor.
 */

import type { ReqRef, ReqRefDefaults, Request, Server } from '@hapi/hapi';
import { authMessages, toIsoInstant } from '@lounge/core';
import { currentUser, type UserRow } from '../auth/authPlugin';
import type { Db } from '../db/database';
import { staffActions } from '../db/schema';
import { refuse } from '../http/errors';

export function isStaff(user: UserRow): boolean {
  return user.role === 'staff' || user.role === 'admin';
}

export function assertStaff(user: UserRow): void {
  if (!isStaff(user)) throw refuse(403, { title: 'Staff Only', message: authMessages.forbidden });
}

export function assertAdmin(user: UserRow): void {
  if (user.role !== 'admin') throw refuse(403, { title: 'Admins Only', message: authMessages.forbidden });
}

/**
 * Registers a check, for the calling plugin's routes only, of the signed-in user's role. It runs
 * right after authentication and before the query or payload is checked, so someone not allowed
 * meets 403 whatever they send.
 */
function guardPluginRoutes(server: Server, assert: (user: UserRow) => void): void {
  server.ext(
    'onPostAuth',
    (request, h) => {
      const user = request.auth.credentials?.user as UserRow | undefined;
      if (user) assert(user);
      return h.continue;
    },
    { sandbox: 'plugin' },
  );
}

/** The calling plugin's routes are for staff and admins. */
export function requireStaffForPlugin(server: Server): void {
  guardPluginRoutes(server, assertStaff);
}

/** The calling plugin's routes are for admins only: staff and members meet 403. */
export function requireAdminForPlugin(server: Server): void {
  guardPluginRoutes(server, assertAdmin);
}

/** The signed-in staff member of a staff route. */
export function staffUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow {
  const user = currentUser(request);
  assertStaff(user);
  return user;
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
    | 'legal_text';
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
