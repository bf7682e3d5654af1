import { activeTier } from '@lounge/core';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { GuestPassesLeft } from '../payments/GuestPassesLeft';
import { AtLimitNotice } from './AtLimitNotice';
import { BookingForm } from './BookingForm';
import { LimitsSummary } from './LimitsSummary';
import { MembershipRequired } from './MembershipRequired';
import { useNow } from './useNow';
import './booking.css';

/**
 * /booking (a member route; signed out, the route table sends the visitor to sign in). Without an
 * active General or VIP membership: 'Active Membership Required'. Otherwise the member's limits,
 * then the form and the day's availability.
 */
export default function BookingPage() {
  usePageTitle('Book a Bay');
  const { user } = useCurrentUser();
  const tier = activeTier(user);
  const now = useNow();
  if (!tier) return <MembershipRequired />;
  return (
    <>
      <PageHero eyebrow={`${tier.name} member`} title="Book a Bay">
        <p>Pick a day, see which bays are free, and reserve your session.</p>
      </PageHero>
      <section className="section booking-section" aria-label="Booking">
        <div className="container">
          <AtLimitNotice tier={tier} now={now} />
          <LimitsSummary tier={tier} />
          <GuestPassesLeft user={user} />
          <BookingForm tier={tier} />
        </div>
      </section>
    </>
  );
}
