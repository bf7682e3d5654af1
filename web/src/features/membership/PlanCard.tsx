import { type PlanFlow, type TierRules, tierFeatures } from '@lounge/core';
import type { ReactNode } from 'react';
import { useMembershipTerms, useVenue } from '../../api/venue';
import { planPricing } from './planPricing';
import './membership.css';

interface PlanCardProps {
  tier: TierRules;
  /**
   * The billing flows whose price the card states. With two, each sits in its own `data-flow` block
   * and the page's billing switch shows one (PlanToggle.tsx).
   */
  flows: readonly PlanFlow[];
  /** Show only the first few features (previews). */
  featureCount?: number;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A tier's card: name, price for each billing flow offered, and the feature list core writes from its rules. */
export function PlanCard({ tier, flows, featureCount, headingLevel = 3, children }: PlanCardProps) {
  const { venue } = useVenue();
  const terms = useMembershipTerms();
  const features = tierFeatures(tier, venue);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`plan-card plan-card-${tier.type}`} aria-labelledby={`plan-${tier.type}-name`}>
      {tier.type === 'vip' && <span className="plan-ribbon">Most exclusive</span>}
      <Heading id={`plan-${tier.type}-name`} className="plan-name">
        {tier.name}
      </Heading>
      {flows.map((flow) => {
        const pricing = planPricing(tier, flow, terms);
        return (
          <div key={flow} className="plan-flow" data-flow={flow}>
            <p className="plan-price">
              <span className="plan-amount">{pricing.price}</span>{' '}
              <span className="plan-period">{pricing.period}</span>
            </p>
            <p className="plan-detail">{pricing.detail}</p>
          </div>
        );
      })}
      <ul className="feature-list">
        {features.slice(0, featureCount ?? features.length).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children && <div className="plan-actions">{children}</div>}
    </article>
  );
}
