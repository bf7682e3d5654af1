/**
 * Whose membership checkout this is. Signed in: the account's own email and gateway customer,
 * whatever email the request names, and no second plan for an account that has one (409, pointing
 * at the change of plan). Signed out: a visitor paying first never attaches to an existing account,
 * and every address gets the same answer (the payer claims the plan when back, signed in).
 */
import {
  emailAddressProblem,
  hasPaidPlan,
  normalizeEmail,
  planChangeCopy,
  toastMessages,
} from '@lounge/core';
import { invalidFields, refuse } from '../http/errors';
import type { UserRow } from '../users/userService';

export interface CheckoutAccount {
  email: string | null;
  account: UserRow | null;
  /** The account was made for this purchase (so the activation may say "We created your account"). */
  newAccount: boolean;
}

export function checkoutAccount(
  user: UserRow | null,
  customerEmail: string | null | undefined,
): CheckoutAccount {
  if (user) {
    if (hasPaidPlan(user)) {
      throw refuse(409, {
        title: planChangeCopy.currentPlan,
        message: planChangeCopy.alreadyHasPlan,
        code: 'plan_exists',
      });
    }
    return {
      email: user.email,
      account: user,
      newAccount: user.membershipStatus === 'pending' && !user.stripeCustomerId && !user.stripeSubscriptionId,
    };
  }
  // Signed out: the same answer for every address, a member's or a stranger's, so the checkout
  // tells no one who is a member. The plan becomes an account's only when its payer claims it
  // (membershipCheckout.ts), never because an account has the address.
  const problem = customerEmail ? emailAddressProblem(customerEmail) : null;
  if (problem) throw invalidFields({ customerEmail: problem }, toastMessages.checkoutFailed.title);
  return { email: customerEmail ? normalizeEmail(customerEmail) : null, account: null, newAccount: false };
}
