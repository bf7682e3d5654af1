/**
 * A bay's screen (docs/decisions/059): what a kiosk paired for a bay shows (the booking under way,
 * the next one, the desk's message), and the extension a member confirms there with their pass
 * code. The rule is core's extensionVerdict, fed what the database knows, and the booking's new end
 * is written in the same IMMEDIATE transaction that checked it, so an extension and a web booking of
 * the same 30 minutes make exactly one (the overlap triggers stand behind the check).
 */
import Boom from '@hapi/boom';
import {
  activeTier,
  type BayExtended,
  type BayMessage,
  type BayScreenView,
  bayScreenMessages,
  EXTENSION_MINUTES,
  type ExtensionFacts,
  extensionRefusal,
  extensionVerdict,
  monthOf,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { type BookingRow, findBooking, passesUsed, updateBookingRow } from '../bookings/bookingQueries';
import { type KioskRow, passBookingAt } from '../checkIn/kioskService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { frozenOn, passTier } from '../membership/frozenDays';
import {
  asBayConflict,
  bayBookingsBetween,
  bayIsTaken,
  expireLapsedHolds,
  memberIsBusy,
} from '../occupancy/occupancyService';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import { queueBayEvent } from './bayHook';

const MINUTE = 60_000;
/** How far ahead the screen looks for the next booking. */
const NEXT_WITHIN_MS = 24 * 60 * MINUTE;

/** The desk's message on each bay's screen, per server: memory only (a restart clears the screens). */
const messages = new WeakMap<AppContext, Map<string, string>>();
function bayMessages(ctx: AppContext): Map<string, string> {
  const map = messages.get(ctx) ?? new Map<string, string>();
  messages.set(ctx, map);
  return map;
}

/** What the database knows of the 30 minutes after `booking`'s end, for core's rule. */
function extensionFacts(ctx: AppContext, booking: BookingRow, member: UserRow): ExtensionFacts {
  const month = monthOf(booking.bookingDate);
  const tier = activeTier(member);
  const span = {
    start: booking.endTime,
    end: toIsoInstant(Date.parse(booking.endTime) + EXTENSION_MINUTES * MINUTE),
    excludeId: booking.id,
  };
  return {
    booking,
    tier: tier && passTier(ctx, member.id, tier, month),
    frozen: frozenOn(ctx, member.id, booking.bookingDate) !== null,
    bayTaken: bayIsTaken(ctx.db, booking.bayNumber, span),
    memberBusy: memberIsBusy(ctx.db, member.id, span),
    passesUsedElsewhere: passesUsed(ctx.db, member.id, month, booking.id),
  };
}

/** The bay a kiosk is paired for (a bay's screen always has one: checkKioskPlacement). */
const bayOf = (kiosk: KioskRow) => kiosk.bay ?? '';

/** GET /api/kiosk/bay: the bay's booking under way (with whether it may be extended now), the next one, the message. */
export function bayScreen(ctx: AppContext, kiosk: KioskRow): BayScreenView {
  const now = ctx.now();
  const bay = bayOf(kiosk);
  const nowIso = toIsoInstant(now);
  const rows = bayBookingsBetween(ctx.db, bay, nowIso, toIsoInstant(now + NEXT_WITHIN_MS));
  const current = rows.find((r) => r.booking.startTime <= nowIso);
  const next = rows.find((r) => r.booking.startTime > nowIso);
  let playing: BayScreenView['now'] = null;
  if (current) {
    const member = findUserById(ctx.db, current.booking.userId);
    const verdict =
      member && extensionVerdict(extensionFacts(ctx, current.booking, member), ctx.config.venue, now);
    playing = {
      firstName: current.firstName,
      endsAt: current.booking.endTime,
      canExtend: verdict?.kind === 'extend',
    };
  }
  return {
    bay,
    at: nowIso,
    now: playing,
    next: next ? { startsAt: next.booking.startTime, firstName: next.firstName } : null,
    message: bayMessages(ctx).get(bay) ?? null,
  };
}

/**
 * POST /api/kiosk/bay/extend: the booking whose open pass `given` holds, in this bay and under way,
 * runs EXTENSION_MINUTES longer if core's rule says so now; a 409 with the rule's reason if not.
 * Audited naming the member and the kiosk; the simulator's hook is told in the same transaction.
 */
export function extendAtBay(ctx: AppContext, kiosk: KioskRow, given: string): BayExtended {
  const now = ctx.now();
  const bookingId = passBookingAt(ctx, kiosk, given, now);
  return writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(now);
    expireLapsedHolds(ctx.db, nowIso);
    const booking = findBooking(ctx.db, bookingId);
    const member = booking && findUserById(ctx.db, booking.userId);
    if (!booking || !member) throw Boom.notFound();
    if (booking.bayNumber !== bayOf(kiosk)) {
      throw refusal(bayScreenMessages.refusals.wrongBay, 'wrong_bay');
    }
    const verdict = extensionVerdict(extensionFacts(ctx, booking, member), ctx.config.venue, now);
    if (verdict.kind !== 'extend') throw refusal(extensionRefusal(verdict), verdict.kind);
    const endsAt = toIsoInstant(verdict.endsAt);
    const extended = asBayConflict(() => updateBookingRow(ctx.db, booking.id, { endTime: endsAt }, nowIso));
    logStaffAction(
      ctx.db,
      {
        actorId: null,
        action: 'booking_extend',
        targetType: 'booking',
        targetId: booking.id,
        details: {
          kioskId: kiosk.id,
          kioskName: kiosk.name,
          memberId: member.id,
          memberName: `${member.firstName} ${member.lastName}`.trim(),
          endTime: { from: booking.endTime, to: endsAt },
        },
      },
      now,
    );
    queueBayEvent(ctx, 'extend', extended, now);
    return { bookingId: booking.id, firstName: member.firstName, endsAt };
  });
}

function refusal(notice: { title: string; message: string }, reason: string): Boom.Boom {
  const error = refuse(409, { ...notice, code: 'extend_refused' });
  Object.assign(error.output.payload, { reason });
  return error;
}

/** PUT /api/staff/bays/{bay}/message: staff show a message on a bay's screen ('' clears it), audited. */
export function setBayMessage(ctx: AppContext, actor: UserRow, bay: string, message: string): BayMessage {
  if (!ctx.config.venue.bays.includes(bay)) throw Boom.notFound('Bay not found');
  const kept = message === '' ? null : message;
  writeTransaction(ctx.database, () =>
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'bay_message',
        targetType: 'bay',
        targetId: bay,
        details: { bay, message: kept },
      },
      ctx.now(),
    ),
  );
  if (kept === null) bayMessages(ctx).delete(bay);
  else bayMessages(ctx).set(bay, kept);
  return { bay, message: kept };
}
