/**
 * The kiosk's calls (docs/front-desk.md): which kiosk this tablet is, pairing it, checking a pass in
 * or opening the door with one.
 * Its credential is the device cookie the pairing set (HTTP only, kept across restarts), not a
 * member's session, so these are plain calls: a 401 from a check-in means 'pair this tablet', never
 * 'sign in'; asking which kiosk this is answers null until it is paired.
 */
import type { DoorOpened, KioskCheckIn, KioskPaired, KioskSelf } from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

export const whichKiosk = () => getJson<KioskSelf>('/api/kiosk');

export const pairKiosk = (pairingCode: string) =>
  sendJson<KioskPaired>('POST', '/api/kiosk/pair', { pairingCode });

export const checkInAtKiosk = (code: string) =>
  sendJson<KioskCheckIn>('POST', '/api/kiosk/check-in', { code });

/** A door kiosk: the pass opens the door (200 only once the lock answered; 409 says why not; 503 the lock silent). */
export const openDoorAtKiosk = (code: string) => sendJson<DoorOpened>('POST', '/api/kiosk/door', { code });
