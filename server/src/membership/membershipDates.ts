/**
 * The dates GET /api/subscription/status states beside the gateway's view (docs/membership-terms.md):
 * the freeze running or to come, the last day of a cancellation with notice under way, and the
 * money-back guarantee's last day while it applies. Read from our rows, which decide access
 * (docs/decisions/040), so the screens read them here instead of working them out again.
 */
import { venueDate } from '@lounge/core';
import type { MembershipDates } from '@lounge/core/api';
import type { AppContext } from '../appContext';
import type { UserRow } from '../users/userService';
import { cancelOptions } from './cancelService';
import { openFreezeOf } from './freezeStore';

export function membershipDates(ctx: AppContext, user: UserRow): MembershipDates {
  const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
  const freeze = openFreezeOf(ctx.db, user.id, today);
  const leaving = cancelOptions(ctx, user);
  const notice = leaving.cancellation && !leaving.cancellation.guarantee ? leaving.cancellation : null;
  return {
    frozenFrom: freeze?.startsOn ?? null,
    frozenUntil: freeze?.resumesOn ?? null,
    endsOn: notice?.lastDay ?? null,
    guaranteeUntil: leaving.guarantee?.lastDay ?? null,
  };
}
