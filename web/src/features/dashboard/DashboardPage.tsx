import { accountMessages, type BookingView, memberLabels } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { bookingsQuery } from '../booking/bookingApi';
import { EditBookingDialog } from '../booking/EditBookingDialog';
import { useNow } from '../booking/useNow';
import { FinishJoiningCard } from '../payments/FinishJoiningCard';
import { PaymentsCard } from '../payments/PaymentsCard';
import { PlanChoiceCard } from '../payments/PlanChoiceCard';
import { WaitlistCard } from '../waitlist/WaitlistCard';
import { BookingsCard } from './BookingsCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { MembershipStatusCard } from './MembershipStatusCard';
import { QuickActions } from './QuickActions';
import { ReminderSettingCard } from './ReminderSettingCard';
import { StatCards } from './StatCards';
import './dashboard.css';

/**
 * /dashboard: versions A and B of docs/product.md merged (docs/product.md, choice 4): greeting and 'Book a Bay', the stat
 * cards, the membership card, upcoming and past bookings with Edit, quick actions; and the
 * member's waitlist while they wait for something, their calendar feed and the reminder setting. Signed out, the route
 * table toasts and sends the visitor to sign in.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const now = useNow();
  const bookings = useQuery(bookingsQuery);
  const [editing, setEditing] = useState<BookingView | null>(null);
  if (!user) return <PageLoading />;

  return (
    <section className="section dashboard" aria-labelledby="dashboard-title">
      <div className="container">
        <header className="dash-header">
          <div>
            <span className="eyebrow">Member dashboard</span>
            <h1 id="dashboard-title">Welcome back, {user.firstName}</h1>
          </div>
          <div className="dash-header-actions">
            <ButtonLink to="/account" size="large">
              {accountMessages.manageAccount}
            </ButtonLink>
            <ButtonLink to="/booking" type="primary" size="large">
              {memberLabels.dashboard.bookBay}
            </ButtonLink>
          </div>
        </header>
        <StatCards user={user} bookings={bookings.data} now={now} />
        <div className="dash-grid">
          <div className="dash-column">
            <WaitlistCard />
            <BookingsCard bookings={bookings.data} error={bookings.error} now={now} onEdit={setEditing} />
          </div>
          <div className="dash-column">
            <FinishJoiningCard user={user} />
            <PlanChoiceCard user={user} />
            <MembershipStatusCard user={user} />
            <PaymentsCard />
            <CalendarFeedCard />
            <ReminderSettingCard user={user} />
            <QuickActions />
          </div>
        </div>
      </div>
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
