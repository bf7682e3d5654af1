import { formatDateLong, formatPrice, type SandboxSubscriptionView, siteLabels } from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { refusalMessage } from '../../api/apiError';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { getSandboxSubscription, setSandboxSubscription } from './checkoutApi';

const L = siteLabels.testCheckout;
const subscriptionKey = ['/api/payments/sandbox/subscription'] as const;

function billingLine(sub: SandboxSubscriptionView): string {
  return sub.items
    .map((item) => {
      const every = item.intervalCount === 1 ? item.interval : `${item.intervalCount} ${item.interval}s`;
      return `${formatPrice(item.amountCents)} every ${every}`;
    })
    .join(', ');
}

/**
 * /test-checkout?portal=...: the sandbox's stand-in for the provider's billing portal, where a
 * member sets their subscription to cancel at the period's end, or resumes it.
 */
export function SandboxPortal() {
  const { venue } = useVenue();
  const queryClient = useQueryClient();
  const subscription = useQuery({
    queryKey: subscriptionKey,
    queryFn: getSandboxSubscription,
    meta: { member: true },
  });
  const change = useMutation({
    mutationFn: setSandboxSubscription,
    meta: { member: true },
    onSuccess: (sub) => queryClient.setQueryData(subscriptionKey, sub),
    onError: (error) =>
      showToast({
        title: L.portalUpdateFailed.title,
        message: refusalMessage(error) ?? L.portalUpdateFailed.message,
        kind: 'error',
      }),
  });

  if (subscription.isPending) return <PageLoading label="Loading your subscription" />;
  if (subscription.isError) {
    return (
      <p role="alert">{refusalMessage(subscription.error) ?? 'Your subscription could not be loaded.'}</p>
    );
  }
  const sub = subscription.data;
  const until = sub.currentPeriodEnd === null ? null : formatDateLong(sub.currentPeriodEnd, venue.timeZone);
  return (
    <>
      <p>
        Subscription status: <strong>{sub.status}</strong>
      </p>
      <p>{billingLine(sub)}</p>
      {until && <p>{sub.cancelAtPeriodEnd ? `Cancels on ${until}.` : `Renews on ${until}.`}</p>}
      <div className="actions">
        {sub.cancelAtPeriodEnd ? (
          <Button type="primary" loading={change.isPending} onClick={() => change.mutate('resume')}>
            {L.resume}
          </Button>
        ) : (
          <Button danger loading={change.isPending} onClick={() => change.mutate('cancel')}>
            {L.cancelAtPeriodEnd}
          </Button>
        )}
        <ButtonLink to="/dashboard">{L.backToDashboard}</ButtonLink>
      </div>
    </>
  );
}
