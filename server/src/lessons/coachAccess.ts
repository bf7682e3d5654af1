/**
 * A coach's account (role 'coach', docs/lessons.md) signs in to the desk to see its own day: it may
 * use its own account's routes (/api/auth/...) and the coach's (/api/coach/...), and the public ones
 * anyone may; every other route that needs a sign-in answers it 403, whatever it sends, so a coach
 * books, buys and reads nothing of anyone else's through the API.
 */
import type { Server } from '@hapi/hapi';
import { authMessages } from '@lounge/core';
import type { Db } from '../db/database';
import { refuse } from '../http/errors';
import type { UserRow } from '../users/userService';
import { type CoachRow, coachOfUser } from './lessonStore';

const COACH_PATHS = ['/api/coach/', '/api/auth/'];

export function keepCoachesToTheirDay(server: Server): void {
  server.ext('onPostAuth', (request, h) => {
    const user = request.auth.credentials?.user as UserRow | undefined;
    if (user?.role !== 'coach' || request.auth.mode !== 'required') return h.continue;
    if (COACH_PATHS.some((p) => request.path.startsWith(p))) return h.continue;
    throw refuse(403, {
      title: 'Coaches See Their Day Only',
      message: authMessages.forbidden,
      code: 'coach_only',
    });
  });
}

/** The coach behind a signed-in coach's account; 403 for any other account. */
export function ownCoach(db: Db, user: UserRow): CoachRow {
  const coach = user.role === 'coach' ? coachOfUser(db, user.id) : undefined;
  if (!coach)
    throw refuse(403, { title: 'Coaches Only', message: 'Only a coach’s own account sees their day.' });
  return coach;
}
