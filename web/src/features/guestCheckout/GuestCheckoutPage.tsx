import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { CheckoutReview } from './CheckoutReview';
import { PaymentReturn } from './PaymentReturn';
import '../booking/booking.css';
import '../checkout/checkout.css';

/**
 * /guest-checkout (a member route): the review and payment of a booking's guest fee, and the
 * gateway's return to it (payment=success confirms; payment=cancelled lets the member retry).
 */
export default function GuestCheckoutPage() {
  usePageTitle('Guest Checkout');
  const [params] = useSearchParams();
  if (params.get('payment') === 'success') return <PaymentReturn sessionId={params.get('session_id')} />;
  return (
    <CheckoutReview guestsParam={params.get('guests')} cancelled={params.get('payment') === 'cancelled'} />
  );
}
