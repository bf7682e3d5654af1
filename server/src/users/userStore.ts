/** Reading and writing accounts, and the account as the API shows it (no secrets). */
import { randomUUID } from 'node:crypto';
import { toIsoInstant, type UserView } from '@lounge/core';
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/authPlugin';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { users } from '../db/schema';

/** Emails are stored lower-case; the lookup lower-cases too, matching the unique index. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get();
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
}

export function insertUser(db: Db, user: NewUser, now: number): UserRow {
  const stamp = toIsoInstant(now);
  return db
    .insert(users)
    .values({
      id: randomUUID(),
      ...user,
      email: user.email.trim().toLowerCase(),
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

/** The account without its password hash or payment-provider ids (core's UserView). */
export function publicUser(user: UserRow): UserView {
  const {
    passwordHash: _hash,
    stripeCustomerId: _customer,
    stripeSubscriptionId: _subscription,
    ...rest
  } = user;
  return rest satisfies UserView;
}
