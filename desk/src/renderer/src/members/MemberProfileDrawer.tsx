/**
 * A member's profile at the desk, opened from the Members search, the board's booking drawer and the
 * arrivals list (memberProfileAtoms.ts): who they are and how to reach them, their plan, guest passes
 * this month, no-shows in the last 90 days, bookings to come and past, the membership's freeze and
 * cancellation (MembershipTermsTab), their Handicap Index (HandicapForm), staff notes and payments.
 * Mounted once by the console's shell.
 */
import {
  bayLabel,
  formatIsoDate,
  formatPhone,
  type MemberProfile,
  PROFILE_FACT_FIELDS,
  PROFILE_FIELD_COPY,
  type ProfileBooking,
  type ProfileField,
  membershipTermsLabels as TERMS,
} from '@lounge/core';
import { PageLoading, useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Tabs, Tag } from 'antd';
import { useAtom, useSetAtom } from 'jotai';
import { Fragment, type ReactNode } from 'react';
import { refusalText } from '../api/staffApi';
import { sectionAtom } from '../app/sections';
import { newBookingAtom } from '../board/boardAtoms';
import { statusColor, statusLabel, statusOf } from '../board/bookingStatus';
import { VerifiedTag } from '../tables/cells';
import { useVenue } from '../ui/useVenue';
import { shortDate, venueDateTimeOf, venueTimeOf } from '../ui/venueTime';
import { HandicapForm } from './HandicapForm';
import { MemberNotes } from './MemberNotes';
import { MembershipTermsTab } from './MembershipTermsTab';
import { memberProfileApi, memberProfileKey } from './memberProfileApi';
import { memberProfileAtom } from './memberProfileAtoms';
import { ProfilePayments } from './ProfilePayments';
import './memberProfile.css';

const TIER = { general: 'General', vip: 'VIP' } as const;
const STATUS = { pending: 'Pending', intro: 'Intro', monthly: 'Monthly', inactive: 'Inactive' } as const;

function BookingList({
  bookings,
  zone,
  now,
  label,
  empty,
}: {
  bookings: ProfileBooking[];
  zone: string;
  now: number;
  label: string;
  empty: string;
}) {
  if (bookings.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="plain-list profile-bookings" aria-label={label}>
      {bookings.map((b) => {
        const status = statusOf(b, now);
        return (
          <li key={b.id}>
            <span className="profile-booking-when">
              {shortDate(b.bookingDate, true)}, {venueTimeOf(b.startTime, zone)} –{' '}
              {venueTimeOf(b.endTime, zone)}
            </span>
            <span>{bayLabel(b.bayNumber)}</span>
            <span>
              {b.players} {b.players === 1 ? 'player' : 'players'}
            </span>
            <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>
            {b.limitOverride && <Tag color="purple">Limit override</Tag>}
          </li>
        );
      })}
    </ul>
  );
}

/** A profile field as staff read it: the phone as a number to call, any other as written. */
function profileFact(profile: MemberProfile, field: ProfileField): ReactNode {
  const value = profile[field];
  if (value === null || value === '') return PROFILE_FIELD_COPY[field].deskNone;
  if (field === 'phone') return <a href={`tel:${value}`}>{formatPhone(String(value))}</a>;
  return String(value);
}

function Facts({ profile, zone }: { profile: MemberProfile; zone: string }) {
  const passes = profile.guestPasses;
  // The freeze, notice and guarantee dates as the server states them (docs/membership-terms.md).
  const dates = profile.membershipDates;
  return (
    <dl className="details profile-facts">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${profile.email}`}>{profile.email}</a>{' '}
        <VerifiedTag verified={profile.emailVerified} />
      </dd>
      {PROFILE_FACT_FIELDS.map((field) => (
        <Fragment key={field}>
          <dt>{PROFILE_FIELD_COPY[field].deskLabel}</dt>
          <dd>{profileFact(profile, field)}</dd>
        </Fragment>
      ))}
      <dt>Plan</dt>
      <dd>
        {profile.membershipType ? `${TIER[profile.membershipType]} · ` : 'No plan · '}
        {STATUS[profile.membershipStatus]}
        {profile.membershipExpiresAt &&
          !dates.endsOn &&
          `, renews or ends ${venueDateTimeOf(profile.membershipExpiresAt, zone)}`}
        {dates.endsOn && `; ${TERMS.endsOn(formatIsoDate(dates.endsOn))}`}
        {dates.frozenFrom &&
          dates.frozenUntil &&
          `; ${TERMS.freezeScheduled(formatIsoDate(dates.frozenFrom), formatIsoDate(dates.frozenUntil))}`}
        {dates.guaranteeUntil && `; ${TERMS.guaranteeUntil(formatIsoDate(dates.guaranteeUntil))}`}
      </dd>
      <dt>Member since</dt>
      <dd>{venueDateTimeOf(profile.memberSince, zone).split(',')[0]}</dd>
      <dt>Guest passes</dt>
      <dd>
        {passes.allowance > 0
          ? `${passes.used} of ${passes.allowance} used this month, ${passes.left} left`
          : `${passes.used} used this month (no free passes on this plan)`}
      </dd>
      <dt>No-shows</dt>
      <dd>
        {profile.noShows.count} in the last {profile.noShows.days} days
      </dd>
    </dl>
  );
}

export function MemberProfileDrawer() {
  const [memberId, setMemberId] = useAtom(memberProfileAtom);
  const openBooking = useSetAtom(newBookingAtom);
  const showSection = useSetAtom(sectionAtom);
  const zone = useVenue()?.timeZone ?? 'UTC';
  const now = useNow(60_000);
  const profile = useQuery({
    queryKey: memberProfileKey(memberId),
    queryFn: () => memberProfileApi.profile(memberId ?? ''),
    enabled: memberId !== null,
  });
  const data = profile.data?.id === memberId ? profile.data : undefined;
  const close = () => setMemberId(null);
  const name = data ? `${data.firstName} ${data.lastName}` : 'Member';

  return (
    <Drawer
      open={memberId !== null}
      onClose={close}
      size={620}
      // Above the board's booking drawer it may be opened from.
      zIndex={1010}
      title={name}
      extra={
        data &&
        !data.deletedAt && (
          <Button
            type="primary"
            onClick={() => {
              openBooking({ member: { id: data.id, name } });
              showSection('board');
              close();
            }}
          >
            Book for {data.firstName}
          </Button>
        )
      }
      destroyOnHidden
    >
      {profile.error && (
        <Alert type="error" showIcon title={refusalText(profile.error, 'Profile not loaded').title} />
      )}
      {!data && !profile.error && <PageLoading label="Loading the profile" />}
      {data && (
        <>
          {data.deletedAt && (
            <Alert type="info" showIcon title="This account was deleted at the member's request." />
          )}
          <Facts profile={data} zone={zone} />
          {/* Beside the facts rather than a tab: a fifth tab would not fit the drawer's width. */}
          <HandicapForm memberId={data.id} />
          <Tabs
            items={[
              {
                key: 'bookings',
                label: `Bookings (${data.upcoming.length} to come)`,
                children: (
                  <>
                    <h3 className="profile-heading">To come</h3>
                    <BookingList
                      bookings={data.upcoming}
                      zone={zone}
                      now={now}
                      label="Bookings to come"
                      empty="Nothing booked."
                    />
                    <h3 className="profile-heading">
                      Past and cancelled
                      {data.pastTotal > data.past.length && (
                        <span className="muted">
                          {' '}
                          (latest {data.past.length} of {data.pastTotal})
                        </span>
                      )}
                    </h3>
                    <BookingList
                      bookings={data.past}
                      zone={zone}
                      now={now}
                      label="Past bookings"
                      empty="No past bookings."
                    />
                  </>
                ),
              },
              {
                key: 'membership',
                label: 'Membership',
                children: <MembershipTermsTab memberId={data.id} name={name} />,
              },
              {
                key: 'notes',
                label: `Notes (${data.notes.length})`,
                children: <MemberNotes memberId={data.id} notes={data.notes} zone={zone} />,
              },
              {
                key: 'payments',
                label: `Payments (${data.payments.length})`,
                children: <ProfilePayments payments={data.payments} zone={zone} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
