/** The payment calls: membership checkout sessions, activation, and the sandbox's hosted page. */
import type { MembershipStatus, MembershipType, PlanFlow } from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

export interface CreateSessionBody {
  plan: MembershipType;
  flow: PlanFlow;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

export interface ActivationResult {
  userCreated: boolean;
  activated: boolean;
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus | null;
}

export interface SandboxSession {
  id: string;
  kind: 'membership' | 'guest_fee';
  description: string;
  amountCents: number;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  expiresAt: string;
}

export const createCheckoutSession = (body: CreateSessionBody) =>
  sendJson<CheckoutSession>('POST', '/api/checkout/create-session', body);

export const activateAccess = (body: { sessionId: string; email: string }) =>
  sendJson<ActivationResult>('POST', '/api/membership/activate-access', body);

const sandboxPath = (id: string) => `/api/payments/sandbox/sessions/${encodeURIComponent(id)}`;

export const getSandboxSession = (id: string) => getJson<SandboxSession>(sandboxPath(id));

export const finishSandboxSession = (id: string, action: 'complete' | 'cancel') =>
  sendJson<{ redirectUrl: string }>('POST', `${sandboxPath(id)}/${action}`);

/** The sandbox billing portal's view of the member's subscription. */
export interface SandboxSubscription {
  id: string;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  items: Array<{ amountCents: number; interval: string; intervalCount: number }>;
}

export const getSandboxSubscription = () =>
  getJson<SandboxSubscription>('/api/payments/sandbox/subscription');

export const setSandboxSubscription = (action: 'cancel' | 'resume') =>
  sendJson<SandboxSubscription>('POST', `/api/payments/sandbox/subscription/${action}`);
