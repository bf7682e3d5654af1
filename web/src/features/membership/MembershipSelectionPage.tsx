import {
  foundingCopy,
  MEMBERSHIP_TYPES,
  membershipClaims,
  type PlanFlow,
  siteLabels,
  TIERS,
} from '@lounge/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFoundingOffer } from '../../api/foundingOffer';
import { useMembershipTerms } from '../../api/venue';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import { PlanCard } from './PlanCard';
import { PlanToggle } from './PlanToggle';
import { planQuery } from './planPricing';

const L = siteLabels.selection;

/** /membership-selection: pick intro or monthly, then a tier; the card leads to pre-checkout. */
export default function MembershipSelectionPage() {
  usePageTitle('Choose Your Membership');
  const [chosen, setFlow] = useState<PlanFlow>('intro');
  // Once the founding offer is over, the intro plans are neither shown nor sold.
  const ended = useFoundingOffer()?.open === false;
  const flow = ended ? 'monthly' : chosen;
  const claims = membershipClaims(useMembershipTerms());
  return (
    <>
      <PageHero eyebrow="Join the club" title="Choose Your Membership">
        <p>Pick how you would like to pay, then the tier that suits your game.</p>
      </PageHero>
      {/* The billing switch changes where the cards lead, and only the app keeps them in step: the
          page starts its app at once, not after its first paint (docs/decisions/046). */}
      <section className="section" aria-label="Plans" data-start-at-once>
        <div className="container">
          {ended ? (
            <p className="plan-toggle selection-note">{foundingCopy.ended}</p>
          ) : (
            <PlanToggle
              label="Billing"
              value={flow}
              onChange={setFlow}
              introLabel={L.introOffers}
              monthlyLabel={L.monthlyBilling}
            />
          )}
          <div className="plan-grid">
            {MEMBERSHIP_TYPES.map((type) => (
              <div key={type} className="plan-choice">
                <PlanCard tier={TIERS[type]} flow={flow} headingLevel={2}>
                  <Link className="plan-choice-link" to={`/pre-checkout?${planQuery(type, flow)}`}>
                    Choose {TIERS[type].name}
                  </Link>
                </PlanCard>
              </div>
            ))}
          </div>
          <p className="selection-note">{claims.refundNote}</p>
          <p className="selection-note">
            <Link to="/" className="standalone-link">
              {L.backToHomepage}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
