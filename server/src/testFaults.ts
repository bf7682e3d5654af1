/**
 * Crash points for the tests that kill the server mid-step: with NODE_ENV=test and
 * LOUNGE_TEST_CRASH_AT naming the point, the process ends there at once (SIGKILL: no cleanup, no
 * stop hooks), as a power cut would end it. Anywhere else this does nothing.
 */
export type CrashPoint = 'refund-reserved' | 'refund-paid';

export function crashPoint(point: CrashPoint): void {
  if (process.env.NODE_ENV === 'test' && process.env.LOUNGE_TEST_CRASH_AT === point) {
    process.kill(process.pid, 'SIGKILL');
  }
}
