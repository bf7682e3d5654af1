import { type AccountView, activeTier, memberLabels, siteLabels } from '@lounge/core';
import { track } from '../../api/analytics';
import { useVenue } from '../../api/venue';
import { ButtonLink } from '../../ui/ButtonLink';
import { HeroPhoto } from './HeroPhoto';

const L = siteLabels.home;

/** The first screen: the venue, its promise, the two ways in, and an arrow to the highlights. */
export function HomeHero({ user }: { user: AccountView | null }) {
  const { venue, copy } = useVenue();
  // Booking needs a plan: an account without one is led to the plans, not to a page that refuses it.
  const hasPlan = activeTier(user) !== null;
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero-grid">
        <div>
          <span className="eyebrow">
            {user
              ? memberLabels.dashboard.greeting(user.firstName, hasPlan)
              : 'Members-only indoor golf · Montana'}
          </span>
          <h1 id="home-title">{venue.name}</h1>
          <p className="home-hero-lead">
            Championship courses on tour-grade simulators, a private lounge, and a bay waiting whenever the
            weather is not.
          </p>
          <p className="home-hours">Open daily {copy.hours}</p>
          <div className="actions home-hero-actions">
            {user ? (
              <>
                {hasPlan ? (
                  <ButtonLink to="/booking" type="primary" size="large">
                    {siteLabels.nav.bookBay}
                  </ButtonLink>
                ) : (
                  <ButtonLink to="/membership-selection" type="primary" size="large">
                    {memberLabels.dashboard.choosePlan}
                  </ButtonLink>
                )}
                <ButtonLink to="/dashboard" size="large">
                  {siteLabels.nav.dashboard}
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink to="/tour" size="large">
                  {L.bookTour}
                </ButtonLink>
                <ButtonLink
                  to="/membership-selection"
                  type="primary"
                  size="large"
                  onClick={() => track('join_now_click')}
                >
                  {L.joinNow}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        {/* The hero's picture slot: a fixed frame, so whatever fills it (the drawing, or the
            lounge's own photo) takes its space from the first paint and moves nothing. */}
        <div className="home-hero-media">
          <HeroPhoto />
        </div>
      </div>
      <a className="scroll-down" href="#highlights">
        <span className="visually-hidden">Scroll to highlights</span>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
    </section>
  );
}
