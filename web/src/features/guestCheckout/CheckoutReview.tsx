import {
  bookingMessages,
  busyLabels,
  formatPrice,
  GUEST_FEE_CENTS,
  MAX_GUESTS,
  MAX_PLAYERS,
  memberLabels,
  toastMessages,
  waitlistMessages,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHero } from '../../ui/PageHero';
import { refreshBookingLists } from '../booking/bookingApi';
import { waitlistRefusalNotice } from '../waitlist/useWaitlistActions';
import { claimWaitlistEntry, refreshWaitlist } from '../waitlist/waitlistApi';
import { CheckoutNotice } from './CheckoutNotice';
import { GuestFeeBreakdown } from './GuestFeeBreakdown';
import { startGuestCheckout } from './guestCheckoutApi';
import { PendingBookingSummary } from './PendingBookingSummary';
import {
  bookingDataOf,
  clearPendingBooking,
  type PendingBooking,
  readPendingBooking,
  setPendingSession,
} from './pendingBooking';
import { releasePendingCheckout } from './releasePendingCheckout';

const L = memberLabels.guestCheckout;

/**
 * /guest-checkout?guests=N[&fee=..][&payment=cancelled]: the pending booking and what its guests
 * cost, then payment on the gateway's page. Without the guests query or a saved booking:
 * 'Invalid Checkout'; a saved booking that cannot be read: 'Invalid Data' (docs/product.md).
 */
export function CheckoutReview({
  guestsParam,
  cancelled,
}: {
  guestsParam: string | null;
  cancelled: boolean;
}) {
  const [pending] = useState(readPendingBooking);
  const guests = Number(guestsParam);
  if (!guestsParam || pending.kind === 'none')
    return <CheckoutNotice notice={toastMessages.invalidCheckout} />;
  if (pending.kind === 'invalid') return <CheckoutNotice notice={toastMessages.invalidData} />;
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS) {
    return (
      <CheckoutNotice
        notice={{
          title: toastMessages.invalidCheckout.title,
          message: bookingMessages.invalidPlayers(MAX_PLAYERS, MAX_GUESTS).message,
        }}
      />
    );
  }
  return <Review booking={pending.booking} cancelled={cancelled} />;
}

function Review({ booking, cancelled }: { booking: PendingBooking; cancelled: boolean }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const noticed = useRef(false);
  const guests = (Number(booking.guestCount) || 1) - 1;
  // The server's quote, saved with the booking; without one (a waitlist claim's), every guest is
  // charged, as the server charges a General booking. Never the fee divided by today's per-guest
  // fee: the guests priced are the server's to say.
  const paidGuests = booking.paidGuests ?? guests;
  const feeCents = booking.feeCents ?? paidGuests * GUEST_FEE_CENTS;
  const isEdit = booking.bookingId !== undefined;
  // A claimed waitlist offer: a cancelled payment gave the offer back, so paying again claims it
  // again (a new booking would collide with the member's own hold).
  const claimId = booking.waitlistEntryId;
  // An edit or a claim started on the dashboard, so that is the way back.
  const fromDashboard = isEdit || claimId !== undefined;

  // Back from a cancelled payment: say so once, and let go of the bay held for it.
  useEffect(() => {
    if (!cancelled || noticed.current) return;
    noticed.current = true;
    showToast({ ...toastMessages.paymentCancelled, kind: 'warning' });
    releasePendingCheckout(client);
  }, [cancelled, client]);

  const pay = useMutation({
    mutationFn: () =>
      claimId
        ? claimWaitlistEntry(claimId)
        : startGuestCheckout({
            guestCount: guests,
            bookingData: bookingDataOf(booking),
            ...(booking.bookingId ? { bookingId: booking.bookingId } : {}),
          }),
    meta: { member: true },
    onSuccess: (answer) => {
      if ('url' in answer && answer.url) {
        setPendingSession(answer.sessionId);
        window.location.assign(answer.url);
      } else if ('message' in answer) {
        // Guests covered after all (VIP passes): the booking is made already.
        showToast({
          ...(claimId ? waitlistMessages.claimed : toastMessages.noPaymentRequired),
          kind: 'success',
        });
        clearPendingBooking();
        void refreshBookingLists(client);
        if (claimId) void refreshWaitlist(client);
        navigate('/dashboard', { replace: true });
      } else {
        showToast({ ...toastMessages.unexpectedResponse, kind: 'error' });
      }
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const notice = claimId
        ? waitlistRefusalNotice(error, toastMessages.checkoutError)
        : refusalNotice(error, toastMessages.checkoutError);
      showToast({ ...notice, kind: 'error' });
    },
  });
  const leaving = pay.isPending || (pay.isSuccess && 'url' in pay.data);

  return (
    <>
      <PageHero eyebrow="Guests" title={L.title}>
        <p>Guest fees are paid before the booking is confirmed. Your bay is held while you pay.</p>
      </PageHero>
      <section className="section" aria-label="Guest payment">
        <div className="container checkout-layout">
          <div className="checkout-panel">
            {cancelled && (
              <Alert
                className="edit-hint"
                type="warning"
                showIcon
                title={toastMessages.paymentCancelled.title}
                description={toastMessages.paymentCancelled.message}
              />
            )}
            <PendingBookingSummary booking={booking} />
            <div className="checkout-actions">
              <Button type="primary" size="large" onClick={() => pay.mutate()} loading={leaving}>
                {leaving ? busyLabels.redirectingToStripe : L.pay(formatPrice(feeCents))}
              </Button>
              <ButtonLink to={fromDashboard ? '/dashboard' : '/booking'} size="large" disabled={leaving}>
                {fromDashboard ? L.backToDashboard : L.changeBooking}
              </ButtonLink>
            </div>
          </div>
          <GuestFeeBreakdown guests={guests} paidGuests={paidGuests} feeCents={feeCents} isEdit={isEdit} />
        </div>
      </section>
    </>
  );
}
