/**
 * The kiosks by the door (docs/decisions/053): named and revoked at the desk, paired once with a
 * 10-minute code, then known by a device token kept in an HTTP-only cookie (its SHA-256 alone at
 * rest). A paired kiosk checks a member in with their pass's code, in one transaction that reads
 * the booking again; wrong codes are limited per kiosk (10 a minute) and the limit is audited.
 */
import { randomInt } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  checkInMessages,
  checkKioskPlacement,
  doorMessages,
  formatWallTime,
  instantToWall,
  type KioskCheckIn,
  type KioskPaired,
  type KioskRequest,
  type KioskRole,
  type KioskView,
  type NewKiosk,
  type PassVerdict,
  passCodeFrom,
  passVerdict,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import { findBooking, updateBookingRow } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { invalidFields, refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import {
  allKiosks,
  findKiosk,
  insertKiosk,
  type KioskRow,
  kioskAwaitingPairing,
  kioskOfTokenHash,
  updateKiosk,
} from './kioskStore';
import { bookingOfOpenPass } from './passStore';

const R = checkInMessages.refusals;
/** The device cookie of a paired kiosk (HTTP only, path /api/kiosk): every kiosk route reads it. */
export const KIOSK_COOKIE = 'lounge_kiosk';
const MINUTE = 60_000;
/** A pairing code works once, for this long. */
const PAIRING_MS = 10 * MINUTE;
/** Wrong codes a kiosk may send in a minute; past them every try is refused until the minute passes. */
const KIOSK_WRONG_CODES_PER_MINUTE = 10;

const pairingCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');
const digitsOf = (text: string) => text.replace(/\D/g, '');

function kioskView(row: KioskRow): KioskView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bay: row.bay,
    pairedAt: row.pairedAt,
    revokedAt: row.revokedAt,
    pairingExpiresAt: row.pairedAt || row.revokedAt ? null : row.pairingExpiresAt,
    createdAt: row.createdAt,
  };
}

/** What a tablet is told of itself (GET /api/kiosk, the pairing's answer): enough to show its screen. */
export function pairedView(row: KioskRow): KioskPaired {
  return { id: row.id, name: row.name, role: row.role, bay: row.bay };
}

export function listKiosks(ctx: AppContext): KioskView[] {
  return allKiosks(ctx.db).map(kioskView);
}

export function createKiosk(ctx: AppContext, actor: UserRow, request: KioskRequest): NewKiosk {
  const placement = checkKioskPlacement(ctx.config.venue.bays, request);
  if (!placement.ok) throw invalidFields(placement.errors);
  const { role, bay } = placement.value;
  const { name } = request;
  const now = ctx.now();
  const code = pairingCode();
  const row = writeTransaction(ctx.database, () => {
    const made = insertKiosk(
      ctx.db,
      {
        name,
        role,
        bay,
        pairingCodeHash: hashSecret(code),
        pairingExpiresAt: toIsoInstant(now + PAIRING_MS),
        createdBy: actor.id,
      },
      toIsoInstant(now),
    );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'kiosk_add',
        targetType: 'kiosk',
        targetId: made.id,
        details: { name, role, bay },
      },
      now,
    );
    return made;
  });
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bay: row.bay,
    pairingCode: code,
    pairingExpiresAt: toIsoInstant(now + PAIRING_MS),
  };
}

export function revokeKiosk(ctx: AppContext, actor: UserRow, id: string): KioskView {
  return writeTransaction(ctx.database, () => {
    const kiosk = findKiosk(ctx.db, id);
    if (!kiosk) throw refuse(404, R.unknownKiosk);
    if (kiosk.revokedAt) return kioskView(kiosk);
    const now = ctx.now();
    const revoked = updateKiosk(ctx.db, id, { revokedAt: toIsoInstant(now), pairingCodeHash: null }) ?? kiosk;
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'kiosk_revoke',
        targetType: 'kiosk',
        targetId: id,
        details: { name: kiosk.name },
      },
      now,
    );
    return kioskView(revoked);
  });
}

/** Pairs the kiosk whose code this is (once, within its 10 minutes); returns it and its new device token. */
export function pairKiosk(ctx: AppContext, given: string): { kiosk: KioskRow; token: string } {
  return writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(ctx.now());
    const kiosk = kioskAwaitingPairing(ctx.db, hashSecret(digitsOf(given)), nowIso);
    if (!kiosk) throw refuse(401, { ...R.pairingFailed, code: 'pairing_failed', field: 'pairingCode' });
    const token = newSecretToken();
    const paired = updateKiosk(ctx.db, kiosk.id, {
      tokenHash: hashSecret(token),
      pairedAt: nowIso,
      pairingCodeHash: null,
      pairingExpiresAt: null,
    });
    return { kiosk: paired ?? kiosk, token };
  });
}

/** The paired kiosk a device's cookie names, if any. */
export function pairedKiosk(ctx: AppContext, token: unknown): KioskRow | undefined {
  return typeof token === 'string' && token !== '' ? kioskOfTokenHash(ctx.db, hashSecret(token)) : undefined;
}

/**
 * The paired kiosk a device's token names, which must have `role`: a 401 without one (never paired,
 * or revoked), a 403 for a kiosk paired for something else (a bay's screen cannot open the door).
 */
export function kioskOfToken(ctx: AppContext, token: unknown, role: KioskRole): KioskRow {
  const kiosk = pairedKiosk(ctx, token);
  if (!kiosk) throw refuse(401, { ...R.notPaired, code: 'kiosk_not_paired' });
  if (kiosk.role !== role) throw refuse(403, { ...doorMessages.refusals.wrongKiosk, code: 'wrong_kiosk' });
  return kiosk;
}

/** Each kiosk's wrong codes of the last minute, per server (a restart forgets them, as a minute would). */
const wrongCodes = new WeakMap<AppContext, Map<string, number[]>>();

function recentWrongCodes(ctx: AppContext, kioskId: string, now: number): number[] {
  const byKiosk = wrongCodes.get(ctx) ?? new Map<string, number[]>();
  wrongCodes.set(ctx, byKiosk);
  const recent = (byKiosk.get(kioskId) ?? []).filter((at) => at > now - MINUTE);
  byKiosk.set(kioskId, recent);
  return recent;
}

/** A code that matched no open pass, counted against the kiosk's minute (the door's too). */
function wrongCode(ctx: AppContext, kiosk: KioskRow, now: number): Boom.Boom {
  const recent = recentWrongCodes(ctx, kiosk.id, now);
  recent.push(now);
  if (recent.length === KIOSK_WRONG_CODES_PER_MINUTE) {
    writeTransaction(ctx.database, () =>
      logStaffAction(
        ctx.db,
        {
          actorId: null,
          action: 'kiosk_limit',
          targetType: 'kiosk',
          targetId: kiosk.id,
          details: { kioskId: kiosk.id, kioskName: kiosk.name, wrongCodes: recent.length },
        },
        now,
      ),
    );
  }
  return refuse(404, { ...R.unknown, code: 'unknown_pass', field: 'code' });
}

const wall = (ctx: AppContext, at: number) =>
  formatWallTime(instantToWall(at, ctx.config.venue.timeZone).time);

/** A verdict other than a check-in, as the kiosk's refusal in core's words. */
function refusalOf(
  ctx: AppContext,
  verdict: Exclude<PassVerdict, { kind: 'check_in' | 'checked_in' }>,
): Boom.Boom {
  switch (verdict.kind) {
    case 'too_early': {
      const error = refuse(409, { ...R.tooEarly(wall(ctx, verdict.opensAt)), code: 'pass_not_open' });
      Object.assign(error.output.payload, { opensAt: toIsoInstant(verdict.opensAt) });
      return error;
    }
    case 'released':
      return refuse(409, { ...R.released(wall(ctx, verdict.releasedAt)), code: 'pass_released' });
    case 'ended':
      return refuse(409, { ...R.ended(wall(ctx, verdict.endedAt)), code: 'pass_ended' });
    case 'no_show':
      return refuse(409, { ...R.noShow, code: 'pass_no_show' });
    case 'not_confirmed':
      return refuse(409, { ...R.notConfirmed, code: 'pass_not_confirmed' });
    default:
      return refuse(409, { ...R.cancelled, code: 'pass_cancelled' });
  }
}

/** Checks a booking in at `kiosk`, audited naming it; inside the caller's transaction. */
export function markCheckedInAt(ctx: AppContext, kiosk: KioskRow, bookingId: string, now: number): void {
  updateBookingRow(
    ctx.db,
    bookingId,
    { status: 'checked_in', checkedInKioskId: kiosk.id },
    toIsoInstant(now),
  );
  logStaffAction(
    ctx.db,
    {
      actorId: null,
      action: 'check-in',
      targetType: 'booking',
      targetId: bookingId,
      details: { kioskId: kiosk.id, kioskName: kiosk.name },
    },
    now,
  );
}

/**
 * The booking whose open pass `given` holds, as a kiosk reads it: 429 once the kiosk's wrong codes
 * of the minute are used up, 404 (counted) for a code that matches no open pass.
 */
export function passBookingAt(ctx: AppContext, kiosk: KioskRow, given: string, now: number): string {
  if (recentWrongCodes(ctx, kiosk.id, now).length >= KIOSK_WRONG_CODES_PER_MINUTE) {
    throw refuse(429, R.tooMany);
  }
  const code = passCodeFrom(given);
  const found = code ? bookingOfOpenPass(ctx.db, code) : undefined;
  if (!found) throw wrongCode(ctx, kiosk, now);
  return found;
}

/**
 * POST /api/kiosk/check-in: the booking whose open pass has this code checked in at `kiosk`, inside
 * its window; asked again, answered unchanged. The audit trail names the kiosk.
 */
export function kioskCheckIn(ctx: AppContext, kiosk: KioskRow, given: string): KioskCheckIn {
  const now = ctx.now();
  const found = passBookingAt(ctx, kiosk, given, now);
  return writeTransaction(ctx.database, () => {
    const booking = findBooking(ctx.db, found);
    if (!booking) throw wrongCode(ctx, kiosk, now);
    const verdict = passVerdict(booking, now, ctx.config.desk.passOpensMinutes);
    if (verdict.kind !== 'check_in' && verdict.kind !== 'checked_in') throw refusalOf(ctx, verdict);
    if (verdict.kind === 'check_in') markCheckedInAt(ctx, kiosk, booking.id, now);
    const member = findUserById(ctx.db, booking.userId);
    if (!member) throw Boom.notFound();
    return {
      bookingId: booking.id,
      bay: booking.bayNumber,
      firstName: member.firstName,
      endsAt: booking.endTime,
    };
  });
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { allKiosks, type KioskRow } from './kioskStore';
