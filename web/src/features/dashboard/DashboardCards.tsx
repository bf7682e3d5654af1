import type { AccountView, BookingView } from '@lounge/core';
import { useState } from 'react';
import { AntdScope } from '../../app/AntdScope';
import { ConfirmAddressCard } from '../account/ConfirmAddressCard';
import { LazyEditBookingDialog } from '../booking/LazyEditBookingDialog';
import { LessonsCard } from '../lessons/LessonsCard';
import { FinishJoiningCard } from '../payments/FinishJoiningCard';
import { PaymentsCard } from '../payments/PaymentsCard';
import { PlanChoiceCard } from '../payments/PlanChoiceCard';
import { NextRoundCard } from '../tournaments/NextRoundCard';
import { WaitlistCard } from '../waitlist/WaitlistCard';
import { BookingsCard } from './BookingsCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { EventsCard } from './EventsCard';
import { MembershipStatusCard } from './MembershipStatusCard';
import { QuickActions } from './QuickActions';
import { ReminderSettingCard } from './ReminderSettingCard';

/**
 * The dashboard's cards, built with antd: their own chunk, which DashboardPage loads after it has
 * rendered the greeting and the stat cards, so those paint before antd's code and styles arrive.
 * The Edit Booking dialog's code comes only when a member presses Edit.
 */
export default function DashboardCards({
  user,
  bookings,
  error,
  now,
}: {
  user: AccountView;
  bookings: readonly BookingView[] | undefined;
  error: unknown;
  now: number;
}) {
  const [editing, setEditing] = useState<BookingView | null>(null);
  // Two columns of about equal height on a wide screen: the member's bookings, payments and
  // calendar on the left (what they did and will do); their membership, its settings and the
  // shortcuts on the right. The bookings alone left the wider column half empty.
  return (
    <AntdScope>
      <div className="dash-grid">
        <div className="dash-column">
          <NextRoundCard />
          <WaitlistCard />
          <EventsCard />
          <LessonsCard />
          <BookingsCard bookings={bookings} error={error} now={now} onEdit={setEditing} />
          <PaymentsCard />
          <CalendarFeedCard />
        </div>
        <div className="dash-column">
          <ConfirmAddressCard user={user} />
          <FinishJoiningCard user={user} />
          <PlanChoiceCard user={user} />
          <MembershipStatusCard user={user} />
          <ReminderSettingCard user={user} />
          <QuickActions />
        </div>
      </div>
      <LazyEditBookingDialog booking={editing} onClose={() => setEditing(null)} />
    </AntdScope>
  );
}
