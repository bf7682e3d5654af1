import { formatPrice, GUEST_FEE_CENTS } from '@lounge/core';

interface BreakdownProps {
  /** Guests in the booking (players other than the member). */
  guests: number;
  /** Guests charged now: all of them for a General booking, only those added by an edit. */
  paidGuests: number;
  feeCents: number;
  isEdit: boolean;
}

/** What the member pays and why: guests charged at the per-guest fee, and the total. */
export function GuestFeeBreakdown({ guests, paidGuests, feeCents, isEdit }: BreakdownProps) {
  const covered = guests - paidGuests;
  return (
    <aside className="order-summary guest-breakdown" aria-labelledby="guest-breakdown-title">
      <h2 id="guest-breakdown-title">Guest payment</h2>
      <dl>
        <div>
          <dt>Guests in the booking</dt>
          <dd>{guests}</dd>
        </div>
        {covered > 0 && (
          <div>
            <dt>{isEdit ? 'Already paid or covered' : 'Covered by guest passes'}</dt>
            <dd>{covered}</dd>
          </div>
        )}
        <div>
          <dt>{isEdit ? 'Added guests to pay for' : 'Guests to pay for'}</dt>
          <dd>
            {paidGuests} × {formatPrice(GUEST_FEE_CENTS)}
          </dd>
        </div>
        <div className="order-total">
          <dt>Due now</dt>
          <dd>{formatPrice(feeCents)}</dd>
        </div>
      </dl>
      <p className="muted">Your bay is held while you pay. Guest fees are per guest, per session.</p>
    </aside>
  );
}
