/**
 * A member's plan as core's membership terms read it: its billing anchor (the venue date of the
 * period's end the gateway last reported) and, on the intro, the day the intro ends.
 */
import { venueDate } from '@lounge/core';
import type { UserRow } from '../users/userService';

export interface PlanBilling {
  billingAnchor: string;
  introEndsOn: string | null;
}

/** Null for an account without a paid plan running (nothing to freeze or cancel). */
export function planBilling(user: UserRow, timeZone: string): PlanBilling | null {
  const live = user.membershipStatus === 'intro' || user.membershipStatus === 'monthly';
  if (!live || !user.membershipExpiresAt) return null;
  const anchor = venueDate(Date.parse(user.membershipExpiresAt), timeZone);
  return { billingAnchor: anchor, introEndsOn: user.membershipStatus === 'intro' ? anchor : null };
}
