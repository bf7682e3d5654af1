import type { Notice } from '@lounge/core';
import { memberLabels } from '@lounge/core';
import { ButtonLink } from '../../ui/ButtonLink';

/** A guest checkout that cannot go on ('Invalid Checkout', 'Invalid Data', 'Booking Error'), with the ways forward. */
export function CheckoutNotice({ notice, detail }: { notice: Notice; detail?: string | null }) {
  return (
    <section className="section" aria-labelledby="checkout-notice-title">
      <div className="container">
        <div className="notice-card" role="alert">
          <h1 id="checkout-notice-title">{notice.title}</h1>
          <p>{notice.message}</p>
          {detail && <p className="muted">{detail}</p>}
          <div className="actions">
            <ButtonLink to="/dashboard" type="primary">
              {memberLabels.guestCheckout.backToDashboard}
            </ButtonLink>
            <ButtonLink to="/booking">{memberLabels.guestCheckout.bookAgain}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
