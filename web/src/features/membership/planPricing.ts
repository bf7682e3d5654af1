/**
 * How a plan's price reads for the intro offer or monthly billing; every figure comes from core, the
 * notice from the venue's membership terms.
 */
import {
  formatPrice,
  INTRO_MONTHS,
  type MembershipTerms,
  type MembershipType,
  membershipClaims,
  type PlanFlow,
  TIERS,
  type TierRules,
} from '@lounge/core';

export interface PlanPricing {
  price: string;
  period: string;
  detail: string;
}

export function planPricing(tier: TierRules, flow: PlanFlow, terms: MembershipTerms): PlanPricing {
  const p = tier.prices;
  if (flow === 'intro') {
    return {
      price: formatPrice(p.introCents),
      period: `for ${INTRO_MONTHS} months`,
      detail: `Regular ${formatPrice(p.regularIntroPeriodCents)}, save ${formatPrice(p.introSavingCents)}. Then ${formatPrice(p.monthlyCents)}/month.`,
    };
  }
  return {
    price: formatPrice(p.monthlyCents),
    period: 'per month',
    detail: membershipClaims(terms).monthlyDetail,
  };
}

/** 'VIP Founding Member Offer' / 'General Monthly Membership': a plan's name in summaries. */
export function planName(plan: MembershipType, flow: PlanFlow): string {
  return `${TIERS[plan].name} ${flow === 'intro' ? 'Founding Member Offer' : 'Monthly Membership'}`;
}

/** The query that names a plan on /pre-checkout and /checkout. */
export function planQuery(plan: MembershipType, flow: PlanFlow): string {
  return `plan=${plan}&flow=${flow}`;
}
