import { activeTier } from '@lounge/core';
import { lazy, Suspense } from 'react';
import { PageHero } from '../../ui/PageHero';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePainted } from '../../ui/usePainted';
import { useCurrentUser } from '../auth/currentUser';
import { GuestPassesLeft } from '../payments/GuestPassesLeft';
import { LimitsSummary } from './LimitsSummary';
import { MembershipRequired } from './MembershipRequired';
import { useNow } from './useNow';
import './booking.css';

// The form and the at-limit notice are built with antd: one chunk, fetched once the page has
// painted its heading and limits (antd's code and styles are most of the page's weight).
const parts = () => import('./BookingFormParts');
const AtLimitPart = lazy(() => parts().then((m) => ({ default: m.AtLimitPart })));
const BookingFormPart = lazy(() => parts().then((m) => ({ default: m.BookingFormPart })));

/**
 * /booking (a member route; signed out, the route table sends the visitor to sign in). Without an
 * active General or VIP membership: 'Active Membership Required'. Otherwise the member's limits,
 * then the form and the day's availability (loaded after the page's first render, announced while
 * it loads).
 */
export default function BookingPage() {
  usePageTitle('Book a Bay');
  const { user } = useCurrentUser();
  const tier = activeTier(user);
  const now = useNow();
  const painted = usePainted();
  if (!tier) return <MembershipRequired />;
  const formLoading = <PageLoading label="Loading the booking form" />;
  return (
    // On a phone the page opens on the day and the grid: the hero is a line, the limits come after
    // the form (booking.css); the markup keeps its reading order for wide screens.
    <div className="booking-page">
      <PageHero eyebrow={`${tier.name} member`} title="Book a Bay">
        <p>Pick a day, see which bays are free, and reserve your session.</p>
      </PageHero>
      <section className="section booking-section" aria-label="Booking">
        <div className="container booking-stack">
          {painted && (
            <Suspense fallback={null}>
              <AtLimitPart tier={tier} now={now} />
            </Suspense>
          )}
          <LimitsSummary tier={tier} />
          <GuestPassesLeft user={user} />
          {painted ? (
            <Suspense fallback={formLoading}>
              <BookingFormPart tier={tier} />
            </Suspense>
          ) : (
            formLoading
          )}
        </div>
      </section>
    </div>
  );
}
