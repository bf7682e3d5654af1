/**
 * Whose membership checkout this is. Signed in: the account's own email and gateway customer,
 * whatever email the request names, and no second plan for an account that has one (409, pointing
 * at the change of plan). Signed out: a visitor paying first never attaches to an existing account;
 * an email that already has one is told to sign in (409 'Sign in to continue').
 */
import { hasPaidPlan, planChangeCopy } from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import type { UserRow } from '../users/userStore';
import { findUserByEmail } from '../users/userStore';

export interface CheckoutAccount {
  email: string | null;
  account: UserRow | null;
  /** The account was made for this purchase (so the activation may say "We created your account"). */
  newAccount: boolean;
}

export function checkoutAccount(
  ctx: AppContext,
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
  const email = (customerEmail ?? '').trim().toLowerCase() || null;
  if (email && findUserByEmail(ctx.db, email)) {
    throw refuse(409, {
      title: planChangeCopy.signInToContinue,
      message: planChangeCopy.signInToContinueText,
      code: 'sign_in_required',
      field: 'customerEmail',
    });
  }
  return { email, account: null, newAccount: false };
}
