/**
 * The door (docs/decisions/056): a member's pass opens it at the door kiosk, staff open it from the
 * desk, and admins read the day's keypad PIN. The rule is core's doorVerdict; the controller is asked
 * first, and only once it said the door is open is anything written: the opening's audit (naming the
 * member and the booking) and, for a booking not yet checked in, its check-in at the door's kiosk,
 * in one transaction. A controller that does not answer writes nothing and answers 503.
 */
import { createHmac } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  activeTier,
  addDays,
  type DoorOpened,
  type DoorPins,
  type DoorStatus,
  doorMessages,
  doorRefusal,
  doorVerdict,
  formatWallTime,
  instantToWall,
  passVerdict,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { findBooking } from '../bookings/bookingQueries';
import { type KioskRow, markCheckedInAt, passBookingAt } from '../checkIn/kioskService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { frozenOn } from '../membership/frozenDays';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import { askDoor, doorController, doorHeard } from './doorState';

const R = doorMessages.refusals;

/** Asks the controller to open the door; a 503 naming why when there is none or it did not answer. */
async function openTheDoor(ctx: AppContext): Promise<void> {
  if (!doorController(ctx)) throw refuse(503, { ...R.noDoor, code: 'no_door' });
  try {
    await askDoor(ctx, (controller) => controller.open(ctx.config.door.openSeconds));
  } catch {
    throw refuse(503, { ...R.unanswered, code: 'door_unanswered' });
  }
}

/** POST /api/kiosk/door: the pass `given` opens the door if core's rule says so now. */
export async function openDoorWithPass(ctx: AppContext, kiosk: KioskRow, given: string): Promise<DoorOpened> {
  const now = ctx.now();
  const bookingId = passBookingAt(ctx, kiosk, given, now);
  const booking = findBooking(ctx.db, bookingId);
  const member = booking && findUserById(ctx.db, booking.userId);
  if (!booking || !member) throw Boom.notFound();
  const { door, venue } = ctx.config;
  const verdict = doorVerdict(
    booking,
    {
      tier: activeTier(member)?.type ?? null,
      frozen: frozenOn(ctx, member.id, booking.bookingDate) !== null,
    },
    door.tiers,
    now,
    door.opensMinutes,
  );
  if (verdict.kind !== 'open') {
    const wall = (at: number) => formatWallTime(instantToWall(at, venue.timeZone).time);
    const error = refuse(409, { ...doorRefusal(verdict, wall), code: 'door_refused' });
    Object.assign(error.output.payload, { reason: verdict.kind });
    throw error;
  }
  await openTheDoor(ctx);
  writeTransaction(ctx.database, () => {
    const opened = ctx.now();
    // Read again: a check-in elsewhere while the relay answered is kept, not made twice.
    const current = findBooking(ctx.db, booking.id) ?? booking;
    if (passVerdict(current, opened, ctx.config.desk.passOpensMinutes).kind === 'check_in') {
      markCheckedInAt(ctx, kiosk, current.id, opened);
    }
    logStaffAction(
      ctx.db,
      {
        actorId: null,
        action: 'door_open',
        targetType: 'booking',
        targetId: current.id,
        details: {
          kioskId: kiosk.id,
          kioskName: kiosk.name,
          memberId: member.id,
          memberName: `${member.firstName} ${member.lastName}`.trim(),
        },
      },
      opened,
    );
  });
  return { opened: true, firstName: member.firstName };
}

/** POST /api/staff/door/open: staff open the door from the desk, audited with their name. */
export async function openDoorByStaff(ctx: AppContext, actor: UserRow): Promise<DoorStatus> {
  await openTheDoor(ctx);
  writeTransaction(ctx.database, () =>
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action: 'door_open_staff', targetType: 'door', targetId: 'door' },
      ctx.now(),
    ),
  );
  return doorStatus(ctx);
}

export function doorStatus(ctx: AppContext): DoorStatus {
  return { controller: ctx.config.door.controller, ...doorHeard(ctx) };
}

/**
 * A venue day's keypad PIN: six digits of HMAC-SHA256(DOOR_SECRET, 'door-pin:' + date), so a keypad
 * or a person given the secret can work out the same PIN with the box down (docs/on-premise.md).
 */
function doorPin(secret: string, date: string): string {
  const mac = createHmac('sha256', secret).update(`door-pin:${date}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** GET /api/admin/door/pins: today's and tomorrow's PINs at the venue, none without DOOR_SECRET. */
export function doorPins(ctx: AppContext): DoorPins {
  const { secret } = ctx.config.door;
  if (!secret) return { pins: null };
  const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
  return { pins: [today, addDays(today, 1)].map((date) => ({ date, pin: doorPin(secret, date) })) };
}
