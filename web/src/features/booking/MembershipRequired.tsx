import { bookingMessages, memberLabels } from '@lounge/core';
import { ButtonLink } from '../../ui/ButtonLink';

/** The booking page without an active General or VIP membership (docs/product.md). */
export function MembershipRequired() {
  return (
    <section className="section" aria-labelledby="membership-required-title">
      <div className="container">
        <div className="notice-card">
          <h1 id="membership-required-title">{bookingMessages.membershipRequired.title}</h1>
          <p>{bookingMessages.membershipRequired.message}</p>
          <ButtonLink to="/membership" type="primary" size="large">
            {memberLabels.booking.viewMembership}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
