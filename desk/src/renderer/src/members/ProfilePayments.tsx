/**
 * The profile's Payments tab: each charge with its refunds beneath it (made, under way or failed),
 * what is left to refund, and 'Refund' on a charge with money left, through the same stated and
 * confirmed step as Members → Payments (payments/RefundModal.tsx).
 */
import { formatMoney, paymentsCopy, type StaffPaymentView } from '@lounge/core';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { RefundModal } from '../payments/RefundModal';
import { venueDateTimeOf } from '../ui/venueTime';

export function ProfilePayments({ payments, zone }: { payments: StaffPaymentView[]; zone: string }) {
  const [refunding, setRefunding] = useState<StaffPaymentView | null>(null);
  if (payments.length === 0) return <p className="muted">{paymentsCopy.empty}</p>;
  const charges = payments.filter((p) => p.kind !== 'refund');
  // A refund whose charge is not in the list (older than what the profile shows) stands alone.
  const loose = payments.filter((p) => p.kind === 'refund' && !charges.some((c) => c.id === p.refundOf));
  return (
    <>
      <ul className="plain-list profile-payments" aria-label="Payments">
        {[...charges, ...loose].map((p) => {
          const refunds = payments.filter((r) => r.kind === 'refund' && r.refundOf === p.id);
          return (
            <li key={p.id}>
              <div className="profile-payment">
                <span>{venueDateTimeOf(p.createdAt, zone)}</span>
                <span>{p.description}</span>
                <span>{formatMoney(p.amountCents)}</span>
                <Tag>{paymentsCopy.statuses[p.status]}</Tag>
                {p.refundableCents > 0 && (
                  <Button size="small" aria-label={`Refund ${p.description}`} onClick={() => setRefunding(p)}>
                    Refund
                  </Button>
                )}
              </div>
              {refunds.length > 0 && (
                <ul className="plain-list profile-refunds" aria-label={`Refunds of ${p.description}`}>
                  {refunds.map((r) => (
                    <li key={r.id}>
                      <span>{venueDateTimeOf(r.createdAt, zone)}</span>
                      <span>Refunded {formatMoney(-r.amountCents)}</span>
                      <Tag>{paymentsCopy.statuses[r.status]}</Tag>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
