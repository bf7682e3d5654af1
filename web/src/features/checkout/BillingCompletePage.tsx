import { planChangeCopy, siteLabels, TIERS, toastMessages } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { userQueryKey } from '../auth/currentUser';
import { activateAccess } from './checkoutApi';
import { NoCheckoutNotice } from './NoCheckoutNotice';
import './checkout.css';

const L = siteLabels.billing;

/**
 * /billing/complete?plan&flow&session_id&email: back from payment, the membership is activated
 * (docs/product.md). Activated: 'Access Activated!' and the way to the dashboard; otherwise
 * 'Access Pending'.
 */
export default function BillingCompletePage() {
  usePageTitle('Welcome');
  const { venue } = useVenue();
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id');
  const email = params.get('email');
  const queryClient = useQueryClient();
  const started = useRef(false);

  const activation = useMutation({
    mutationFn: activateAccess,
    onSuccess: (result) => {
      if (result.activated) {
        showToast({ ...toastMessages.accessActivated, kind: 'success' });
        // The account is now a member (and may have just been created): load it afresh.
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      } else {
        showToast({ ...toastMessages.accessPending, kind: 'warning' });
      }
    },
    onError: () => showToast({ ...toastMessages.accessPending, kind: 'warning' }),
  });

  // Once per visit, even when React runs effects twice in development.
  useEffect(() => {
    if (started.current || !sessionId || !email) return;
    started.current = true;
    activation.mutate({ sessionId, email });
  }, [activation, sessionId, email]);

  if (sessionId && email && (activation.isIdle || activation.isPending)) {
    return <PageLoading label="Activating your membership" />;
  }

  // Reached without a checkout to look up: nothing to say about a payment.
  if (!sessionId || !email) return <NoCheckoutNotice />;

  const result = activation.data;
  const activated = result?.activated === true;
  const tierName = result?.membershipType ? TIERS[result.membershipType].name : null;
  const reason = refusalMessage(activation.error);
  // Paid signed out: the account with the checkout's address claims it, then comes back here.
  const claim = result?.signInToClaim === true;
  const here = `${location.pathname}${location.search}`;

  return (
    <section className="section" aria-labelledby="billing-title">
      <div className="container">
        <div className="result-panel">
          <span className="eyebrow">Welcome to {venue.name}</span>
          {activated ? (
            <>
              <h1 id="billing-title">{toastMessages.accessActivated.title}</h1>
              <p>
                {tierName ? `Your ${tierName} membership is active.` : toastMessages.accessActivated.message}
                {result?.userCreated ? ` We created your account for ${email}.` : ''}
              </p>
            </>
          ) : claim ? (
            <>
              <h1 id="billing-title">{planChangeCopy.signInToContinue}</h1>
              <p>{planChangeCopy.signInToContinueText(email)}</p>
            </>
          ) : (
            <>
              <h1 id="billing-title">{toastMessages.accessPending.title}</h1>
              <p>{toastMessages.accessPending.message}</p>
              {reason && <p className="muted">{reason}</p>}
            </>
          )}
          <div className="actions">
            {claim ? (
              <>
                <ButtonLink to={`/login?redirect=${encodeURIComponent(here)}`} type="primary" size="large">
                  {planChangeCopy.signInToClaim}
                </ButtonLink>
                <ButtonLink to={`/signup?redirect=${encodeURIComponent(here)}`} size="large">
                  {planChangeCopy.createToClaim}
                </ButtonLink>
              </>
            ) : activated ? (
              <ButtonLink to="/dashboard" type="primary" size="large">
                {L.goToDashboard}
              </ButtonLink>
            ) : (
              <ButtonLink to="/" type="primary" size="large">
                {L.backHome}
              </ButtonLink>
            )}
            <ButtonLink to="/booking" size="large">
              {L.bookBay}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
