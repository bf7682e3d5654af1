import { accountMessages, activeTier, memberLabels } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePainted } from '../../ui/usePainted';
import { useCurrentUser } from '../auth/currentUser';
import { bookingsQuery } from '../booking/bookingApi';
import { useNow } from '../booking/useNow';
import { StatCards } from './StatCards';
import './dashboard.css';

// The cards below the stat cards are built with antd: fetched once the greeting has been painted.
const DashboardCards = lazy(() => import('./DashboardCards'));

/**
 * /dashboard: versions A and B of docs/product.md merged (docs/product.md, choice 4): greeting and 'Book a Bay', the stat
 * cards, the membership card, upcoming and past bookings with Edit, quick actions; and the
 * member's waitlist while they wait for something, their calendar feed and the reminder setting. Signed out, the route
 * table toasts and sends the visitor to sign in. The greeting and stat cards are plain HTML and
 * render first; the cards (antd) follow from their own chunk, announced while they load.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const now = useNow();
  const bookings = useQuery(bookingsQuery);
  const painted = usePainted();
  if (!user) return <PageLoading />;
  const cardsLoading = <PageLoading label="Loading your dashboard" />;
  // Booking needs a plan: an account without one is led to the plans instead.
  const hasPlan = activeTier(user) !== null;

  return (
    <section className="section dashboard" aria-labelledby="dashboard-title">
      <div className="container">
        <header className="dash-header">
          <div>
            <span className="eyebrow">Member dashboard</span>
            <h1 id="dashboard-title">{memberLabels.dashboard.greeting(user.firstName, hasPlan)}</h1>
          </div>
          <div className="dash-header-actions">
            <ButtonLink to="/account" size="large">
              {accountMessages.manageAccount}
            </ButtonLink>
            {hasPlan ? (
              <ButtonLink to="/booking" type="primary" size="large">
                {memberLabels.dashboard.bookBay}
              </ButtonLink>
            ) : (
              <ButtonLink to="/membership-selection" type="primary" size="large">
                {memberLabels.dashboard.choosePlan}
              </ButtonLink>
            )}
          </div>
        </header>
        <StatCards user={user} bookings={bookings.data} now={now} />
        {painted ? (
          <Suspense fallback={cardsLoading}>
            <DashboardCards user={user} bookings={bookings.data} error={bookings.error} now={now} />
          </Suspense>
        ) : (
          cardsLoading
        )}
      </div>
    </section>
  );
}
