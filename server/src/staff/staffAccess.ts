/**
 * Who may use /api/staff: staff, managers and admins. Signed out is the usual 401 (the session
 * strategy); a member is 403. A manager is staff who may also do what ends a plan, goes past a
 * limit or speaks for the venue (managerUser; docs/decisions/054); an admin may do all of it. Every action a staff route takes is written to staff_actions with its actor
 * (staff/auditStore.ts's logStaffAction).
 */

import type { ReqRef, ReqRefDefaults, Request, Server } from '@hapi/hapi';
import { authMessages, mayTakeManagerSteps } from '@lounge/core';
import { currentUser } from '../auth/authPlugin';
import { refuse } from '../http/errors';
import type { UserRow } from '../users/userService';

export function isStaff(user: UserRow): boolean {
  return user.role === 'staff' || user.role === 'manager' || user.role === 'admin';
}

/**
 * A manager's or an admin's step (core's mayTakeManagerSteps): cancelling a membership, a freeze past
 * the yearly cap, the site's photos and legal texts, an official handicap, cancelling a paid event.
 */
export function assertManager(user: UserRow): void {
  if (!mayTakeManagerSteps(user.role))
    throw refuse(403, { ...authMessages.managerNeeded, code: 'manager_needed' });
}

function assertStaff(user: UserRow): void {
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

/** The signed-in manager (or admin) of a route that is a manager's step. */
export function managerUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow {
  const user = staffUser(request);
  assertManager(user);
  return user;
}

/** The signed-in staff member of a staff route. */
export function staffUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow {
  const user = currentUser(request);
  assertStaff(user);
  return user;
}
