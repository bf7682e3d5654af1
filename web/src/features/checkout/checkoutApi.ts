/** The payment calls: membership checkout sessions, activation, and the sandbox's hosted page. */
import type {
  ActivateAccessRequest,
  ActivationResult,
  CheckoutRedirect,
  CreateCheckoutRequest,
  SandboxRedirect,
  SandboxSessionView,
  SandboxSubscriptionView,
} from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

export const createCheckoutSession = (body: CreateCheckoutRequest) =>
  sendJson<CheckoutRedirect>('POST', '/api/checkout/create-session', body);

export const activateAccess = (body: ActivateAccessRequest) =>
  sendJson<ActivationResult>('POST', '/api/membership/activate-access', body);

const sandboxPath = (id: string) => `/api/payments/sandbox/sessions/${encodeURIComponent(id)}`;

export const getSandboxSession = (id: string) => getJson<SandboxSessionView>(sandboxPath(id));

export const finishSandboxSession = (id: string, action: 'complete' | 'cancel') =>
  sendJson<SandboxRedirect>('POST', `${sandboxPath(id)}/${action}`);

/** The sandbox billing portal's view of the member's subscription. */
export const getSandboxSubscription = () =>
  getJson<SandboxSubscriptionView>('/api/payments/sandbox/subscription');

export const setSandboxSubscription = (action: 'cancel' | 'resume') =>
  sendJson<SandboxSubscriptionView>('POST', `/api/payments/sandbox/subscription/${action}`);
