import { ButtonLink } from '../../ui/ButtonLink';

/** /billing/complete opened without a checkout (a bookmark, a typed address): no payment to report. */
export function NoCheckoutNotice() {
  return (
    <section className="section" aria-labelledby="billing-title">
      <div className="container">
        <div className="result-panel">
          <h1 id="billing-title">Membership</h1>
          <p>There is no payment to show here. Your dashboard has your membership and payments.</p>
          <div className="actions">
            <ButtonLink to="/dashboard" type="primary" size="large">
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to="/membership" size="large">
              See the plans
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
