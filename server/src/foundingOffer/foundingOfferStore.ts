/** The founding (intro) memberships already paid for: what the offer's places are counted against. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions } from '../db/schema';

export function countFoundingMemberships(db: Db): number {
  const row = db
    .select({ taken: sql<number>`count(*)` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.kind, 'membership'),
        eq(checkoutSessions.flow, 'intro'),
        isNotNull(checkoutSessions.fulfilledAt),
      ),
    )
    .get();
  return row?.taken ?? 0;
}
