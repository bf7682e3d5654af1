import type { MembershipType, PlanFlow } from '@lounge/core';
import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession } from './checkoutApi';
import { checkoutReturnUrls } from './checkoutUrls';

/** Creates a membership checkout session and opens the provider's page in this window. */
export function useStartPayment() {
  return useMutation({
    mutationFn: ({ plan, flow, email }: { plan: MembershipType; flow: PlanFlow; email: string }) =>
      createCheckoutSession({
        plan,
        flow,
        customerEmail: email,
        ...checkoutReturnUrls(window.location.origin, plan, flow, email),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
