/**
 * The kiosk's calls (docs/front-desk.md): which kiosk this tablet is, pairing it, checking a pass in,
 * opening the door with one, and a bay's screen (what it shows, the extension).
 * Its credential is the device cookie the pairing set (HTTP only, kept across restarts), not a
 * member's session, so these are plain calls: a 401 from a check-in means 'pair this tablet', never
 * 'sign in'; asking which kiosk this is answers null until it is paired.
 */
import type {
  BayExtended,
  BayScreenView,
  DoorOpened,
  KioskCheckIn,
  KioskPaired,
  KioskSelf,
} from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

export const whichKiosk = () => getJson<KioskSelf>('/api/kiosk');

export const pairKiosk = (pairingCode: string) =>
  sendJson<KioskPaired>('POST', '/api/kiosk/pair', { pairingCode });

export const checkInAtKiosk = (code: string) =>
  sendJson<KioskCheckIn>('POST', '/api/kiosk/check-in', { code });

/** A door kiosk: the pass opens the door (200 only once the lock answered; 409 says why not; 503 the lock silent). */
export const openDoorAtKiosk = (code: string) => sendJson<DoorOpened>('POST', '/api/kiosk/door', { code });

/** A bay's screen: the booking under way in its bay, the next, the desk's message, the server's clock. */
export const bayScreenView = () => getJson<BayScreenView>('/api/kiosk/bay');

/** A bay's screen: the member's pass code extends their booking by 30 minutes (409 says why not). */
export const extendAtBay = (code: string) => sendJson<BayExtended>('POST', '/api/kiosk/bay/extend', { code });
