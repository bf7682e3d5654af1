/**
 * The SQL of a member's own account: the profile, the rows an export gathers, and the erasure of a
 * deleted account's personal data. Call the writes inside writeTransaction.
 */
import { DELETED_MEMBER, deletedAccountEmail, type ProfileValue } from '@lounge/core';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/database';
import {
  bookings,
  calendarFeeds,
  checkoutSessions,
  contactInquiries,
  emailChanges,
  eventInquiries,
  outboxMessages,
  passwordResetRequests,
  passwordResets,
  tourBookings,
  users,
  waitlistEntries,
} from '../db/schema';
import { deleteNotesOfMember } from '../members/memberNotesStore';
import type { UserRow } from '../users/userStore';

export function updateProfile(
  db: Db,
  userId: string,
  change: ProfileValue,
  nowIso: string,
): UserRow | undefined {
  return db
    .update(users)
    .set({ ...change, updatedAt: nowIso })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning()
    .get();
}

export function setPasswordHash(db: Db, userId: string, passwordHash: string, nowIso: string): void {
  db.update(users).set({ passwordHash, updatedAt: nowIso }).where(eq(users.id, userId)).run();
}

/** Rows of every kind that name the member by their email rather than their id (inquiries sent from it). */
const byEmail = (column: AnySQLiteColumn, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

export function exportRows(db: Db, user: UserRow, nowIso: string) {
  return {
    bookings: db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, user.id))
      .orderBy(asc(bookings.startTime))
      .all(),
    waitlist: db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, user.id))
      .orderBy(asc(waitlistEntries.createdAt))
      .all(),
    checkouts: db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id))
      .orderBy(asc(checkoutSessions.createdAt))
      .all(),
    calendarFeed: db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id))
      .get(),
    emailChange: db
      .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.userId, user.id),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, nowIso),
        ),
      )
      .orderBy(desc(emailChanges.createdAt))
      .get(),
    contact: db.select().from(contactInquiries).where(byEmail(contactInquiries.email, user.email)).all(),
    events: db.select().from(eventInquiries).where(byEmail(eventInquiries.email, user.email)).all(),
    tours: db.select().from(tourBookings).where(byEmail(tourBookings.email, user.email)).all(),
    emails: db
      .select({
        kind: outboxMessages.kind,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(byEmail(outboxMessages.toAddress, user.email))
      .orderBy(asc(outboxMessages.createdAt))
      .all(),
  };
}

/** What replaces an erased free-text field that may not be empty. */
const REMOVED = '(removed: the member deleted their account)';

/**
 * Erases what names the person behind a deleted account, keeping the rows the lounge's books need
 * (the account row, its bookings, payments and checkouts) under DELETED_MEMBER's name. The
 * account's sessions are ended by the caller through the session store.
 */
export function eraseAccount(db: Db, user: UserRow, nowIso: string): void {
  const email = user.email.trim().toLowerCase();
  db.update(users)
    .set({
      email: deletedAccountEmail(user.id),
      firstName: DELETED_MEMBER.firstName,
      lastName: DELETED_MEMBER.lastName,
      phone: null,
      passwordHash: null,
      profileImageUrl: null,
      role: 'member',
      membershipStatus: 'inactive',
      pendingMembershipType: null,
      pendingChangeAt: null,
      isEmailVerified: false,
      emailReminders: false,
      deletedAt: nowIso,
      updatedAt: nowIso,
    })
    .where(eq(users.id, user.id))
    .run();
  db.delete(passwordResets).where(eq(passwordResets.userId, user.id)).run();
  // A reset asked for and not yet made would otherwise name the address until the next pass.
  db.delete(passwordResetRequests).where(byEmail(passwordResetRequests.email, email)).run();
  // Confirmation links sent to addresses they meant to move to: those messages go with the rows.
  for (const change of db.select().from(emailChanges).where(eq(emailChanges.userId, user.id)).all())
    db.delete(outboxMessages).where(byEmail(outboxMessages.toAddress, change.newEmail)).run();
  db.delete(emailChanges).where(eq(emailChanges.userId, user.id)).run();
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).run();
  // What staff wrote about the person goes with them.
  deleteNotesOfMember(db, user.id);
  db.update(bookings).set({ notes: null }).where(eq(bookings.userId, user.id)).run();
  db.update(waitlistEntries).set({ notes: null }).where(eq(waitlistEntries.userId, user.id)).run();
  db.update(checkoutSessions)
    .set({ email: null })
    .where(or(eq(checkoutSessions.userId, user.id), byEmail(checkoutSessions.email, email)))
    .run();
  // Inquiries sent from the address: kept as a count of what came in, without who sent it or what they wrote.
  const gone = { email: deletedAccountEmail(user.id), phone: null, notes: null };
  db.update(contactInquiries)
    .set({
      ...gone,
      firstName: DELETED_MEMBER.firstName,
      lastName: DELETED_MEMBER.lastName,
      message: REMOVED,
    })
    .where(byEmail(contactInquiries.email, email))
    .run();
  db.update(eventInquiries)
    .set({ ...gone, contactName: `${DELETED_MEMBER.firstName} ${DELETED_MEMBER.lastName}`, message: REMOVED })
    .where(byEmail(eventInquiries.email, email))
    .run();
  db.update(tourBookings)
    .set({
      ...gone,
      firstName: DELETED_MEMBER.firstName,
      lastName: DELETED_MEMBER.lastName,
      specialRequests: null,
    })
    .where(byEmail(tourBookings.email, email))
    .run();
  // The mail sent to them: addressed and written to a person who is no longer on file.
  db.delete(outboxMessages).where(byEmail(outboxMessages.toAddress, email)).run();
}

/**
 * Any text left anywhere that still spells the member's email or full name (a staff note, a staff
 * email about their inquiry, an audit detail) is replaced, in every TEXT column of every table.
 * Only the whole email and the whole name: a first name alone would hit other people's text.
 */
export function scrubEverywhere(db: Db, needles: string[], replacement: string): void {
  const patterns = needles
    .filter((n) => n.trim().length >= 3)
    .map((n) => ({
      needle: n.toLowerCase(),
      re: new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
    }));
  const tables = db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
  );
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const columns = db
      .all<{ name: string; type: string }>(sql`SELECT name, type FROM pragma_table_info(${name})`)
      .filter((c) => c.type.toUpperCase() === 'TEXT');
    for (const column of columns) {
      const col = sql.identifier(column.name);
      for (const { needle, re } of patterns) {
        const hits = db.all<{ rid: number; value: string }>(
          sql`SELECT rowid AS rid, ${col} AS value FROM ${table} WHERE instr(lower(${col}), ${needle}) > 0`,
        );
        for (const hit of hits)
          db.run(
            sql`UPDATE ${table} SET ${col} = ${hit.value.replace(re, replacement)} WHERE rowid = ${hit.rid}`,
          );
      }
    }
  }
}
