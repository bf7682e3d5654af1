/**
 * Sign-in state for every route: an httpOnly, SameSite=Lax cookie carries the session id sealed
 * with @hapi/iron (encrypted and signed with the session secret); the sid names a row of the
 * sessions table, and the row names the user. Routes need a signed-in user unless they say
 * otherwise (`auth: false` or mode 'try'): forgetting to say is a 401, not a leak.
 *
 * The scheme is ours rather than @hapi/cookie's so that the unseal, the costliest step of a
 * signed-in request, runs once per cookie: the session store's cache (sessionCache.ts) maps the
 * sealed value to its session until the session is deleted or expires. The user's row is kept
 * between requests only while the database is unchanged (db/keptWhileUnchanged.ts: any write, by
 * any code path or process, reads it again), so a changed membership or role counts at once.
 */
import Boom from '@hapi/boom';
import type { Plugin, ReqRef, ReqRefDefaults, Request, ResponseToolkit } from '@hapi/hapi';
import Iron from '@hapi/iron';
import type { AppContext } from '../appContext';
import { keptPerDatabase } from '../db/keptWhileUnchanged';
import type { users } from '../db/schema';
import { findUserById } from '../users/userStore';
import { resolveSessionSecret } from './sessionSecret';
import {
  createSession,
  deleteSession,
  findSession,
  purgeExpiredSessions,
  SESSION_TTL_MS,
  sessionCacheOf,
} from './sessionStore';

export const SESSION_COOKIE = 'lounge_sid';
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The secret is read once a configuration (without SESSION_SECRET it lives in a file). */
const secrets = new WeakMap<AppContext['config'], string>();
function secretOf(ctx: AppContext): string {
  let secret = secrets.get(ctx.config);
  if (secret === undefined) {
    secret = resolveSessionSecret(ctx.config);
    secrets.set(ctx.config, secret);
  }
  return secret;
}

export type UserRow = typeof users.$inferSelect;

/** The signed-in users' rows, the most recently active kept (each a copy of the row, shared). */
const keptUsers = keptPerDatabase<string, UserRow | undefined>(2000);

declare module '@hapi/hapi' {
  interface UserCredentials extends UserRow {}
  interface AuthArtifacts {
    sid?: string;
  }
}

/** The sid inside a sealed cookie, or null when the cookie was not sealed with our secret. */
async function unsealSid(sealed: string, secret: string): Promise<string | null> {
  try {
    const data = (await Iron.unseal(sealed, secret, Iron.defaults)) as { sid?: unknown } | null;
    return typeof data?.sid === 'string' ? data.sid : null;
  } catch {
    return null;
  }
}

export const authPlugin: Plugin<AppContext> = {
  name: 'lounge-auth',
  register(server, ctx) {
    const secret = secretOf(ctx);
    const cache = sessionCacheOf(ctx.db);
    const users = keptUsers(ctx.database);
    // The value is sealed by sealSid below, so Hapi parses and writes it as a plain string.
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
        let session = cache.get(sealed, ctx.now());
        if (!session) {
          const sid = await unsealSid(sealed, secret);
          // Read after the await, so a sign-out that ran meanwhile is seen.
          const found = sid ? findSession(ctx.db, sid, ctx.now()) : null;
          if (sid && found) {
            session = { sid, ...found };
            cache.set(sealed, session);
          }
        }
        const userId = session?.userId;
        const user = userId ? users.get(userId, () => findUserById(ctx.db, userId)) : undefined;
        if (!session || !user) {
          h.unstate(SESSION_COOKIE);
          return h.unauthenticated(Boom.unauthorized(null, 'cookie'));
        }
        return h.authenticated({ credentials: { user }, artifacts: { sid: session.sid } });
      },
    }));
    server.auth.strategy('session', 'sealed-session');
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
export async function signIn<Refs extends ReqRef = ReqRefDefaults>(
  ctx: AppContext,
  request: Request<Refs>,
  h: ResponseToolkit<Refs>,
  userId: string,
) {
  const previous = await cookieSid(ctx, request);
  if (previous) deleteSession(ctx.db, previous);
  const sid = createSession(ctx.db, userId, ctx.now());
  const sealed = await Iron.seal({ sid }, secretOf(ctx), Iron.defaults);
  h.state(SESSION_COOKIE, sealed);
}

/** Ends the request's session: the row is deleted and the cookie cleared. */
export async function signOut<Refs extends ReqRef = ReqRefDefaults>(
  ctx: AppContext,
  request: Request<Refs>,
  h: ResponseToolkit<Refs>,
) {
  const sid = await cookieSid(ctx, request);
  if (sid) deleteSession(ctx.db, sid);
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
  return typeof sealed === 'string' && sealed ? unsealSid(sealed, secretOf(ctx)) : null;
}
