import { memberLabels, paymentMessages, toastMessages } from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage, refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { showToast } from '../../feedback/toast';
import { checkSubscription, openPortal, refreshSubscription, reloadMembership } from './subscriptionApi';

/** The membership card's buttons and their toasts (docs/product.md). */
export function useSubscriptionActions() {
  const client = useQueryClient();
  const reload = () => void reloadMembership(client);

  const find = useMutation({
    mutationFn: refreshSubscription,
    meta: { member: true },
    onSuccess: (result) => {
      if (result.success) {
        showToast({
          ...toastMessages.subscriptionFound((result.membershipType ?? '').toUpperCase()),
          kind: 'success',
        });
      } else {
        showToast({
          title: toastMessages.noSubscriptionFound.title,
          message: result.message || toastMessages.noSubscriptionFound.message,
          kind: 'warning',
        });
      }
    },
    onError: (error) => {
      if (!isUnauthorized(error)) showToast({ ...toastMessages.refreshFailed, kind: 'error' });
    },
    onSettled: reload,
  });

  const check = useMutation({
    mutationFn: checkSubscription,
    meta: { member: true },
    onSuccess: ({ reason }) =>
      showToast({ title: toastMessages.subscriptionStatusUpdated.title, message: reason, kind: 'info' }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const message = refusalMessage(error) ?? (error instanceof Error ? error.message : String(error));
      showToast({ title: toastMessages.checkFailed.title, message, kind: 'error' });
    },
    onSettled: reload,
  });

  const manage = useMutation({
    mutationFn: openPortal,
    meta: { member: true },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      showToast({
        ...refusalNotice(error, {
          title: memberLabels.dashboard.manage,
          message: paymentMessages.gatewayUnavailable,
        }),
        kind: 'error',
      });
    },
  });

  return { find, check, manage };
}
