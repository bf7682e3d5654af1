/** Passes and kiosks: a member's pass, the desk's kiosks, a kiosk's pairing and check-in (docs/front-desk.md). */
import Joi from 'joi';
import { id, list, nullable, object, oneOf, optional, type Shape, text, withDefault, words } from './shape';
import { KIOSK_ROLES } from './statuses';

/** GET /api/bookings/{id}/pass (the booking's member): the code, the QR's text, when it checks in. */
export const BookingPass = object({
  code: text,
  /** The text the QR code encodes. */
  qr: text,
  /** ISO instants: from PASS_OPENS_MINUTES before the start until the end. */
  opensAt: text,
  closesAt: text,
});
export type BookingPass = Shape<typeof BookingPass>;

/** What a kiosk does, and the bay a bay's screen shows (null for the others). */
const role = oneOf(KIOSK_ROLES);
const kioskBay = nullable(text);

/**
 * POST /api/staff/kiosks: a kiosk named at the desk, with its role (check-in when left out) and, for
 * a bay's screen, its bay (one of the venue's; the server checks it, naming the field).
 */
export const KioskRequest = object({
  name: words(60),
  role: withDefault(role, 'checkin'),
  bay: optional(Joi.string().max(10)),
});
export type KioskRequest = Shape<typeof KioskRequest>;

/** Its answer: the one-time pairing code, shown once, and when it stops working (10 minutes on). */
export const NewKiosk = object({
  id,
  name: text,
  role,
  bay: kioskBay,
  pairingCode: text,
  pairingExpiresAt: text,
});
export type NewKiosk = Shape<typeof NewKiosk>;

/** A kiosk as the desk lists it (GET /api/staff/kiosks; DELETE answers the revoked one). */
export const KioskView = object({
  id,
  name: text,
  role,
  bay: kioskBay,
  /** ISO instants; null: not yet (or never). */
  pairedAt: nullable(text),
  revokedAt: nullable(text),
  pairingExpiresAt: nullable(text),
  createdAt: text,
});
export type KioskView = Shape<typeof KioskView>;
export const KioskList = list(KioskView);

/** POST /api/kiosk/pair: the code the desk showed; sets the device's cookie. GET /api/kiosk: which kiosk this device is (401: none). */
export const KioskPairRequest = object({ pairingCode: Joi.string().max(40).required() });
export const KioskPaired = object({ id, name: text, role, bay: kioskBay });
export type KioskPaired = Shape<typeof KioskPaired>;
/**
 * GET /api/kiosk: which kiosk this tablet is, or null when it is not paired (or was revoked). An
 * answer, not a refusal: a tablet waiting to be paired is the page's normal start.
 */
export const KioskSelf = object({ kiosk: nullable(KioskPaired).required() });
export type KioskSelf = Shape<typeof KioskSelf>;

/** POST /api/kiosk/check-in: what the kiosk was given, typed or scanned (core's passCodeFrom reads it). */
export const KioskCheckInRequest = object({ code: Joi.string().allow('').max(80).required() });
export const KioskCheckIn = object({ bookingId: id, bay: text, firstName: text, endsAt: text });
export type KioskCheckIn = Shape<typeof KioskCheckIn>;
