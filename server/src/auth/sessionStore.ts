/**
 * Server-side sessions in the sessions table (sid, sess, expire). The cookie carries only the sid,
 * sealed by @hapi/cookie; signing out deletes the row, so a copied cookie dies with it.
 */
import { randomBytes } from 'node:crypto';
import { toIsoInstant } from '@lounge/core';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: string;
}

export function createSession(db: Db, userId: string, now: number): string {
  const sid = randomBytes(32).toString('base64url');
  db.insert(sessions)
    .values({
      sid,
      sess: JSON.stringify({ userId } satisfies SessionData),
      expire: toIsoInstant(now + SESSION_TTL_MS),
    })
    .run();
  return sid;
}

/** The session's data while it exists and has not expired. */
export function findSession(db: Db, sid: string, now: number): SessionData | null {
  const row = db.select().from(sessions).where(eq(sessions.sid, sid)).get();
  if (!row || row.expire <= toIsoInstant(now)) return null;
  try {
    const data = JSON.parse(row.sess) as Partial<SessionData>;
    return typeof data.userId === 'string' ? { userId: data.userId } : null;
  } catch {
    return null;
  }
}

export function deleteSession(db: Db, sid: string): void {
  db.delete(sessions).where(eq(sessions.sid, sid)).run();
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
    .where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser)
    .run().changes;
}

/** Removes expired sessions; returns how many. */
export function purgeExpiredSessions(db: Db, now: number): number {
  return db
    .delete(sessions)
    .where(lte(sessions.expire, toIsoInstant(now)))
    .run().changes;
}
