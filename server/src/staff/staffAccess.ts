/**
 * Who may use /api/staff: staff and admins. Signed out is the usual 401 (the session strategy);
 * a member is 403. Every action a staff route takes is written to staff_actions with its actor
 * (staff/auditStore.ts's logStaffAction).
 */

import type { ReqRef, ReqRefDefaults, Request, Server } from '@hapi/hapi';
import { authMessages } from '@lounge/core';
import { currentUser } from '../auth/authPlugin';
import { refuse } from '../http/errors';
import type { UserRow } from '../users/userStore';

export function isStaff(user: UserRow): boolean {
  return user.role === 'staff' || user.role === 'admin';
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

/** The signed-in staff member of a staff route. */
export function staffUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow {
  const user = currentUser(request);
  assertStaff(user);
  return user;
}
