import {
  busyLabels,
  formatPrice,
  pageCopy,
  paymentMessages,
  type SandboxSessionView,
  siteLabels,
  toastMessages,
} from '@lounge/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { refusalMessage } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { finishSandboxSession, getSandboxSession } from './checkoutApi';
import { SandboxPortal } from './SandboxPortal';
import './checkout.css';

const L = siteLabels.testCheckout;

const statusNotes: Record<Exclude<SandboxSessionView['status'], 'open'>, string> = {
  paid: paymentMessages.checkoutAlreadyPaid,
  cancelled: L.cancelledNote,
  expired: paymentMessages.checkoutExpired,
};

/**
 * /test-checkout?session_id=...: the payment sandbox's hosted page (docs/product.md), standing in for the
 * card provider when no provider keys are configured. No card is charged. With ?portal=... it is
 * the sandbox's billing portal instead.
 */
export default function TestCheckoutPage() {
  usePageTitle('Test Payment');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const portal = params.get('portal');
  return (
    <section className="section" aria-labelledby="test-checkout-title">
      <div className="container">
        <div className="result-panel">
          <span className="sandbox-banner">Test mode · no card is charged</span>
          <h1 id="test-checkout-title">Test Payment</h1>
          {sessionId ? (
            <SandboxPayment sessionId={sessionId} />
          ) : portal ? (
            <SandboxPortal />
          ) : (
            <p>
              This is the sandbox payment page. When payments run without a card provider, checkout brings you
              here to complete or cancel a test payment; open it from a checkout, not directly.
            </p>
          )}
          <p className="muted">{pageCopy.testCheckoutExpiry}</p>
        </div>
      </div>
    </section>
  );
}

function SandboxPayment({ sessionId }: { sessionId: string }) {
  const session = useQuery({
    queryKey: ['sandbox-session', sessionId],
    queryFn: () => getSandboxSession(sessionId),
  });
  const finish = useMutation({
    mutationFn: (action: 'complete' | 'cancel') => finishSandboxSession(sessionId, action),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) =>
      showToast({
        title: toastMessages.checkoutFailed.title,
        message: refusalMessage(error) ?? toastMessages.checkoutFailed.message,
        kind: 'error',
      }),
  });

  if (session.isPending) return <PageLoading label="Loading the payment" />;
  if (session.isError) {
    return <p role="alert">{refusalMessage(session.error) ?? paymentMessages.checkoutNotFound}</p>;
  }

  const { description, amountCents, status } = session.data;
  const working = finish.isPending || finish.isSuccess;
  return (
    <>
      <p>{description}</p>
      <p className="sandbox-amount">{formatPrice(amountCents)}</p>
      {status !== 'open' && <p role="status">{statusNotes[status]}</p>}
      <div className="actions">
        <Button
          type="primary"
          size="large"
          disabled={status !== 'open' || working}
          loading={working && finish.variables === 'complete'}
          onClick={() => finish.mutate('complete')}
        >
          {working && finish.variables === 'complete' ? busyLabels.processing : L.complete}
        </Button>
        <Button
          size="large"
          disabled={status !== 'open' || working}
          loading={working && finish.variables === 'cancel'}
          onClick={() => finish.mutate('cancel')}
        >
          {L.cancel}
        </Button>
      </div>
    </>
  );
}
