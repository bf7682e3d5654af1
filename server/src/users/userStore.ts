/** Reading and writing accounts (users/userView.ts is the account as the API shows it). */
import { randomUUID } from 'node:crypto';
import { normalizeEmail, toIsoInstant } from '@lounge/core';
import type { MemberQuery, Shape } from '@lounge/core/api';
import { and, asc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { users } from '../db/schema';

/** An account as the users table holds it (the signed-in user of a request is one). */
export type UserRow = typeof users.$inferSelect;

/** Emails are stored lower-case; the lookup lower-cases too, matching the unique index. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .get();
}

// Every signed-in request reads its user: prepared once per database.
const userById = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

export function findUserById(db: Db, id: string): UserRow | undefined {
  return userById(db).get({ id });
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  membershipType: 'general' | 'vip' | null;
  membershipStatus: 'pending' | 'inactive';
  /** Only an account the box's operator makes (admin:create) starts verified. */
  isEmailVerified?: boolean;
}

export function insertUser(db: Db, user: NewUser, now: number): UserRow {
  const stamp = toIsoInstant(now);
  return db
    .insert(users)
    .values({
      id: randomUUID(),
      ...user,
      email: normalizeEmail(user.email),
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

/**
 * A row's own fields an update may set (updatedAt is stamped here): the role, the reminder setting,
 * and the membership and gateway fields a subscription or a change of plan sets.
 */
type UserChange = Partial<
  Pick<
    UserRow,
    | 'role'
    | 'emailReminders'
    | 'membershipType'
    | 'membershipStatus'
    | 'membershipExpiresAt'
    | 'pendingMembershipType'
    | 'pendingChangeAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

export function updateUser(db: Db, id: string, change: UserChange, nowIso: string): UserRow | undefined {
  return db
    .update(users)
    .set({ ...change, updatedAt: nowIso })
    .where(eq(users.id, id))
    .returning()
    .get();
}

/** The account linked to a gateway subscription, or to its customer. */
export function findUserByGatewayIds(
  db: Db,
  subscriptionId: string,
  customerId: string,
): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(or(eq(users.stripeSubscriptionId, subscriptionId), eq(users.stripeCustomerId, customerId)))
    .get();
}

/** The desk's search (core's MemberQuery): `q` as core's memberSearch.ts reads it. */
export type MemberSearch = Shape<typeof MemberQuery>;

/** A LIKE pattern holding `text` anywhere; LIKE's own wildcards in it are matched literally. */
const containing = (text: string) => sql`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

/**
 * The accounts the desk's search may match, by last then first name: every typed word is somewhere
 * in the name or email, or the typed digits in the phone number. Core's rankMembers then decides
 * which match and in what order; with words typed nothing is cut here, so the best match is never
 * left out by a limit. Without words, at most `limit`.
 */
export function searchUsers(db: Db, { q, tier, status }: MemberSearch, limit: number): UserRow[] {
  const filters: (SQL | undefined)[] = [];
  const typed = q?.trim().toLowerCase() ?? '';
  if (typed) {
    const haystack = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
    const words = typed.split(/[\s,]+/).filter(Boolean);
    const digits = typed.replace(/\D/g, '');
    filters.push(
      or(
        and(...words.map((word) => like(haystack, containing(word)))),
        digits ? like(sql`coalesce(${users.phone}, '')`, containing(digits)) : undefined,
      ),
    );
  }
  if (tier)
    filters.push(tier === 'none' ? sql`${users.membershipType} IS NULL` : eq(users.membershipType, tier));
  if (status) filters.push(eq(users.membershipStatus, status));
  const query = db
    .select()
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return typed ? query.all() : query.limit(limit).all();
}
