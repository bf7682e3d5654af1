/**
 * A sign-in's session from its cookie and back. The cookie carries the session id sealed with
 * @hapi/iron (encrypted and signed with the session secret); the sid names a row of the sessions
 * table (sessionStore.ts), and the row names the user.
 *
 * Every signed-in request unseals its cookie and reads its session and user rows, so a sign-out, a
 * deleted session and a changed membership or role count at once.
 */
import Iron from '@hapi/iron';
import type { AppContext } from '../appContext';
import { findUserById, type UserRow } from '../users/userService';
import { resolveSessionSecret } from './sessionSecret';
import { createSession, deleteSession, findSession, purgeExpiredSessions } from './sessionStore';

/**
 * The secret is read once a configuration (without SESSION_SECRET it lives in a file): the auth
 * plugin reads it as the server starts, so a secret file that cannot be written stops the start.
 */
const secrets = new WeakMap<AppContext['config'], string>();
export function sessionSecretOf(ctx: AppContext): string {
  let secret = secrets.get(ctx.config);
  if (secret === undefined) {
    secret = resolveSessionSecret(ctx.config);
    secrets.set(ctx.config, secret);
  }
  return secret;
}

/**
 * Sealed cookies already opened, and their sids. Unsealing is two key derivations, two HMACs and a
 * decryption, on the thread pool: a third of a signed-in read's work, for a value that never changes
 * (a sealed cookie names one sid for ever; whether that sid still signs anyone in is the sessions
 * table's business, read on every request). Only cookies that did unseal are kept, so nobody can fill
 * it with made-up ones; the oldest go first past the bound (a Map keeps insertion order).
 */
const OPENED_COOKIES_KEPT = 5_000;
const openedCookies = new WeakMap<AppContext['config'], Map<string, string>>();

/** The sid inside a sealed cookie, or null when the cookie was not sealed with our secret. */
export async function sidOfCookie(ctx: AppContext, sealed: string): Promise<string | null> {
  // One list a configuration, as its secret: a server with another secret opens none of these.
  let opened = openedCookies.get(ctx.config);
  if (opened === undefined) {
    opened = new Map();
    openedCookies.set(ctx.config, opened);
  }
  const known = opened.get(sealed);
  if (known !== undefined) return known;
  try {
    const data = (await Iron.unseal(sealed, sessionSecretOf(ctx), Iron.defaults)) as { sid?: unknown } | null;
    if (typeof data?.sid !== 'string') return null;
    if (opened.size >= OPENED_COOKIES_KEPT) opened.delete(opened.keys().next().value as string);
    opened.set(sealed, data.sid);
    return data.sid;
  } catch {
    return null;
  }
}

export interface SignedIn {
  sid: string;
  user: UserRow;
}

/** Who a sealed cookie signs in: null when its session is gone or expired, or its account is. */
export async function signedInBy(ctx: AppContext, sealed: string): Promise<SignedIn | null> {
  const sid = await sidOfCookie(ctx, sealed);
  // Read after the await, so a sign-out that ran meanwhile is seen.
  const session = sid ? findSession(ctx.db, sid, ctx.now()) : null;
  if (!sid || !session) return null;
  const user = findUserById(ctx.db, session.userId);
  return user ? { sid, user } : null;
}

/**
 * A new session of `userId` (never a sid the browser brought along, so a session cannot be planted
 * in advance), ending `previousSid`'s; returns the sealed value for the cookie.
 */
export async function startSession(ctx: AppContext, userId: string, previousSid: string | null) {
  if (previousSid) deleteSession(ctx.db, previousSid);
  const sid = createSession(ctx.db, userId, ctx.now());
  return Iron.seal({ sid }, sessionSecretOf(ctx), Iron.defaults);
}

export function endSession(ctx: AppContext, sid: string): void {
  deleteSession(ctx.db, sid);
}

export function purgeEndedSessions(ctx: AppContext): void {
  purgeExpiredSessions(ctx.db, ctx.now());
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { deleteSessionsOfUser } from './sessionStore';
