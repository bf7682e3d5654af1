/**
 * Sign-in state for every route: @hapi/cookie seals {sid} into an httpOnly, SameSite=Lax cookie;
 * the sid names a row of the sessions table, and the row names the user. Routes need a signed-in
 * user unless they say otherwise (`auth: false` or mode 'try'): forgetting to say is a 401, not a leak.
 */
import Cookie from '@hapi/cookie';
import type { Plugin, ReqRef, ReqRefDefaults, Request } from '@hapi/hapi';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { users } from '../db/schema';
import { resolveSessionSecret } from './sessionSecret';
import {
  createSession,
  deleteSession,
  findSession,
  purgeExpiredSessions,
  SESSION_TTL_MS,
} from './sessionStore';

export const SESSION_COOKIE = 'lounge_sid';
const PURGE_EVERY_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

declare module '@hapi/hapi' {
  interface UserCredentials extends UserRow {}
  interface AuthArtifacts {
    sid?: string;
  }
}

export const authPlugin: Plugin<AppContext> = {
  name: 'lounge-auth',
  async register(server, ctx) {
    await server.register(Cookie);
    server.auth.strategy('session', 'cookie', {
      cookie: {
        name: SESSION_COOKIE,
        password: resolveSessionSecret(ctx.config),
        isSecure: ctx.config.cookieSecure,
        isHttpOnly: true,
        isSameSite: 'Lax',
        path: '/',
        ttl: SESSION_TTL_MS,
        clearInvalid: true,
      },
      redirectTo: false,
      validate: async (_request: Request, cookie: { sid?: unknown }) => {
        if (typeof cookie?.sid !== 'string') return { isValid: false };
        const session = findSession(ctx.db, cookie.sid, ctx.now());
        if (!session) return { isValid: false };
        const user = ctx.db.select().from(users).where(eq(users.id, session.userId)).get();
        return user ? { isValid: true, credentials: { user } } : { isValid: false };
      },
    });
    server.auth.default('session');

    // Expired sessions are purged at start and every hour after.
    purgeExpiredSessions(ctx.db, ctx.now());
    const timer = setInterval(() => purgeExpiredSessions(ctx.db, ctx.now()), PURGE_EVERY_MS);
    timer.unref();
    server.ext('onPostStop', () => clearInterval(timer));
  },
};

/** The signed-in user of a request that required sign-in. */
export function currentUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow {
  const user = request.auth.credentials?.user as UserRow | undefined;
  if (!user) throw new Error('currentUser() on a route without a signed-in user');
  return user;
}

/** The signed-in user, or null, on a route in 'try' mode. */
export function optionalUser<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): UserRow | null {
  return request.auth.isAuthenticated
    ? ((request.auth.credentials?.user as UserRow | undefined) ?? null)
    : null;
}

/**
 * Signs the user in with a brand-new session id (never one the browser brought along, so a session
 * cannot be planted in advance), ending the request's previous session if it had one.
 */
export function signIn<Refs extends ReqRef = ReqRefDefaults>(
  ctx: AppContext,
  request: Request<Refs>,
  userId: string,
): void {
  const previous = readSid(request);
  if (previous) deleteSession(ctx.db, previous);
  const sid = createSession(ctx.db, userId, ctx.now());
  request.cookieAuth.set({ sid });
}

/** Ends the request's session: the row is deleted and the cookie cleared. */
export function signOut(ctx: AppContext, request: Request): void {
  const sid = readSid(request);
  if (sid) deleteSession(ctx.db, sid);
  request.cookieAuth.clear();
}

/** The sid of the session the request came with, if any. */
export function readSid<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): string | undefined {
  const state = request.state[SESSION_COOKIE] as { sid?: unknown } | undefined;
  return typeof state?.sid === 'string' ? state.sid : undefined;
}
