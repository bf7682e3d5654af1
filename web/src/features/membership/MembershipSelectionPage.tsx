import { foundingCopy, MEMBERSHIP_TYPES, membershipClaims, siteLabels, TIERS } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useFoundingOffer } from '../../api/foundingOffer';
import { useMembershipTerms } from '../../api/venue';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import { PlanCard } from './PlanCard';
import { offeredFlows, PlanToggle } from './PlanToggle';
import { planQuery } from './planPricing';

const L = siteLabels.selection;

/** /membership-selection: pick intro or monthly, then a tier; the card leads to pre-checkout. */
export default function MembershipSelectionPage() {
  usePageTitle('Choose Your Membership');
  // Once the founding offer is over, the intro plans are neither shown nor sold.
  const ended = useFoundingOffer()?.open === false;
  const flows = offeredFlows(ended);
  const claims = membershipClaims(useMembershipTerms());
  return (
    <>
      <PageHero eyebrow="Join the club" title="Choose Your Membership">
        <p>Pick how you would like to pay, then the tier that suits your game.</p>
      </PageHero>
      {/* Each card leads to both flows' checkouts; the billing switch shows one, without the
          page's code (docs/decisions/070). */}
      <section className="section" aria-label="Plans">
        <div className="container plan-flows">
          {ended ? (
            <p className="plan-toggle selection-note">{foundingCopy.ended}</p>
          ) : (
            <PlanToggle label="Billing" introLabel={L.introOffers} monthlyLabel={L.monthlyBilling} />
          )}
          <div className="plan-grid">
            {MEMBERSHIP_TYPES.map((type) => (
              <div key={type} className="plan-choice">
                <PlanCard tier={TIERS[type]} flows={flows} headingLevel={2}>
                  {flows.map((flow) => (
                    <Link
                      key={flow}
                      className="plan-choice-link"
                      data-flow={flow}
                      to={`/pre-checkout?${planQuery(type, flow)}`}
                    >
                      Choose {TIERS[type].name}
                    </Link>
                  ))}
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
