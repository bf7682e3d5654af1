import {
  type Freeze,
  formatIsoDate,
  formatMoney,
  freezeCopy,
  membershipTermsLabels,
  venueDate,
} from '@lounge/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalNotice } from '../../api/apiError';
import { isUnauthorized } from '../../api/http';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import {
  cancelMembership,
  cancelOptionsQuery,
  endFreeze,
  freezeMembership,
  freezeQuery,
  reloadAfterTermsChange,
  takeBackCancellation,
} from './membershipTermsApi';

const T = membershipTermsLabels.toasts;

/**
 * The membership card's freeze and cancel actions and their toasts, each naming what happened with
 * its dates. A freeze's refusals are the dialog's to show (it lists the bookings inside the freeze);
 * the others' are toasts.
 */
export function useMembershipTermsActions() {
  const client = useQueryClient();
  const { venue } = useVenue();
  const reload = () => void reloadAfterTermsChange(client);
  const failed = (title: string) => (error: unknown) => {
    // A 401 has its own toast and sign-in redirect (api/queryClient.ts).
    if (!isUnauthorized(error)) showToast({ ...refusalNotice(error, T.failed(title)), kind: 'error' });
  };

  const freeze = useMutation({
    mutationFn: freezeMembership,
    meta: { member: true },
    onSuccess: (view) => {
      client.setQueryData(freezeQuery.queryKey, view);
      if (view.freeze) showToast({ ...T.frozen(freezeCopy.confirmed(view.freeze)), kind: 'success' });
    },
    onSettled: reload,
  });

  // The freeze being ended is the variable: its dates name what happened.
  const end = useMutation({
    mutationFn: (_freeze: Freeze) => endFreeze(),
    meta: { member: true },
    onSuccess: (view, before) => {
      client.setQueryData(freezeQuery.queryKey, view);
      const today = venueDate(Date.now(), venue.timeZone);
      showToast({
        ...(before.startsOn > today
          ? T.freezeDropped(formatIsoDate(before.startsOn), formatIsoDate(before.resumesOn))
          : T.freezeEnded(formatIsoDate(today))),
        kind: 'success',
      });
    },
    onError: failed(membershipTermsLabels.endFreeze),
    onSettled: reload,
  });

  // The guarantee's refund is the variable when it is taken: the toast names the amount.
  const cancel = useMutation({
    mutationFn: (ask: { guaranteeCents?: number }) =>
      cancelMembership(ask.guaranteeCents === undefined ? {} : { guarantee: true }),
    meta: { member: true },
    onSuccess: (view, ask) => {
      client.setQueryData(cancelOptionsQuery.queryKey, view);
      if (ask.guaranteeCents !== undefined) {
        showToast({ ...T.refunded(formatMoney(ask.guaranteeCents)), kind: 'success' });
      } else if (view.cancellation) {
        showToast({ ...T.cancelled(formatIsoDate(view.cancellation.lastDay)), kind: 'success' });
      }
    },
    onError: failed(membershipTermsLabels.cancelMembership),
    onSettled: reload,
  });

  const takeBack = useMutation({
    mutationFn: (_lastDay: string) => takeBackCancellation(),
    meta: { member: true },
    onSuccess: (view, lastDay) => {
      client.setQueryData(cancelOptionsQuery.queryKey, view);
      showToast({ ...T.takenBack(formatIsoDate(lastDay)), kind: 'success' });
    },
    onError: failed(membershipTermsLabels.takeBack),
    onSettled: reload,
  });

  return { freeze, end, cancel, takeBack };
}
