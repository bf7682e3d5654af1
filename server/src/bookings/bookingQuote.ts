/**
 * What a new booking would cost and whether it would be made (POST /api/bookings/quote), worked out
 * by the very checks that then book it (planNewBooking), so the fee quoted is the fee charged. A
 * refusal is an answer here, not an error: the screens show it beside the form. Staff asking for a
 * member also learn which tier limits the booking goes past, and read refusals in staff's words.
 */
import Boom from '@hapi/boom';
import {
  activeTier,
  type BookingInput,
  type BookingQuote,
  deskRefusalWords,
  type GuestFeeQuote,
  type GuestQuoteView,
  guestPassesLeft,
  isIsoDate,
  type LiftedLimit,
  limitsPastTier,
  monthOf,
  parsePlayers,
  type QuoteRefusal,
  quoteGuestFee,
  type TierRules,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refusalWords } from '../http/errors';
import { passTier } from '../membership/frozenDays';
import { findUserById, type UserRow } from '../users/userService';
import { planNewBooking } from './bookingService';
import { passesUsed, upcomingCount } from './bookingStore';

function guestView(tier: TierRules, quote: GuestFeeQuote, usedBefore: number): GuestQuoteView {
  return {
    ...quote,
    passesLeft:
      tier.freeGuestPassesPerMonth > 0 ? guestPassesLeft(tier, usedBefore + quote.passGuests) : null,
  };
}

/** The guests' figures on their own, for a booking some other rule refuses. */
function guestsAlone(ctx: AppContext, member: UserRow, input: BookingInput): GuestQuoteView | null {
  const tier = activeTier(member);
  const players = parsePlayers(input.guestCount);
  if (!tier || !isIsoDate(input.bookingDate) || players === null || players < 1) return null;
  const month = monthOf(input.bookingDate);
  const used = passesUsed(ctx.db, member.id, month);
  const monthTier = passTier(ctx, member.id, tier, month);
  return guestView(monthTier, quoteGuestFee(monthTier, players - 1, used), used);
}

const fullName = (member: UserRow) => `${member.firstName} ${member.lastName}`;

/** The member's tier limits the booking goes past, as of now (what the desk's override lifts). */
function liftedLimits(ctx: AppContext, member: UserRow, input: BookingInput): LiftedLimit[] {
  const now = ctx.now();
  return limitsPastTier(
    input,
    {
      venue: ctx.config.venue,
      now,
      user: member,
      upcomingCount: upcomingCount(ctx.db, member.id, toIsoInstant(now)),
    },
    fullName(member),
  );
}

function refusalOf(error: unknown): QuoteRefusal {
  if (!Boom.isBoom(error) || error.output.statusCode >= 500) throw error;
  const { title, ...words } = refusalWords(error);
  return { status: error.output.statusCode, title: title ?? error.output.payload.error, ...words };
}

export function quoteNewBooking(
  ctx: AppContext,
  member: UserRow,
  input: BookingInput,
  desk: { override: boolean; walkIn?: boolean } | null,
): BookingQuote {
  // A write transaction because the plan first lets lapsed holds go, as the booking itself does.
  return writeTransaction(ctx.database, () => {
    let guests: GuestQuoteView | null;
    let refusal: QuoteRefusal | null = null;
    try {
      const plan = planNewBooking(ctx, member.id, input, {
        staffOverride: desk?.override === true,
        walkIn: desk?.walkIn === true,
      });
      const used = passesUsed(ctx.db, member.id, plan.month);
      guests = guestView(passTier(ctx, member.id, plan.booking.tier, plan.month), plan.quote, used);
    } catch (error) {
      refusal = refusalOf(error);
      guests = guestsAlone(ctx, member, input);
    }
    if (!desk) return { guests, refusal, overrideLifts: [] };
    const overrideLifts = liftedLimits(ctx, member, input);
    return {
      guests,
      refusal: refusal && { ...refusal, ...deskRefusalWords(refusal, fullName(member), overrideLifts) },
      overrideLifts,
    };
  });
}

/** A refusal of a desk booking (a Boom from planNewBooking) with its message in staff's words. */
export function inDeskWords(ctx: AppContext, member: UserRow, input: BookingInput, error: unknown): unknown {
  if (!Boom.isBoom(error) || error.output.statusCode >= 500) return error;
  const { code, title, message } = refusalWords(error);
  const words = deskRefusalWords(
    { code, title: title ?? '', message },
    fullName(member),
    liftedLimits(ctx, member, input),
  );
  error.output.payload.message = words.message;
  return error;
}

/** Staff asking for a member (or for themselves, to override): 404 for an id that names no account. */
export function quoteForMember(
  ctx: AppContext,
  memberId: string,
  input: BookingInput,
  desk: { override: boolean; walkIn?: boolean },
): BookingQuote {
  const member = findUserById(ctx.db, memberId);
  if (!member) throw Boom.notFound('Member not found');
  return quoteNewBooking(ctx, member, input, desk);
}
