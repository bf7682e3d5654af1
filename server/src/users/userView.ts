/** An account as the API shows it: no secrets (core's UserView). */
import type { UserView } from '@lounge/core';
import type { UserRow } from './userStore';

/** The account without its password hash or payment-provider ids (core's UserView). */
export function publicUser(user: UserRow): UserView {
  const {
    passwordHash: _hash,
    stripeCustomerId: _customer,
    stripeSubscriptionId: _subscription,
    ...rest
  } = user;
  return rest satisfies UserView;
}
