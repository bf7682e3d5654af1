/** Who may refund how much (refundAuthority.ts): plain staff's limits are totals, at their boundaries. */
import { describe, expect, it } from 'vitest';
import { type RefundAuthority, refundAuthorityRefusal } from '../src';

const ask = (over: Partial<RefundAuthority>): RefundAuthority => ({
  role: 'staff',
  kind: 'guest_fee',
  amountCents: 1000,
  refundedCents: 0,
  refundedTodayCents: 0,
  staffLimitCents: 5000,
  staffDayLimitCents: 20_000,
  ...over,
});

describe('refundAuthorityRefusal', () => {
  it('lets staff refund a payment up to the limit in all, counting what was refunded of it', () => {
    expect(refundAuthorityRefusal(ask({ amountCents: 5000 }))).toBeNull();
    expect(refundAuthorityRefusal(ask({ amountCents: 2000, refundedCents: 3000 }))).toBeNull();
    expect(refundAuthorityRefusal(ask({ amountCents: 2001, refundedCents: 3000 }))?.message).toBe(
      'Staff can refund up to $50 of a payment in all. $30 of this one has been refunded, so $20 is left for staff to refund. Ask an admin to make this refund.',
    );
    // Refunded past the limit already (by an admin): nothing is left, not less than nothing.
    expect(refundAuthorityRefusal(ask({ amountCents: 1, refundedCents: 9000 }))?.message).toContain(
      '$90 of this one has been refunded, so $0 is left',
    );
  });

  it("lets a staff account refund up to the day's limit in all", () => {
    expect(refundAuthorityRefusal(ask({ amountCents: 5000, refundedTodayCents: 15_000 }))).toBeNull();
    expect(refundAuthorityRefusal(ask({ amountCents: 5000, refundedTodayCents: 15_001 }))?.message).toBe(
      'Staff can refund up to $200 a day in all. You have refunded $150.01 today, so $49.99 is left. Ask an admin to make this refund.',
    );
  });
});
