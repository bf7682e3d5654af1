/**
 * The account_marks table: what tells the person behind an account across accounts, hashed. An
 * address is marked once the account proves it (a link sent to it was followed: sign-up's
 * confirmation, an email change, a password reset), as its mailbox (core's mailboxOf: 'Ann+golf@X'
 * is 'ann@x'); the gateway's customer is marked where the account has one, and so is the card it
 * paid its membership with (the gateway's fingerprint of the card, the same under every customer:
 * kept as a 'customer' mark, what the gateway knows the payer by). Only the SHA-256 is kept,
 * never the address, so a mark kept after the account is erased names no one in clear. The
 * money-back guarantee (membership/cancelService.ts) is refused to an account that shares a mark
 * with one that took it.
 */
import { createHash } from 'node:crypto';
import { mailboxOf } from '@lounge/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountMarks } from '../db/schema';
import type { UserRow } from './userStore';

type MarkKind = (typeof accountMarks.$inferSelect)['kind'];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * An address's mark: the SHA-256 of its mailbox (for an address without a '+tag', the same hash
 * the guarantee's claims have kept since they began).
 */
export const addressMark = (email: string) => sha256(mailboxOf(email));
const customerMark = (customerId: string) => sha256(`customer:${customerId}`);
const cardMark = (fingerprint: string) => sha256(`card:${fingerprint}`);

function mark(db: Db, userId: string, kind: MarkKind, hash: string, nowIso: string): void {
  db.insert(accountMarks).values({ userId, kind, hash, createdAt: nowIso }).onConflictDoNothing().run();
}

/** The account has proven this address. Call inside the transaction that marks it verified. */
export function rememberProvenAddress(db: Db, userId: string, email: string, nowIso: string): void {
  mark(db, userId, 'email', addressMark(email), nowIso);
}

/** The account's customer at the gateway, when it has one. */
export function rememberCustomer(db: Db, user: UserRow, nowIso: string): void {
  if (user.stripeCustomerId) mark(db, user.id, 'customer', customerMark(user.stripeCustomerId), nowIso);
}

/** The card the account paid with, by the gateway's fingerprint of it. */
export function rememberCard(db: Db, userId: string, fingerprint: string, nowIso: string): void {
  mark(db, userId, 'customer', cardMark(fingerprint), nowIso);
}

/**
 * Every mark the account has, and those of what it is now: its address (proven or not: a claim
 * under it was its owner's) and its customer.
 */
export function marksOf(db: Db, user: UserRow): string[] {
  const kept = db
    .select({ hash: accountMarks.hash })
    .from(accountMarks)
    .where(eq(accountMarks.userId, user.id));
  const now = [
    addressMark(user.email),
    ...(user.stripeCustomerId ? [customerMark(user.stripeCustomerId)] : []),
  ];
  return [...new Set([...kept.all().map((r) => r.hash), ...now])];
}

/** Erasure of an account that took no guarantee: nothing of it needs remembering. */
export function forgetMarks(db: Db, userId: string): void {
  db.delete(accountMarks).where(eq(accountMarks.userId, userId)).run();
}
