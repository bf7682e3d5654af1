import { MEMBERSHIP_TYPES, siteLabels, TIERS } from '@lounge/core';
import { Link } from 'react-router-dom';
import { useFoundingOffer } from '../../api/foundingOffer';
import { Section } from '../../ui/Section';
import { PlanCard } from '../membership/PlanCard';

/**
 * Exclusive Membership: both tiers at their founding price while the founding offer is open (at
 * their monthly price once it is over), and the way to the full comparison.
 */
export function MembershipPreview() {
  const ended = useFoundingOffer()?.open === false;
  return (
    <Section
      id="memberships"
      eyebrow={ended ? 'Membership' : 'Founding members'}
      title={siteLabels.home.membershipTitle}
      alt
    >
      <div className="plan-grid">
        {MEMBERSHIP_TYPES.map((type) => (
          <PlanCard key={type} tier={TIERS[type]} flows={[ended ? 'monthly' : 'intro']} featureCount={4} />
        ))}
      </div>
      <p className="selection-note">
        <Link to="/membership" className="view-all-link">
          {siteLabels.home.viewAllMemberships}
        </Link>
      </p>
    </Section>
  );
}
