/**
 * The SQL of a member's own account: the profile, the rows an export gathers, and the erasure of a
 * deleted account's personal data. Call the writes inside writeTransaction.
 */
import {
  DELETED_MEMBER,
  deletedAccountEmail,
  ERASED_PROFILE,
  normalizeEmail,
  type ProfileValue,
} from '@lounge/core';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/database';
import {
  bookings,
  calendarFeeds,
  checkoutSessions,
  contactInquiries,
  emailChanges,
  emailVerifications,
  eventInquiries,
  ledgerEntries,
  outboxMessages,
  passwordResetRequests,
  passwordResets,
  staffActions,
  tourBookings,
  users,
  waitlistEntries,
} from '../db/schema';
import {
  findUserById,
  forgetMarks,
  rememberCustomer,
  rememberProvenAddress,
  type UserRow,
} from '../users/userService';

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

/** The account's address is proven (a link sent to it was followed), and remembered as its own. */
export function markAddressVerified(db: Db, userId: string, nowIso: string): void {
  db.update(users)
    .set({ isEmailVerified: true, updatedAt: nowIso })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .run();
  const user = findUserById(db, userId);
  if (user) rememberProvenAddress(db, userId, user.email, nowIso);
}

/**
 * What is the member's by their address rather than their id (inquiries sent from it, mail sent to
 * it, a checkout paid under it): only once the account has proven the address (a link sent to it
 * was followed), and only the whole address, compared in its stored form. Before that, anyone could
 * have signed up with it: nothing filed under it is theirs. docs/security.md.
 */
const ofProvenAddress = (user: UserRow, column: AnySQLiteColumn): SQL =>
  user.isEmailVerified ? sql`lower(${column}) = ${normalizeEmail(user.email)}` : sql`0`;

/** Mail written to the account (by id), and to its proven address. */
const mailOf = (user: UserRow): SQL | undefined =>
  or(
    eq(outboxMessages.userId, user.id),
    and(isNull(outboxMessages.userId), ofProvenAddress(user, outboxMessages.toAddress)),
  );

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
    contact: db.select().from(contactInquiries).where(ofProvenAddress(user, contactInquiries.email)).all(),
    events: db.select().from(eventInquiries).where(ofProvenAddress(user, eventInquiries.email)).all(),
    tours: db.select().from(tourBookings).where(ofProvenAddress(user, tourBookings.email)).all(),
    emails: db
      .select({
        kind: outboxMessages.kind,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(mailOf(user))
      .orderBy(asc(outboxMessages.createdAt))
      .all(),
  };
}

/** What replaces an erased free-text field that may not be empty. */
const REMOVED = '(removed: the member deleted their account)';

/**
 * Erases the person behind a deleted account, finding what is theirs by the account's id and the
 * ids of its bookings and payments, and by its address only when the account had proven it
 * (ofProvenAddress); never by searching text, so no other person's row changes. Keeps the rows the
 * lounge's books need (the account row, its bookings, payments and checkouts): the account row,
 * anonymised, is the tombstone they point at. The ledger is untouched: its descriptions name plans
 * and bays, never a person. The account's sessions, the notes staff wrote and the golf settings are
 * the caller's to end (accountService's deleteAccount, through their features).
 */
export function eraseAccount(db: Db, user: UserRow, nowIso: string, tookGuarantee: boolean): void {
  // Its marks (hashes of the addresses it proved, its customer) outlive it only if it took the
  // guarantee, which is once per person; otherwise nothing of them is needed.
  if (tookGuarantee) {
    if (user.isEmailVerified) rememberProvenAddress(db, user.id, user.email, nowIso);
    rememberCustomer(db, user, nowIso);
  } else forgetMarks(db, user.id);
  db.update(users)
    .set({
      email: deletedAccountEmail(user.id),
      ...ERASED_PROFILE,
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
  db.delete(emailVerifications).where(eq(emailVerifications.userId, user.id)).run();
  // A reset asked for and not yet made would otherwise name the address until the next pass.
  db.delete(passwordResetRequests).where(ofProvenAddress(user, passwordResetRequests.email)).run();
  db.delete(emailChanges).where(eq(emailChanges.userId, user.id)).run();
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).run();
  db.update(bookings).set({ notes: null }).where(eq(bookings.userId, user.id)).run();
  db.update(waitlistEntries).set({ notes: null }).where(eq(waitlistEntries.userId, user.id)).run();
  eraseStaffReasons(db, user.id);
  db.update(checkoutSessions)
    .set({ email: null })
    .where(or(eq(checkoutSessions.userId, user.id), ofProvenAddress(user, checkoutSessions.email)))
    .run();
  // Inquiries sent from the proven address: kept as a count of what came in, without who sent it or
  // what they wrote; the mail about them (receipts, staff notes quoting them) goes.
  const inquiryIds = [
    ...db
      .select({ id: contactInquiries.id })
      .from(contactInquiries)
      .where(ofProvenAddress(user, contactInquiries.email))
      .all(),
    ...db
      .select({ id: eventInquiries.id })
      .from(eventInquiries)
      .where(ofProvenAddress(user, eventInquiries.email))
      .all(),
    ...db
      .select({ id: tourBookings.id })
      .from(tourBookings)
      .where(ofProvenAddress(user, tourBookings.email))
      .all(),
  ].map((r) => r.id);
  if (inquiryIds.length > 0)
    db.delete(outboxMessages).where(inArray(outboxMessages.inquiryId, inquiryIds)).run();
  const gone = { email: deletedAccountEmail(user.id), phone: null, notes: null };
  db.update(contactInquiries)
    .set({
      ...gone,
      firstName: DELETED_MEMBER.firstName,
      lastName: DELETED_MEMBER.lastName,
      message: REMOVED,
    })
    .where(ofProvenAddress(user, contactInquiries.email))
    .run();
  db.update(eventInquiries)
    .set({ ...gone, contactName: `${DELETED_MEMBER.firstName} ${DELETED_MEMBER.lastName}`, message: REMOVED })
    .where(ofProvenAddress(user, eventInquiries.email))
    .run();
  db.update(tourBookings)
    .set({
      ...gone,
      firstName: DELETED_MEMBER.firstName,
      lastName: DELETED_MEMBER.lastName,
      specialRequests: null,
    })
    .where(ofProvenAddress(user, tourBookings.email))
    .run();
  // The mail written to them: addressed and written to a person who is no longer on file.
  db.delete(outboxMessages).where(mailOf(user)).run();
}

/**
 * The reasons staff typed into the audit trail about this member, their bookings or their payments
 * (a refund's, a no-show's): they may name the person. The action, who did it and when stay.
 */
function eraseStaffReasons(db: Db, userId: string): void {
  db.run(sql`
    UPDATE ${staffActions} SET details = json_set(details, '$.reason', ${REMOVED})
    WHERE json_valid(details) AND json_type(details, '$.reason') = 'text' AND (
      (target_type = 'user' AND target_id = ${userId})
      OR (target_type = 'booking' AND target_id IN (SELECT id FROM ${bookings} WHERE user_id = ${userId}))
      OR (target_type = 'payment' AND target_id IN (SELECT id FROM ${ledgerEntries} WHERE user_id = ${userId}))
    )`);
}
