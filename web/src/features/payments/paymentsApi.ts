/** The member's money calls: their payments, a change of plan, what cancelling a booking refunds. */
import type { CancellationQuote, PaymentView, PlanChangeQuote, PlanChangeResponse } from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { userQueryKey } from '../auth/currentUser';
import { subscriptionQueryKey } from '../dashboard/subscriptionApi';

export const paymentsQueryKey = ['/api/payments'] as const;

export const paymentsQuery = {
  queryKey: paymentsQueryKey,
  queryFn: () => getJson<PaymentView[]>('/api/payments'),
  meta: { member: true },
};

export const changePlan = (plan: 'general' | 'vip') =>
  sendJson<PlanChangeResponse>('POST', '/api/subscription/change', { plan });

/** What a change of plan would cost, for its confirm; read only while the confirm is open. */
export const planChangeQuoteQuery = (plan: 'general' | 'vip', enabled: boolean) => ({
  queryKey: ['/api/subscription/change/quote', plan] as const,
  queryFn: () => getJson<PlanChangeQuote>(`/api/subscription/change/quote?plan=${plan}`),
  enabled,
  staleTime: 0,
});

export const cancellationQuote = (bookingId: string) =>
  getJson<CancellationQuote>(`/api/bookings/${encodeURIComponent(bookingId)}/cancellation`);

/** After money moved: the account, its subscription and its payments afresh. */
export function reloadMoney(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: userQueryKey }),
    client.invalidateQueries({ queryKey: subscriptionQueryKey }),
    client.invalidateQueries({ queryKey: paymentsQueryKey }),
  ]);
}
