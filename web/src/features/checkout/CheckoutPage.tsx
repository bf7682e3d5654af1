import {
  activeTier,
  busyLabels,
  checkoutPriceCents,
  formatPrice,
  hasPaidPlan,
  siteLabels,
  toastMessages,
} from '@lounge/core';
import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { loginHref } from '../auth/redirectTarget';
import { planName, planQuery } from '../membership/planPricing';
import { PaymentCancelledNotice } from '../payments/PaymentCancelledNotice';
import { PlanChangeButton } from '../payments/PlanChangeButton';
import { OrderSummary } from './OrderSummary';
import { usePlanQuery } from './usePlanQuery';
import { useStartPayment } from './useStartPayment';

/** /checkout?plan&flow: the plan summary and the pay button (an account is needed to pay). */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { plan, flow } = usePlanQuery();
  const { user } = useCurrentUser();
  const payment = useStartPayment();
  const query = planQuery(plan, flow);
  const alreadyMember = activeTier(user)?.type === plan;
  // A member with another paid plan changes it instead of paying for a second one.
  const changeInstead = user !== null && hasPaidPlan(user) && !alreadyMember;
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  const pay = () => {
    if (!user) return;
    payment.mutate(
      { plan, flow, email: user.email },
      { onError: () => showToast({ ...toastMessages.checkoutFailed, kind: 'error' }) },
    );
  };

  return (
    <>
      <PageHero eyebrow="Checkout" title={planName(plan, flow)} />
      <section className="section" aria-label="Payment">
        <div className="container checkout-layout">
          <div className="checkout-panel">
            {user ? (
              <>
                <h2>Secure payment</h2>
                <p className="muted">
                  You will pay {formatPrice(checkoutPriceCents(plan, flow))} on our payment provider's secure
                  page, then come straight back here. Signed in as {user.email}.
                </p>
                <PaymentCancelledNotice show={cancelled && !payment.isPending} onRetry={pay} />
                {alreadyMember && (
                  <Alert type="info" showIcon title="This is already your membership plan." />
                )}
                <div className="checkout-actions">
                  {changeInstead ? (
                    <PlanChangeButton user={user} size="large" />
                  ) : (
                    <Button
                      type="primary"
                      size="large"
                      onClick={pay}
                      loading={payment.isPending || payment.isSuccess}
                      disabled={alreadyMember}
                    >
                      {payment.isPending || payment.isSuccess
                        ? busyLabels.redirectingToStripe
                        : `Pay ${formatPrice(checkoutPriceCents(plan, flow))}`}
                    </Button>
                  )}
                  <ButtonLink to="/membership-selection" size="large">
                    Back
                  </ButtonLink>
                </div>
              </>
            ) : (
              <>
                <h2>Create your account first</h2>
                <p className="muted">
                  Your membership belongs to an account: create one, or sign in to continue.
                </p>
                <div className="checkout-actions">
                  <ButtonLink to={`/pre-checkout?${query}`} type="primary" size="large">
                    Create Account
                  </ButtonLink>
                  <ButtonLink to={loginHref(`/checkout?${query}`)} size="large">
                    {siteLabels.preCheckout.signInInstead}
                  </ButtonLink>
                  <ButtonLink to="/membership-selection" size="large" type="text">
                    Back
                  </ButtonLink>
                </div>
              </>
            )}
          </div>
          <OrderSummary plan={plan} flow={flow} />
        </div>
      </section>
    </>
  );
}
