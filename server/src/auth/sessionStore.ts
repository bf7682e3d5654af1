/**
 * Server-side sessions in the sessions table (sid, sess, expire). The cookie carries only the sid,
 * sealed (authPlugin.ts); signing out deletes the row, so a copied cookie dies with it.
 *
 * The table keeps only the sid's SHA-256 (`hashSessionId`), never the sid itself: a copy of the
 * database (a backup, a stolen file) holds no id anyone can sign in with. Callers pass the sid from
 * the cookie; the hashing happens here and nowhere else.

 */
import { createHash, randomBytes } from 'node:crypto';
import { toIsoInstant } from '@lounge/core';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { sessions } from '../db/schema';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: string;
  /** Epoch ms when the session ends. */
  expiresAt: number;
}

/** The stored form of a session id: its SHA-256, hex. */
function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid, 'utf8').digest('hex');
}

/** A new session of `userId`; returns its sid (for the cookie), of which only the hash is stored. */
export function createSession(db: Db, userId: string, now: number): string {
  const sid = randomBytes(32).toString('base64url');
  db.insert(sessions)
    .values({
      sid: hashSessionId(sid),
      sess: JSON.stringify({ userId }),
      expire: toIsoInstant(now + SESSION_TTL_MS),
    })
    .run();
  return sid;
}

// Every signed-in request reads its session: prepared once per database.
const sessionBySid = perDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .prepare(),
);

/**
 * The hashes of the sids signed-in requests came with: hashing was a third of reading a session.
 * Only sids from cookies that opened reach here (sessionService.ts), so nobody fills it with made-up
 * ones; the oldest go first past the bound. Pure arithmetic kept, not a session: whether the sid
 * still signs anyone in is read from the table every time.
 */
const HASHES_KEPT = 5_000;
const hashes = new Map<string, string>();
function hashOfSignedInSid(sid: string): string {
  let hash = hashes.get(sid);
  if (hash === undefined) {
    hash = hashSessionId(sid);
    if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value as string);
    hashes.set(sid, hash);
  }
  return hash;
}

/** The session's data while it exists and has not expired. */
export function findSession(db: Db, sid: string, now: number): SessionData | null {
  const row = sessionBySid(db).get({ sid: hashOfSignedInSid(sid) });
  if (!row || row.expire <= toIsoInstant(now)) return null;
  try {
    const data = JSON.parse(row.sess) as { userId?: unknown };
    return typeof data.userId === 'string'
      ? { userId: data.userId, expiresAt: Date.parse(row.expire) }
      : null;
  } catch {
    return null;
  }
}

export function deleteSession(db: Db, sid: string): void {
  db.delete(sessions)
    .where(eq(sessions.sid, hashSessionId(sid)))
    .run();
}

/**
 * Ends every session of an account (signed out everywhere: a reset, a deleted account), except
 * `keepSid` when given (a new password: the browser that made the change stays signed in).
 * sessions.sess is JSON { userId }. Returns how many ended.
 */
export function deleteSessionsOfUser(db: Db, userId: string, keepSid?: string): number {
  const ofUser = sql`json_extract(${sessions.sess}, '$.userId') = ${userId}`;
  return db
    .delete(sessions)
    .where(keepSid ? and(ofUser, ne(sessions.sid, hashSessionId(keepSid))) : ofUser)
    .run().changes;
}

/** Removes expired sessions; returns how many. */
export function purgeExpiredSessions(db: Db, now: number): number {
  return db
    .delete(sessions)
    .where(lte(sessions.expire, toIsoInstant(now)))
    .run().changes;
}
