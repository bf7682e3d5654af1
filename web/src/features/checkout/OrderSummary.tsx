import { checkoutPriceCents, formatPrice, type MembershipType, type PlanFlow, TIERS } from '@lounge/core';
import { useMembershipTerms } from '../../api/venue';
import { planName, planPricing } from '../membership/planPricing';
import './checkout.css';

/** What is being bought: plan, billing, what is charged today and what follows. */
export function OrderSummary({ plan, flow }: { plan: MembershipType; flow: PlanFlow }) {
  const tier = TIERS[plan];
  const pricing = planPricing(tier, flow, useMembershipTerms());
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl>
        <div>
          <dt>Plan</dt>
          <dd>{planName(plan, flow)}</dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>{pricing.period}</dd>
        </div>
        <div className="order-total">
          <dt>Due today</dt>
          <dd>{formatPrice(checkoutPriceCents(plan, flow))}</dd>
        </div>
      </dl>
      <p className="muted">{pricing.detail}</p>
    </aside>
  );
}
