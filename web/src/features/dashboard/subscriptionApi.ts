/** The subscription calls the dashboard's membership card makes (docs/product.md). */
import type {
  PortalLink,
  SubscriptionCheckResult,
  SubscriptionRefreshResult,
  SubscriptionStatus,
} from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { userQueryKey } from '../auth/currentUser';

export const subscriptionQueryKey = ['/api/subscription/status'] as const;

export const subscriptionQuery = {
  queryKey: subscriptionQueryKey,
  queryFn: () => getJson<SubscriptionStatus>('/api/subscription/status'),
  meta: { member: true },
};

/** Links a subscription found at the provider by the member's email ('Find My Subscription'). */
export const refreshSubscription = () =>
  sendJson<SubscriptionRefreshResult>('POST', '/api/subscription/refresh');

/** Reads the linked subscription's state afresh ('Check My Payments'). */
export const checkSubscription = () => sendJson<SubscriptionCheckResult>('POST', '/api/subscription/check');

/** The provider's billing portal ('Manage Membership'). */
export const openPortal = () => sendJson<PortalLink>('POST', '/api/subscription/portal');

/** docs/product.md: after refresh and check, the user and the subscription status are reloaded. */
export function reloadMembership(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: userQueryKey }),
    client.invalidateQueries({ queryKey: subscriptionQueryKey }),
  ]);
}
