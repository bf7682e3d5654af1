/**
 * Sign-in state for every route: an httpOnly, SameSite=Lax cookie carries the session id, sealed
 * (sessionService.ts says how a cookie becomes a session and a user). Routes need a signed-in user
 * unless they say otherwise (`auth: false` or mode 'try'): forgetting to say is a 401, not a leak.
 *
 * The scheme is our own small one (docs/decisions/005). This file only maps HTTP (the cookie, the
 * request's credentials) to the session service and back.
 */
import Boom from '@hapi/boom';
import type { Plugin, ReqRef, ReqRefDefaults, Request, ResponseToolkit } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import type { UserRow } from '../users/userService';
import {
  endSession,
  purgeEndedSessions,
  sessionSecretOf,
  sidOfCookie,
  signedInBy,
  startSession,
} from './sessionService';
import { SESSION_TTL_MS } from './sessionStore';

export const SESSION_COOKIE = 'lounge_sid';
const PURGE_EVERY_MS = 60 * 60 * 1000;

declare module '@hapi/hapi' {
  interface UserCredentials extends UserRow {}
  interface AuthArtifacts {
    sid?: string;
  }
}

export const authPlugin: Plugin<AppContext> = {
  name: 'lounge-auth',
  register(server, ctx) {
    sessionSecretOf(ctx);
    // The value is sealed by the session service, so Hapi parses and writes it as a plain string.
    server.state(SESSION_COOKIE, {
      encoding: 'none',
      isSecure: ctx.config.cookieSecure,
      isHttpOnly: true,
      isSameSite: 'Lax',
      path: '/',
      ttl: SESSION_TTL_MS,
      clearInvalid: true,
      ignoreErrors: true,
      strictHeader: true,
    });

    server.auth.scheme('sealed-session', () => ({
      async authenticate(request, h) {
        const sealed = request.state[SESSION_COOKIE];
        if (typeof sealed !== 'string' || sealed === '') {
          return h.unauthenticated(Boom.unauthorized(null, 'cookie'));
        }
        const signedIn = await signedInBy(ctx, sealed);
        if (!signedIn) {
          h.unstate(SESSION_COOKIE);
          return h.unauthenticated(Boom.unauthorized(null, 'cookie'));
        }
        return h.authenticated({ credentials: { user: signedIn.user }, artifacts: { sid: signedIn.sid } });
      },
    }));
    server.auth.strategy('session', 'sealed-session');
    server.auth.default('session');

    // Expired sessions are purged at start and every hour after.
    purgeEndedSessions(ctx);
    const timer = setInterval(() => purgeEndedSessions(ctx), PURGE_EVERY_MS);
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
export async function signIn<Refs extends ReqRef = ReqRefDefaults>(
  ctx: AppContext,
  request: Request<Refs>,
  h: ResponseToolkit<Refs>,
  userId: string,
) {
  h.state(SESSION_COOKIE, await startSession(ctx, userId, await cookieSid(ctx, request)));
}

/** Ends the request's session: the row is deleted and the cookie cleared. */
export async function signOut<Refs extends ReqRef = ReqRefDefaults>(
  ctx: AppContext,
  request: Request<Refs>,
  h: ResponseToolkit<Refs>,
) {
  const sid = await cookieSid(ctx, request);
  if (sid) endSession(ctx, sid);
  clearSessionCookie(h);
}

/** Tells the browser to drop its session cookie (its session is gone or going). */
export function clearSessionCookie<Refs extends ReqRef = ReqRefDefaults>(h: ResponseToolkit<Refs>): void {
  h.unstate(SESSION_COOKIE);
}

/** The sid of the session a signed-in request came with. */
export function readSid<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): string | undefined {
  const sid = request.auth.artifacts?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/** The sid of the request's cookie, whether or not its session still exists. */
async function cookieSid<Refs extends ReqRef>(
  ctx: AppContext,
  request: Request<Refs>,
): Promise<string | null> {
  const known = request.auth.artifacts?.sid;
  if (typeof known === 'string') return known;
  const sealed = request.state[SESSION_COOKIE];
  return typeof sealed === 'string' && sealed ? sidOfCookie(ctx, sealed) : null;
}
