import {
  activeTier,
  foundingCopy,
  MEMBERSHIP_TYPES,
  membershipClaims,
  siteLabels,
  TIERS,
} from '@lounge/core';
import { lazy, Suspense } from 'react';
import { track } from '../../api/analytics';
import { useFoundingOffer } from '../../api/foundingOffer';
import { useMembershipTerms } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icons';
import { PageHero } from '../../ui/PageHero';
import { PlainButton } from '../../ui/PlainButton';
import { Section } from '../../ui/Section';
import { SplitSection } from '../../ui/SplitSection';
import { galleryPhoto } from '../../ui/sectionParts';
import { TourInvite } from '../../ui/TourInvite';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { ComparisonTable } from './ComparisonTable';
import { LIMITED_BANNER_ISLAND } from './limitedBannerIsland';
import { MembershipFaq } from './MembershipFaq';
import { PlanCard } from './PlanCard';
import { offeredFlows, PlanToggle } from './PlanToggle';

const L = siteLabels.membership;
const SELECTION_PATH = '/membership-selection';

// Only a member with a plan sees it, after the page has loaded: its antd dialog loads then.
const PlanChangeButton = lazy(() => import('../payments/ThemedPlanChangeButton'));

/** /membership: both tiers, founding offers or monthly plans, a comparison, benefits and an FAQ. */
export default function MembershipPage() {
  usePageTitle(L.title);
  const offer = useFoundingOffer();
  // Once the founding offer is over, only the monthly plans are shown (and sold).
  const ended = offer?.open === false;
  const flows = offeredFlows(ended);
  const banner = offer ? foundingCopy.limitedBanner(offer) : null;
  const { user } = useCurrentUser();
  const currentType = activeTier(user)?.type;
  const claims = membershipClaims(useMembershipTerms());

  return (
    <>
      <PageHero eyebrow="Membership" title={L.title}>
        <p>Two ways to belong. Both open every bay, every course and the lounge itself.</p>
        {/* The banner's line is kept while the offer is asked for, so its arrival moves nothing.
            Until the app has the offer, plain code may have stated its limits in the placeholder,
            whose content hydration keeps (limitedBannerIsland.ts). */}
        <p className="limited-banner-slot">
          {banner ? (
            <span className="limited-banner">
              <Icon name="star" size={18} /> {banner}
            </span>
          ) : (
            offer === undefined && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so hydration keeps what plain code wrote in it
              <span className={LIMITED_BANNER_ISLAND} dangerouslySetInnerHTML={{ __html: '' }} />
            )
          )}
        </p>
      </PageHero>
      <section className="section" aria-label="Plans">
        {/* The billing switch shows one flow's prices, without the page's code (docs/decisions/070). */}
        <div className="container plan-flows">
          {ended ? (
            <p className="plan-toggle selection-note">{foundingCopy.ended}</p>
          ) : (
            <PlanToggle
              label="Billing"
              introLabel={L.foundingOffers}
              monthlyLabel={L.monthlyPlans}
              order="monthly-first"
            />
          )}
          <div className="plan-grid">
            {MEMBERSHIP_TYPES.map((type) => {
              const isCurrent = currentType === type;
              return (
                <PlanCard key={type} tier={TIERS[type]} flows={flows} headingLevel={2}>
                  {/* A member with a plan changes it rather than buying a second one. */}
                  {user && currentType && !isCurrent ? (
                    <Suspense fallback={null}>
                      <PlanChangeButton user={user} size="large" />
                    </Suspense>
                  ) : isCurrent ? (
                    <PlainButton kind={type === 'vip' ? 'primary' : 'default'} size="large" disabled>
                      {L.currentPlan}
                    </PlainButton>
                  ) : (
                    // A link, so a tap before the page's code has run still goes to the plans.
                    <ButtonLink
                      to={SELECTION_PATH}
                      type={type === 'vip' ? 'primary' : 'default'}
                      size="large"
                      onClick={() => track('join_now_click')}
                      aria-label={`${L.joinNow}: ${TIERS[type].name}`}
                    >
                      {L.joinNow}
                    </ButtonLink>
                  )}
                </PlanCard>
              );
            })}
          </div>
        </div>
      </section>
      <TourInvite lead="Not sure which tier suits your game? Come and play a few shots with us." />
      <Section title="Compare the Tiers" alt>
        <ComparisonTable />
      </Section>
      <SplitSection title="Why Members Stay" picture={{ pick: galleryPhoto(0), art: 'lounge' }} flip>
        <ul className="split-points">
          <li>
            <h3>No long contracts</h3>
            <p>{claims.notice}</p>
          </li>
          <li>
            <h3>Freeze when you travel</h3>
            <p>{claims.freeze}</p>
          </li>
          <li>
            <h3>Risk-free start</h3>
            <p>{claims.guarantee}</p>
          </li>
        </ul>
      </SplitSection>
      <Section title="Frequently Asked Questions" alt>
        <MembershipFaq foundingOpen={!ended} />
      </Section>
    </>
  );
}
