/** Passes and kiosks: a member's pass, the desk's kiosks, a kiosk's pairing and check-in (docs/front-desk.md). */
import { object, type Shape, text } from './shape';

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
