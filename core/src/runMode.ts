/**
 * Whether this server is the lounge's live system. A box in development mode, or taking payments in
 * the sandbox, must say so on every page of the website and the desk: a member must never book and
 * "pay" on a test system believing it real, and staff must notice a box left in the wrong mode.
 * GET /api/venue answers the run mode; the screens show `runModeNotice` of it.
 */

export interface RunMode {
  /** Not production: development on a laptop, or the test runs. */
  development: boolean;
  /** Payments go to the built-in sandbox: no card is charged. */
  paymentsSandbox: boolean;
}

/** The live system: nothing to say. */
export const LIVE_RUN_MODE: RunMode = { development: false, paymentsSandbox: false };

export const RUN_MODE_NOTICES = {
  both: 'Test system: this server runs in development mode and takes test payments only. No card is charged and nothing here is a real booking.',
  development: 'Test system: this server runs in development mode. Bookings made here are not real.',
  paymentsSandbox: 'Test payments only: payments here go to the sandbox and no card is charged.',
} as const;

/** The banner's words for this run mode, or null on the live system. */
export function runModeNotice(mode: RunMode): string | null {
  if (mode.development && mode.paymentsSandbox) return RUN_MODE_NOTICES.both;
  if (mode.development) return RUN_MODE_NOTICES.development;
  if (mode.paymentsSandbox) return RUN_MODE_NOTICES.paymentsSandbox;
  return null;
}
