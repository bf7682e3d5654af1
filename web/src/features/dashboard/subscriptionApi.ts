/** The subscription calls the dashboard's membership card makes (docs/product.md). */
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { userQueryKey } from '../auth/currentUser';

export interface SubscriptionStatus {
  hasSubscription: boolean;
  flow: 'intro' | 'monthly' | null;
  /** The payment provider's status: active, trialing, past_due, canceled... */
  stripeStatus: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  items: Array<{ amount: number; interval: string }>;
  message: string;
}

export interface RefreshResult {
  success: boolean;
  membershipType: string | null;
  message: string;
}

export const subscriptionQueryKey = ['/api/subscription/status'] as const;

export const subscriptionQuery = {
  queryKey: subscriptionQueryKey,
  queryFn: () => getJson<SubscriptionStatus>('/api/subscription/status'),
  meta: { member: true },
};

/** Links a subscription found at the provider by the member's email ('Find My Subscription'). */
export const refreshSubscription = () => sendJson<RefreshResult>('POST', '/api/subscription/refresh');

/** Reads the linked subscription's state afresh ('Refresh Subscription Status'). */
export const checkSubscription = () => sendJson<{ reason: string }>('POST', '/api/subscription/check');

/** The provider's billing portal ('Manage Membership'). */
export const openPortal = () => sendJson<{ url: string }>('POST', '/api/subscription/portal');

/** docs/product.md: after refresh and check, the user and the subscription status are reloaded. */
export function reloadMembership(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: userQueryKey }),
    client.invalidateQueries({ queryKey: subscriptionQueryKey }),
  ]);
}
