/**
 * What a freeze takes away while it runs: bookings on its days (refused, saying when it ends),
 * waitlist offers and the VIP guest passes of its days (`passTier`). Apart from freezeService so
 * the booking and waitlist services can ask without importing the freeze's writes.
 */
import { type Freeze, freezeCopy, freezeOn, type TierRules, tierForMonth } from '@lounge/core';
import type { WriteContext } from '../appContext';
import { refuse } from '../http/errors';
import { type FreezeRow, freezesOf } from './freezeStore';

export const asFreeze = (row: FreezeRow): Freeze => ({ startsOn: row.startsOn, resumesOn: row.resumesOn });

/** The member's freeze covering a venue date, if any. */
export function frozenOn(ctx: Pick<WriteContext, 'db'>, userId: string, date: string): Freeze | null {
  return freezeOn(date, freezesOf(ctx.db, userId).map(asFreeze));
}

/** The member's tier for a venue month ('YYYY-MM'), without the guest passes of its frozen days. */
export function passTier(
  ctx: Pick<WriteContext, 'db'>,
  userId: string,
  tier: TierRules,
  month: string,
): TierRules {
  return tierForMonth(tier, month, freezesOf(ctx.db, userId).map(asFreeze));
}

/** Refuses a booking on a frozen day, saying why and when the freeze ends. */
export function assertNotFrozen(ctx: Pick<WriteContext, 'db'>, userId: string, date: string): void {
  const freeze = frozenOn(ctx, userId, date);
  if (freeze) {
    throw refuse(409, {
      title: 'Membership Frozen',
      message: freezeCopy.frozenDay(freeze),
      code: 'membership_frozen',
      field: 'bookingDate',
    });
  }
}
