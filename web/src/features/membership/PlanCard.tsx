import { type PlanFlow, type TierRules, tierFeatures } from '@lounge/core';
import type { ReactNode } from 'react';
import { useMembershipTerms, useVenue } from '../../api/venue';
import { planPricing } from './planPricing';
import './membership.css';

interface PlanCardProps {
  tier: TierRules;
  flow: PlanFlow;
  /** Show only the first few features (previews). */
  featureCount?: number;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A tier's card: name, price for the chosen billing, and the feature list core writes from its rules. */
export function PlanCard({ tier, flow, featureCount, headingLevel = 3, children }: PlanCardProps) {
  const { venue } = useVenue();
  const pricing = planPricing(tier, flow, useMembershipTerms());
  const features = tierFeatures(tier, venue);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`plan-card plan-card-${tier.type}`} aria-labelledby={`plan-${tier.type}-name`}>
      {tier.type === 'vip' && <span className="plan-ribbon">Most exclusive</span>}
      <Heading id={`plan-${tier.type}-name`} className="plan-name">
        {tier.name}
      </Heading>
      <p className="plan-price">
        <span className="plan-amount">{pricing.price}</span>{' '}
        <span className="plan-period">{pricing.period}</span>
      </p>
      <p className="plan-detail">{pricing.detail}</p>
      <ul className="feature-list">
        {features.slice(0, featureCount ?? features.length).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children && <div className="plan-actions">{children}</div>}
    </article>
  );
}
