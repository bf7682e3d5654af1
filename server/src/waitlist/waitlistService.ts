/**
 * The waitlist: joining a taken time, offering it to the first in line when it frees up (a held
 * booking keeps the bay for them for 15 minutes of opening hours: core's offerHoldEnds), claiming
 * it, passing it on when unclaimed, and leaving. Every step is one IMMEDIATE transaction; the held booking is an ordinary `held` row, so
 * the overlap triggers and every booking check see it, and nobody else can take the bay meanwhile.
 */
import Boom from '@hapi/boom';
import {
  activeTier,
  type BookingInput,
  baysForTier,
  blockMessages,
  bookingMessages,
  inOfferOrder,
  monthOf,
  offerHoldEnds,
  quoteGuestFee,
  rangesCompete,
  toIsoInstant,
  validateNewBooking,
  validateWaitlistJoin,
  WAITLIST_MAX_ACTIVE,
  type WaitlistClaimResponse,
  type WaitlistEntryView,
  type WaitlistJoinResponse,
  waitlistEmails,
  waitlistMessages,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { queueBookingMail } from '../bookings/bookingMail';
import {
  type BookingRow,
  expireHeldBooking,
  findBooking,
  insertBooking,
  passesUsed,
  setPasses,
  upcomingCount,
  updateBookingRow,
} from '../bookings/bookingQueries';
import {
  guestFeeRefusal,
  planNewBooking,
  ruleRefusal,
  writePlannedBooking,
} from '../bookings/bookingService';
import { bookingView } from '../bookings/bookingView';
import { HOLD_GRACE_MS, HOLD_MS, openCheckoutForHold } from '../bookings/guestCheckout';
import { chargedFor } from '../bookings/paidGuests';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { assertNotFrozen, frozenOn, passTier } from '../membership/frozenDays';
import { bayIsBlocked, bayIsTaken, expireLapsedHolds, memberIsBusy } from '../occupancy/occupancyService';
import type { UserRow } from '../users/userService';
import { findUserById } from '../users/userService';
import { reopenClaimedOffer } from './reopenOffer';
import {
  activeEntriesOf,
  activeLine,
  findEntry,
  insertEntry,
  lapsedOffers,
  setEntry,
  type WaitlistRow,
  waitingInLine,
} from './waitlistStore';
import { memberOf, waitlistView } from './waitlistViews';

/** What joining did: an entry in the line, or (any bay, one free) a booking in the free bay. */
type JoinOutcome = { entry: WaitlistRow } | { booking: BookingRow };

/**
 * POST /api/waitlist as the booking form sends it: the member's place in the line, or the booking
 * made instead in the bay that was free (with the words that say so).
 */
export function joinWaitlist(
  ctx: AppContext,
  userId: string,
  form: BookingInput | null,
): WaitlistJoinResponse {
  const joined = joinLine(ctx, userId, form ?? {});
  if ('entry' in joined) return waitlistView(ctx, joined.entry);
  const { id, bayNumber } = joined.booking;
  return { bookedInstead: true, bookingId: id, bayNumber, ...waitlistMessages.bookedInstead(bayNumber) };
}

/**
 * POST /api/waitlist: wait for a taken time (this bay, or any bay). 'Any bay' while a bay is free
 * books the first free bay instead, with every rule of a booking (a guest fee owed is the same 402
 * as on the booking page, naming the bay, so the screen can send the member to pay for it).
 */
function joinLine(ctx: AppContext, userId: string, input: BookingInput): JoinOutcome {
  return writeTransaction(ctx.database, () => {
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    expireLapsedHolds(ctx.db, nowIso);
    const user = findUserById(ctx.db, userId);
    if (!user) throw Boom.unauthorized();
    const check = validateWaitlistJoin(input, {
      venue: ctx.config.venue,
      now,
      user,
      upcomingCount: upcomingCount(ctx.db, userId, nowIso),
    });
    if (!check.ok) throw ruleRefusal(check);
    const { booking, anyBay } = check;
    assertNotFrozen(ctx, userId, booking.bookingDate);
    const span = { start: toIsoInstant(booking.start), end: toIsoInstant(booking.end) };
    const wanted = { bayNumber: anyBay ? null : booking.bayNumber, startTime: span.start, endTime: span.end };

    if (memberIsBusy(ctx.db, userId, span))
      throw refuse(409, { ...bookingMessages.memberDoubleBooked, code: 'member_busy', field: 'startTime' });
    const bays = anyBay ? baysForTier(ctx.config.venue, booking.tier.type) : [booking.bayNumber];
    const freeBay = bays.find((bay) => !bayIsTaken(ctx.db, bay, span));
    // A bay closed (a block, a competition's round) does not open for the line: nothing to wait for.
    if (bays.every((bay) => bayIsBlocked(ctx.db, bay, span)))
      throw refuse(409, { ...blockMessages.bayClosed, code: 'bay_blocked', field: 'bayNumber' });
    if (freeBay !== undefined && anyBay)
      return { booking: bookFreeBay(ctx, userId, { ...input, bayNumber: freeBay }) };
    const active = activeEntriesOf(ctx.db, userId);
    if (active.some((entry) => rangesCompete(entry, { ...wanted, bayNumber: null })))
      throw refuse(409, { ...waitlistMessages.alreadyWaiting, code: 'already_waiting' });
    if (active.length >= WAITLIST_MAX_ACTIVE)
      throw refuse(409, { ...waitlistMessages.waitlistFull(WAITLIST_MAX_ACTIVE), code: 'waitlist_full' });
    if (freeBay !== undefined) throw refuse(409, { ...waitlistMessages.slotFree, code: 'slot_free' });

    const entry = insertEntry(
      ctx.db,
      {
        userId,
        bookingDate: booking.bookingDate,
        startTime: span.start,
        endTime: span.end,
        bayNumber: wanted.bayNumber,
        guestCount: booking.players,
        notes: booking.notes,
        status: 'waiting',
      },
      nowIso,
    );
    return { entry };
  });
}

/** 'Any bay' with a bay free: the booking the member would make on the booking page, in that bay. */
function bookFreeBay(ctx: AppContext, userId: string, input: BookingInput): BookingRow {
  const plan = planNewBooking(ctx, userId, input);
  if (plan.quote.feeCents > 0) {
    const error = guestFeeRefusal(plan.quote.feeCents, plan.quote.paidGuests);
    Object.assign(error.output.payload, { bayNumber: plan.booking.bayNumber });
    throw error;
  }
  return writePlannedBooking(ctx, userId, plan);
}

/** The booking an entry would become on `bay`, in the shape core's rules read. */
function entryInput(entry: WaitlistRow, bay: string): BookingInput {
  return {
    bookingDate: entry.bookingDate,
    startTime: entry.startTime,
    endTime: entry.endTime,
    bayNumber: bay,
    guestCount: String(entry.guestCount),
    notes: entry.notes,
  };
}

/** Lets go of an entry's held bay (a lapsed or left offer). */
function releaseEntryHold(ctx: AppContext, entry: WaitlistRow, nowIso: string): void {
  if (!entry.holdBookingId) return;
  expireHeldBooking(ctx.db, entry.holdBookingId, nowIso);
}

/** The first free bay an entry can be offered (one the member's tier may book), or null. */
function freeBayFor(ctx: AppContext, entry: WaitlistRow, user: UserRow): string | null {
  const span = { start: entry.startTime, end: entry.endTime };
  const tier = activeTier(user);
  if (!tier || memberIsBusy(ctx.db, entry.userId, span)) return null;
  const bays = entry.bayNumber ? [entry.bayNumber] : baysForTier(ctx.config.venue, tier.type);
  return bays.find((bay) => !bayIsTaken(ctx.db, bay, span)) ?? null;
}

function offer(ctx: AppContext, entry: WaitlistRow, user: UserRow, bay: string, now: number): void {
  const nowIso = toIsoInstant(now);
  const holdUntil = toIsoInstant(offerHoldEnds(now, ctx.config.venue, Date.parse(entry.startTime)));
  const hold = insertBooking(
    ctx.db,
    {
      userId: entry.userId,
      bayNumber: bay,
      bookingDate: entry.bookingDate,
      startTime: entry.startTime,
      endTime: entry.endTime,
      guestCount: entry.guestCount,
      status: 'held',
      holdExpiresAt: holdUntil,
      notes: entry.notes,
    },
    nowIso,
  );
  setEntry(
    ctx.db,
    entry.id,
    { status: 'offered', offerExpiresAt: holdUntil, holdBookingId: hold.id },
    nowIso,
  );
  enqueueMail(
    ctx.db,
    {
      kind: 'waitlist_offer',
      to: user.email,
      userId: user.id,
      ...waitlistEmails.offer(user.firstName, hold, holdUntil, emailContext(ctx)),
      dedupeKey: `waitlist-offer:${entry.id}:${hold.id}`,
    },
    nowIso,
  );
}

/**
 * Moves the line on: offers that ran out pass on, entries whose time has come expire, and each
 * freed slot goes to the first waiting member who can take it. Run after anything that frees a bay
 * and on every background pass. Returns the number of new offers.
 */
export function moveWaitlistOn(ctx: AppContext): number {
  // Nobody in line (most passes): nothing to do, and no need for the write lock.
  if (activeLine(ctx.db).length === 0) return 0;
  return writeTransaction(ctx.database, () => {
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    for (const entry of lapsedOffers(ctx.db, nowIso)) {
      releaseEntryHold(ctx, entry, nowIso);
      setEntry(ctx.db, entry.id, { status: 'lapsed' }, nowIso);
    }
    expireLapsedHolds(ctx.db, nowIso);
    let offered = 0;
    // VIP members first (their 'priority reservations'), then the order of joining.
    for (const entry of inOfferOrder(waitingInLine(ctx.db), memberOf)) {
      if (entry.startTime <= nowIso) {
        setEntry(ctx.db, entry.id, { status: 'expired' }, nowIso);
        continue;
      }
      // A frozen member keeps their place but is offered nothing on their frozen days.
      if (frozenOn(ctx, entry.userId, entry.bookingDate)) continue;
      const user = findUserById(ctx.db, entry.userId);
      const bay = user && freeBayFor(ctx, entry, user);
      if (!user || !bay) continue;
      // Offered only what they could book right now; otherwise they keep their place for later.
      const check = validateNewBooking(entryInput(entry, bay), {
        venue: ctx.config.venue,
        now,
        user,
        upcomingCount: upcomingCount(ctx.db, entry.userId, nowIso),
      });
      if (!check.ok) continue;
      offer(ctx, entry, user, bay, now);
      offered += 1;
    }
    return offered;
  });
}

/** Moves the line on after a request freed a bay; a failure is logged, never the request's. */
export function nudgeWaitlist(ctx: AppContext): void {
  try {
    moveWaitlistOn(ctx);
  } catch (error) {
    ctx.logger.error('waitlist could not move on', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function ownEntry(ctx: AppContext, userId: string, id: string): WaitlistRow {
  const entry = findEntry(ctx.db, id);
  if (!entry || entry.userId !== userId) throw Boom.notFound('Waitlist entry not found');
  return entry;
}

/**
 * POST /api/waitlist/{id}/claim: the held bay becomes the member's booking, under the rules of a
 * new booking (checked again: a lot may change in 15 minutes). Guests owed a fee go through the
 * guest checkout, the hold becoming the checkout's.
 */
export async function claimOffer(ctx: AppContext, user: UserRow, id: string): Promise<WaitlistClaimResponse> {
  const step = writeTransaction(ctx.database, () => {
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const entry = ownEntry(ctx, user.id, id);
    const hold = entry.holdBookingId ? findBooking(ctx.db, entry.holdBookingId) : undefined;
    // The lounge took the held time back (0029's trigger put the entry back to waiting): say so.
    if (hold?.status === 'cancelled' && (entry.status === 'waiting' || entry.status === 'offered'))
      throw refuse(410, { ...waitlistMessages.offerWithdrawn(hold.cancelReason), code: 'offer_ended' });
    if (entry.status === 'lapsed' || (entry.status === 'offered' && (entry.offerExpiresAt ?? '') <= nowIso))
      throw refuse(410, { ...waitlistMessages.offerEnded, code: 'offer_ended' });
    if (entry.status !== 'offered' || !hold)
      throw refuse(409, { ...waitlistMessages.notWaiting, code: 'not_waiting' });
    if (hold.status !== 'held') throw refuse(410, { ...waitlistMessages.offerEnded, code: 'offer_ended' });

    const member = findUserById(ctx.db, user.id) ?? user;
    const check = validateNewBooking(entryInput(entry, hold.bayNumber), {
      venue: ctx.config.venue,
      now,
      user: member,
      // The hold itself is one of the member's live holds; it is the booking being made.
      upcomingCount: upcomingCount(ctx.db, user.id, nowIso) - 1,
    });
    if (!check.ok) throw ruleRefusal(check);
    const month = monthOf(hold.bookingDate);
    const quote = quoteGuestFee(
      passTier(ctx, user.id, check.booking.tier, month),
      check.booking.guests,
      passesUsed(ctx.db, user.id, month),
    );
    setPasses(ctx.db, hold, quote.passGuests, month, nowIso);
    setEntry(ctx.db, entry.id, { status: 'claimed' }, nowIso);
    if (quote.feeCents > 0) {
      // The hold is the checkout's from here: as long as a guest-fee checkout's.
      const held = updateBookingRow(
        ctx.db,
        hold.id,
        { ...chargedFor(quote), holdExpiresAt: toIsoInstant(now + HOLD_MS + HOLD_GRACE_MS) },
        nowIso,
      );
      return { paid: false as const, hold: held, quote };
    }
    const confirmed = updateBookingRow(ctx.db, hold.id, { status: 'confirmed', holdExpiresAt: null }, nowIso);
    queueBookingMail(ctx, 'confirmed', confirmed, nowIso);
    return { paid: true as const, booking: confirmed };
  });
  if (step.paid) return { message: waitlistMessages.claimed.message, booking: bookingView(step.booking) };

  const { hold, quote } = step;
  return openCheckoutForHold(ctx, user, hold, quote, siteUrl(ctx.config), hold.guestCount - 1, () => {
    // No checkout: the offer stands as it was, for the rest of its 15 minutes.
    writeTransaction(ctx.database, () => reopenClaimedOffer(ctx.db, hold, ctx.now()));
  });
}

/** PATCH /api/waitlist/{id}/leave: the entry, now 'left'. */
export function leaveWaitlistAnswer(ctx: AppContext, userId: string, id: string): WaitlistEntryView {
  return waitlistView(ctx, leaveWaitlist(ctx, userId, id));
}

/** Out of the line; a held bay goes to the next in line. */
export function leaveWaitlist(ctx: AppContext, userId: string, id: string): WaitlistRow {
  const left = writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(ctx.now());
    const entry = ownEntry(ctx, userId, id);
    if (entry.status !== 'waiting' && entry.status !== 'offered')
      throw refuse(409, { ...waitlistMessages.notWaiting, code: 'not_waiting' });
    releaseEntryHold(ctx, entry, nowIso);
    return setEntry(ctx.db, entry.id, { status: 'left' }, nowIso);
  });
  nudgeWaitlist(ctx);
  return left;
}

export { activeEntriesOf } from './waitlistStore';
