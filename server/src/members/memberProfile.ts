/**
 * A member's profile for the desk: the account, this month's guest passes, no-shows in the last 90
 * venue days, bookings to come and past, staff notes and the ledger's rows. The figures are core's
 * (memberProfile.ts); this file reads the rows and puts them together.
 */
import {
  activeTier,
  guestPassFigures,
  type MemberProfile,
  monthOf,
  NO_SHOW_WINDOW_DAYS,
  noShowsInWindow,
  PROFILE_PAST_LIMIT,
  type ProfileBooking,
  profileOf,
  splitProfileBookings,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { BookingRow } from '../bookings/bookingQueries';
import { passTier } from '../membership/frozenDays';
import { membershipDates } from '../membership/membershipDates';
import { staffPayments } from '../payments/paymentHistory';
import type { UserRow } from '../users/userService';
import { notesOfMember } from './memberNotesStore';
import { guestPassRows, profileBookingRows } from './memberProfileStore';

function profileBooking(row: BookingRow): ProfileBooking {
  return {
    id: row.id,
    bayNumber: row.bayNumber,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    players: row.guestCount,
    guestFee: row.guestFee,
    notes: row.notes,
    byStaff: row.createdBy !== null,
    limitOverride: row.limitOverride,
  };
}

export function memberProfile(ctx: AppContext, user: UserRow): MemberProfile {
  const now = ctx.now();
  const zone = ctx.config.venue.timeZone;
  const rows = profileBookingRows(ctx.db, user.id);
  const { upcoming, past } = splitProfileBookings(rows, now);
  return {
    ...profileOf(user),
    id: user.id,
    email: user.email,
    role: user.role,
    membershipType: user.membershipType,
    membershipStatus: user.membershipStatus,
    membershipExpiresAt: user.membershipExpiresAt,
    memberSince: user.createdAt,
    emailVerified: user.isEmailVerified,
    deletedAt: user.deletedAt,
    guestPasses: guestPassFigures(monthTier(ctx, user), guestPassRows(ctx.db, user.id), now, zone),
    membershipDates: membershipDates(ctx, user),
    noShows: { count: noShowsInWindow(rows, now, zone), days: NO_SHOW_WINDOW_DAYS },
    upcoming: upcoming.map(profileBooking),
    past: past.slice(0, PROFILE_PAST_LIMIT).map(profileBooking),
    pastTotal: past.length,
    notes: notesOfMember(ctx.db, user.id),
    payments: staffPayments(ctx, user.id),
  } satisfies MemberProfile;
}

/** The member's tier this venue month, without the guest passes of its frozen days. */
function monthTier(ctx: AppContext, user: UserRow) {
  const tier = activeTier(user);
  const month = monthOf(venueDate(ctx.now(), ctx.config.venue.timeZone));
  return tier && passTier(ctx, user.id, tier, month);
}
