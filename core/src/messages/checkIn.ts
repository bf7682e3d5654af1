import { bayLabel } from '../venue';
import type { Notice } from './notice';

/**
 * Checking in with a pass (checkIn.ts): the member's pass, the kiosk's answers in large type, and
 * the desk's Kiosks screen. Times are the venue's wall clock, formatted by the caller ('6:30 PM').
 */
export const checkInMessages = {
  pass: {
    title: 'Your Pass',
    show: 'Show Pass',
    intro: 'Scan this at the kiosk by the door, or type the code.',
    codeLabel: 'Check-in code',
    window: (opens: string, closes: string) => `Checks in from ${opens} until ${closes}.`,
    /** The line the confirmation email and the calendar event carry. */
    emailLine: (code: string, minutes: number) =>
      `Your check-in code: ${code}. Check in at the kiosk by the door from ${minutes} minutes before the start.`,
    link: (url: string) => `Your pass: ${url}`,
    noPass: {
      title: 'No Pass',
      message: 'This booking has no pass to show: it is no longer on.',
    } as Notice,
    qrLabel: (code: string) => `QR code of check-in code ${code}`,
    backToDashboard: 'Back to Dashboard',
  },
  kiosk: {
    startTitle: 'Welcome',
    startPrompt: 'Scan your pass or type your 6-digit code',
    codeLabel: 'Check-in code',
    submit: 'Check In',
    welcome: (firstName: string) => `Welcome, ${firstName}`,
    checkedIn: (bay: string, endsAt: string) =>
      `You are checked in. ${bayLabel(bay)} is yours until ${endsAt}.`,
    pairTitle: 'Pair this tablet',
    pairPrompt: 'Type the pairing code the desk shows',
    pairSubmit: 'Pair',
    offline: 'The kiosk cannot reach the lounge’s server. Please see the desk.',
    /** The kiosk's name, small, so staff can tell which tablet this is. */
    pairedAs: (name: string) => `Kiosk: ${name}`,
    scanWithCamera: 'Scan with Camera',
    stopCamera: 'Stop Camera',
    cameraHint: 'Hold your pass up to the camera',
    cameraFailed: 'The camera could not start. Type your code instead.',
  },
  /** Refusals the server answers a kiosk with, in its words. */
  refusals: {
    tooEarly: (opens: string): Notice => ({ title: 'Not Yet', message: `Check-in opens at ${opens}` }),
    released: (at: string): Notice => ({
      title: 'Released',
      message: `This booking was released at ${at}: please see the desk`,
    }),
    ended: (at: string): Notice => ({ title: 'Ended', message: `This booking ended at ${at}` }),
    noShow: {
      title: 'No-show',
      message: 'This booking was marked as a no-show: please see the desk',
    } as Notice,
    cancelled: { title: 'Cancelled', message: 'This booking was cancelled: please see the desk' } as Notice,
    notConfirmed: {
      title: 'Not Confirmed',
      message: 'This booking is not confirmed yet: please see the desk',
    } as Notice,
    unknown: {
      title: 'Unknown Code',
      message: 'We could not find that code. Check it and try again, or see the desk.',
    } as Notice,
    tooMany: {
      title: 'Too Many Tries',
      message: 'Too many codes that did not match. Please see the desk.',
    } as Notice,
    notPaired: {
      title: 'Kiosk Not Paired',
      message: 'This tablet is not a kiosk yet. Staff pair it from the desk’s Kiosks screen.',
    } as Notice,
    pairingFailed: {
      title: 'Pairing Failed',
      message: 'That pairing code is unknown or has expired. Ask the desk for a new one.',
    } as Notice,
    unknownKiosk: { title: 'Unknown Kiosk', message: 'No kiosk with that id.' } as Notice,
  },
  desk: {
    title: 'Kiosks',
    intro:
      'A kiosk is a tablet by the door where members check themselves in. Name it here, then type the pairing code on its /kiosk page within 10 minutes.',
    nameLabel: 'Kiosk name',
    add: 'Pair a Kiosk',
    pairingCode: (code: string, kiosk: string) => `Type ${code} on ${kiosk}’s /kiosk page within 10 minutes.`,
    revoke: 'Revoke',
    revokeConfirm: (kiosk: string) => `Revoke ${kiosk}? It stops checking members in at once.`,
    keep: 'Keep It',
    revoked: (at: string) => `Revoked ${at}`,
    expires: (at: string) => `The code expires at ${at}.`,
    paired: 'Paired',
    waiting: 'Waiting for pairing',
    none: 'No kiosks yet.',
    checkedInAtKiosk: (kiosk: string) => `Checked in at ${kiosk}`,
    releasesIn: (minutes: number) => (minutes <= 0 ? 'Releasing now' : `Released in ${minutes} min`),
  },
} as const;
