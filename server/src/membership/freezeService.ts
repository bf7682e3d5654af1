/**
 * Freezing a membership (docs/membership-terms.md): core decides what may be frozen; this writes
 * it, cancels the bookings inside it that the member agreed to give up, and tells the gateway to
 * stop charging. The freeze row is what access follows (bookings, waitlist offers); the gateway's
 * pause only stops the money, so a slow or failed gateway never leaves a member bookable while
 * frozen. The pause is set once no charge remains before the freeze (its start is the next billing
 * date), and a background pass sets any still missing.
 */
import {
  addDays,
  type BookingView,
  billingDateOnOrAfter,
  decideFreeze,
  endFreeze,
  type Freeze,
  type FreezeOptionsView,
  freezeCopy,
  freezeMonthsLeft,
  freezeOn,
  freezeReminderOn,
  freezeStartChoices,
  membershipEmails,
  OCCUPYING_BOOKING_STATUSES,
  toIsoInstant,
  venueDate,
  wallToInstant,
} from '@lounge/core';
import type { AppContext, WriteContext } from '../appContext';
import { bookingsOfUser } from '../bookings/bookingQueries';
import { bookingView } from '../bookings/bookingView';
import { cancelWithRefund } from '../bookings/cancellationRefund';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import {
  type FreezeRow,
  freezesAwaitingPause,
  freezesOf,
  freezesResumingBetween,
  insertFreeze,
  openFreezeOf,
  updateFreeze,
} from './freezeStore';
import { asFreeze } from './frozenDays';
import { planBilling } from './planBilling';

export interface FreezeAsk {
  months: number;
  startsOn?: string;
  /** The member agreed to give up the bookings inside the freeze (they were listed first). */
  cancelBookings?: boolean;
  /** Staff: who, why, and whether past the yearly cap. */
  staffId?: string;
  reason?: string;
  override?: boolean;
}

/** What the freeze screens show: the freeze running or to come, and what a new one may be. */
export type FreezeOptions = FreezeOptionsView;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const today = (ctx: Pick<WriteContext, 'config' | 'now'>) => venueDate(ctx.now(), ctx.config.venue.timeZone);

export function freezeOptions(ctx: AppContext, user: UserRow): FreezeOptions {
  const day = today(ctx);
  const open = openFreezeOf(ctx.db, user.id, day);
  const billing = planBilling(user, ctx.config.venue.timeZone);
  const terms = ctx.config.membership;
  const startChoices = billing && !open ? freezeStartChoices({ today: day, ...billing }, terms) : [];
  const past = freezesOf(ctx.db, user.id).map(asFreeze);
  const first = startChoices[0];
  return {
    freeze: open ? asFreeze(open) : null,
    startChoices,
    monthChoices: [...terms.freezeMonthChoices],
    monthsLeft: billing && first ? freezeMonthsLeft(first, past, billing.billingAnchor, terms) : 0,
  };
}

function bookingsInside(ctx: AppContext, userId: string, freeze: Freeze): BookingView[] {
  return bookingsOfUser(ctx.db, userId)
    .filter((b) => (OCCUPYING_BOOKING_STATUSES as readonly string[]).includes(b.status))
    .filter((b) => freezeOn(b.bookingDate, [freeze]))
    .map(bookingView);
}

/** Writes the freeze (refusing what core refuses), in one transaction with its email and audit. */
function writeFreeze(
  ctx: AppContext,
  user: UserRow,
  ask: FreezeAsk,
): { row: FreezeRow; inside: BookingView[] } {
  return writeTransaction(ctx.database, () => {
    const member = findUserById(ctx.db, user.id) ?? user;
    const billing = planBilling(member, ctx.config.venue.timeZone);
    if (!billing)
      throw refuse(409, { title: 'Freeze Membership', message: freezeCopy.noPlan, code: 'freeze_no_plan' });
    const day = today(ctx);
    const decision = decideFreeze(
      {
        today: day,
        ...billing,
        months: ask.months,
        startsOn: ask.startsOn,
        freezes: freezesOf(ctx.db, member.id).map(asFreeze),
        override: ask.staffId !== undefined && ask.override === true,
      },
      ctx.config.membership,
    );
    if (!decision.ok) {
      const field =
        decision.code === 'freeze_start'
          ? 'startsOn'
          : decision.code === 'freeze_exists'
            ? undefined
            : 'months';
      throw refuse(409, {
        title: 'Freeze Membership',
        message: decision.message,
        code: decision.code,
        field,
      });
    }
    const inside = bookingsInside(ctx, member.id, decision.freeze);
    if (inside.length > 0 && ask.cancelBookings !== true) {
      const error = refuse(409, {
        title: 'Freeze Membership',
        message: freezeCopy.hasBookings(inside.length),
        code: 'freeze_has_bookings',
      });
      Object.assign(error.output.payload, { bookings: inside });
      throw error;
    }
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const row = insertFreeze(
      ctx.db,
      {
        userId: member.id,
        ...decision.freeze,
        months: decision.months,
        createdBy: ask.staffId ?? null,
        reason: ask.reason?.trim() || null,
        override: ask.staffId !== undefined && ask.override === true,
      },
      nowIso,
    );
    enqueueMail(
      ctx.db,
      {
        kind: 'membership_frozen',
        to: member.email,
        userId: member.id,
        ...membershipEmails.freezeConfirmed(member.firstName, decision.freeze, emailContext(ctx)),
        dedupeKey: `freeze:${row.id}:confirmed`,
      },
      nowIso,
    );
    if (ask.staffId) {
      logStaffAction(
        ctx.db,
        {
          actorId: ask.staffId,
          action: 'freeze_membership',
          targetType: 'user',
          targetId: member.id,
          details: {
            ...decision.freeze,
            months: decision.months,
            reason: row.reason,
            override: row.override,
          },
        },
        now,
      );
    }
    return { row, inside };
  });
}

/** Freezes a membership: written first (no booking can land inside it after), then the bookings go. */
export async function freezeMembership(
  ctx: AppContext,
  user: UserRow,
  ask: FreezeAsk,
): Promise<FreezeOptions> {
  const { row, inside } = writeFreeze(ctx, user, ask);
  for (const booking of inside) {
    try {
      await cancelWithRefund(ctx, user.id, booking.id);
    } catch (error) {
      ctx.logger.error('freeze: a booking inside the freeze was not cancelled', {
        bookingId: booking.id,
        error: messageOf(error),
      });
    }
  }
  await pauseAtGateway(ctx, row);
  return freezeOptions(ctx, findUserById(ctx.db, user.id) ?? user);
}

/** The instant billing restarts: the start of the venue day the freeze resumes on. */
const resumesAt = (ctx: AppContext, freeze: Freeze) =>
  wallToInstant(freeze.resumesOn, '00:00', ctx.config.venue.timeZone);

/** Stops the gateway charging for a freeze once its start is the next billing date; true when set. */
async function pauseAtGateway(ctx: AppContext, row: FreezeRow): Promise<boolean> {
  const user = findUserById(ctx.db, row.userId);
  const billing = user ? planBilling(user, ctx.config.venue.timeZone) : null;
  const subscriptionId = user?.stripeSubscriptionId;
  if (!billing || !subscriptionId || row.pausedAt || row.resumesOn <= row.startsOn) return false;
  const nextCharge = billingDateOnOrAfter(billing.billingAnchor, addDays(today(ctx), 1));
  if (nextCharge < row.startsOn) return false; // a charge before the freeze is still due: later.
  try {
    await ctx.payments.pauseBilling({
      subscriptionId,
      resumesAt: resumesAt(ctx, row),
      idempotencyKey: `freeze:${row.id}:pause:${row.resumesOn}`,
    });
  } catch (error) {
    ctx.logger.error('freeze: the gateway pause failed; the next pass retries', {
      freezeId: row.id,
      error: messageOf(error),
    });
    return false;
  }
  writeTransaction(ctx.database, () =>
    updateFreeze(ctx.db, row.id, { pausedAt: toIsoInstant(ctx.now()) }, toIsoInstant(ctx.now())),
  );
  return true;
}

/** Ends the member's freeze today (or drops one still to come), restarting access and billing. */
export async function endMembershipFreeze(
  ctx: AppContext,
  user: UserRow,
  staff?: { staffId: string; reason: string },
): Promise<FreezeOptions> {
  const { before, after } = writeTransaction(ctx.database, () => {
    const day = today(ctx);
    const open = openFreezeOf(ctx.db, user.id, day);
    if (!open) throw refuse(409, { title: 'End Freeze', message: freezeCopy.noneToEnd, code: 'no_freeze' });
    const ended = endFreeze(asFreeze(open), day);
    const nowIso = toIsoInstant(ctx.now());
    const after = updateFreeze(
      ctx.db,
      open.id,
      { resumesOn: ended?.resumesOn ?? open.startsOn, endedAt: nowIso },
      nowIso,
    );
    const c = emailContext(ctx);
    const text = ended
      ? membershipEmails.resumed(user.firstName, day, c)
      : membershipEmails.freezeDropped(user.firstName, asFreeze(open), c);
    enqueueMail(
      ctx.db,
      {
        kind: 'membership_resumed',
        to: user.email,
        userId: user.id,
        ...text,
        dedupeKey: `freeze:${open.id}:ended`,
      },
      nowIso,
    );
    if (staff) {
      logStaffAction(
        ctx.db,
        {
          actorId: staff.staffId,
          action: 'end_freeze',
          targetType: 'user',
          targetId: user.id,
          details: { startsOn: open.startsOn, resumesOn: after?.resumesOn, reason: staff.reason },
        },
        ctx.now(),
      );
    }
    return { before: open, after };
  });
  if (before.pausedAt && user.stripeSubscriptionId) {
    try {
      await ctx.payments.pauseBilling({
        subscriptionId: user.stripeSubscriptionId,
        resumesAt: null,
        idempotencyKey: `freeze:${before.id}:resume:${after?.resumesOn}`,
      });
    } catch (error) {
      ctx.logger.error('freeze: the gateway resume failed', { freezeId: before.id, error: messageOf(error) });
    }
  }
  return freezeOptions(ctx, user);
}

/**
 * The background pass: sets the gateway pauses that became due, and sends the 'ends soon' and
 * 'active again' emails (once each). Returns how many pauses it set.
 */
export async function keepFreezesInStep(ctx: AppContext): Promise<number> {
  const day = today(ctx);
  const terms = ctx.config.membership;
  let paused = 0;
  for (const row of freezesAwaitingPause(ctx.db, addDays(day, terms.freezeStartWithinDays + 1), day)) {
    if (await pauseAtGateway(ctx, row)) paused += 1;
  }
  writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(ctx.now());
    for (const row of freezesEndingAround(ctx, day)) {
      const user = findUserById(ctx.db, row.userId);
      if (!user || user.deletedAt) continue;
      const freeze = asFreeze(row);
      const c = emailContext(ctx);
      const ending = row.resumesOn > day;
      const text = ending
        ? membershipEmails.freezeEnding(user.firstName, freeze, c)
        : membershipEmails.resumed(user.firstName, row.resumesOn, c);
      enqueueMail(
        ctx.db,
        {
          kind: ending ? 'membership_freeze_ending' : 'membership_resumed',
          to: user.email,
          userId: user.id,
          ...text,
          dedupeKey: `freeze:${row.id}:${ending ? 'ending' : 'ended'}`,
        },
        nowIso,
      );
    }
  });
  return paused;
}

/** Freezes that began and resume within the reminder's days, or resumed today by themselves. */
function freezesEndingAround(ctx: AppContext, day: string): FreezeRow[] {
  const terms = ctx.config.membership;
  return freezesResumingBetween(ctx.db, day, addDays(day, terms.freezeReminderDays)).filter(
    (row) => row.startsOn <= day && freezeReminderOn(asFreeze(row), terms) <= day,
  );
}
