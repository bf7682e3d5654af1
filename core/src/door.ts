/**
 * The door on the lounge's own network (docs/decisions/056): what a kiosk may be (a check-in
 * tablet, the door's, or a bay's screen), when a member's pass opens the door, and the words of the
 * door kiosk and the desk's door card. Real minutes throughout, as for the pass (checkIn.ts).
 */
import type { KioskRole } from './api/statuses';
import type { TimedBooking } from './checkIn';
import type { FormCheck } from './formFields';
import type { Notice } from './messages';
import type { MembershipType } from './tiers';
import { parseIsoInstant } from './time';

/** DOOR_OPENS_MINUTES' default: a pass opens the door from 15 minutes before its start until its end. */
export const DEFAULT_DOOR_OPENS_MINUTES = 15;

/** Which controller the door has: none (no door), a Shelly Gen2 relay, or any controller through a webhook. */
export const DOOR_CONTROLLERS = ['none', 'shelly', 'webhook'] as const;
export type DoorControllerKind = (typeof DOOR_CONTROLLERS)[number];

/** What the box last heard from the door's controller: off (none set), ok, or down (no answer). */
export const DOOR_STATES = ['off', 'ok', 'down', 'unknown'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

const MINUTE = 60_000;
const instantOf = (iso: string) => parseIsoInstant(iso) ?? Number.NaN;

/** A kiosk's role and bay as the desk sends them; a bay's screen names one of the venue's bays, the others none. */
export function checkKioskPlacement(
  bays: readonly string[],
  given: { role: KioskRole; bay?: string | undefined },
): FormCheck<{ role: KioskRole; bay: string | null }, 'bay'> {
  if (given.role !== 'bay') return { ok: true, value: { role: given.role, bay: null } };
  const bay = given.bay?.trim() ?? '';
  if (!bays.includes(bay)) return { ok: false, errors: { bay: doorMessages.desk.bayRequired(bays) } };
  return { ok: true, value: { role: 'bay', bay } };
}

/** When a booking's pass opens the door: from `doorOpensMinutes` before its start until its end. */
export function doorWindow(
  b: Pick<TimedBooking, 'startTime' | 'endTime'>,
  doorOpensMinutes: number,
): { opensAt: number; closesAt: number } {
  return { opensAt: instantOf(b.startTime) - doorOpensMinutes * MINUTE, closesAt: instantOf(b.endTime) };
}

/** The member a pass belongs to, as the door reads them. */
export interface DoorMember {
  /** Their plan's tier, or null without a paid plan (activeTier). */
  tier: MembershipType | null;
  /** Whether a freeze covers the booking's day. */
  frozen: boolean;
}

/** What a pass shown at the door at a moment does. */
export type DoorVerdict =
  | { kind: 'open' }
  | { kind: 'too_early'; opensAt: number }
  | { kind: 'ended'; endedAt: number }
  | { kind: 'released' }
  | { kind: 'cancelled' }
  | { kind: 'not_confirmed' }
  | { kind: 'frozen' }
  /** No paid plan, or a plan the venue does not give the door to (DOOR_TIERS). */
  | { kind: 'no_access' };

/**
 * Whether `b`'s pass opens the door at `now`: a confirmed or checked-in booking inside its door
 * window, of a member whose plan the venue gives the door to and who is not frozen that day. Never a
 * cancelled, released (or no-show), held or frozen booking: the door is stricter than the desk,
 * since nobody sees who comes in.
 */
export function doorVerdict(
  b: TimedBooking,
  member: DoorMember,
  doorTiers: readonly MembershipType[],
  now: number,
  doorOpensMinutes: number,
): DoorVerdict {
  if (b.status === 'no_show') return { kind: 'released' };
  if (b.status === 'held') return { kind: 'not_confirmed' };
  if (b.status !== 'confirmed' && b.status !== 'checked_in') return { kind: 'cancelled' };
  if (member.tier === null || !doorTiers.includes(member.tier)) return { kind: 'no_access' };
  if (member.frozen) return { kind: 'frozen' };
  const { opensAt, closesAt } = doorWindow(b, doorOpensMinutes);
  if (now < opensAt) return { kind: 'too_early', opensAt };
  if (now >= closesAt) return { kind: 'ended', endedAt: closesAt };
  return { kind: 'open' };
}

export const doorMessages = {
  kiosk: {
    title: 'Welcome',
    prompt: 'Scan your pass or type your 6-digit code to open the door',
    submit: 'Open the Door',
    opened: (firstName: string) => `Welcome, ${firstName}: the door is open`,
    openedHint: 'Push the door now. It locks again in a few seconds.',
  },
  /** Why a pass does not open the door, in the kiosk's words (the time in the venue's wall clock). */
  refusals: {
    tooEarly: (opens: string): Notice => ({
      title: 'Not Yet',
      message: `The door opens for your booking at ${opens}`,
    }),
    ended: (at: string): Notice => ({ title: 'Ended', message: `This booking ended at ${at}` }),
    released: {
      title: 'Released',
      message: 'This booking was released or marked as a no-show, so it no longer opens the door',
    } as Notice,
    cancelled: {
      title: 'Cancelled',
      message: 'This booking was cancelled, so it does not open the door',
    } as Notice,
    notConfirmed: {
      title: 'Not Confirmed',
      message: 'This booking is not confirmed yet, so it does not open the door',
    } as Notice,
    frozen: {
      title: 'Membership Frozen',
      message: 'Your membership is frozen on this day, so the door stays closed',
    } as Notice,
    noAccess: {
      title: 'No Door Access',
      message: 'Your membership does not include entry without staff. Please come during staffed hours.',
    } as Notice,
    unanswered: {
      title: 'Door Not Answering',
      message: 'The door’s lock did not answer, so it is still closed. Try again, or call the lounge.',
    } as Notice,
    noDoor: { title: 'No Door', message: 'This lounge has no door controller set up.' } as Notice,
    wrongKiosk: {
      title: 'Not This Kiosk',
      message: 'This tablet is not paired for that. Staff change it on the desk’s Kiosks screen.',
    } as Notice,
  },
  desk: {
    title: 'Door',
    roleLabel: 'What it does',
    roles: { checkin: 'Check-in', door: 'Door', bay: 'Bay screen' } satisfies Record<KioskRole, string>,
    bayLabel: 'Bay',
    bayRequired: (bays: readonly string[]) => `A bay screen needs its bay: one of ${bays.join(', ')}.`,
    open: 'Open Door',
    openConfirm: 'Open the door now? It is logged with your name.',
    opened: 'The door is open',
    states: {
      off: 'No door controller is set up (DOOR_CONTROLLER).',
      ok: 'The door’s controller answers.',
      down: 'The door’s controller is not answering: members cannot open the door with a pass.',
      unknown: 'The door’s controller has not been asked yet.',
    } satisfies Record<DoorState, string>,
    checkedAt: (at: string) => `Last heard at ${at}`,
    pinTitle: 'Door PIN',
    pin: (date: string, pin: string) => `${date}: ${pin}`,
    pinHint: 'For the keypad when the box itself is down. Each day’s PIN changes at midnight.',
  },
  /** /api/health's problem line for a controller that stopped answering. */
  healthProblem: 'the door controller is not answering',
} as const;

/** A verdict other than 'open', in the door kiosk's words; `wall` writes an instant as the venue's time. */
export function doorRefusal(
  verdict: Exclude<DoorVerdict, { kind: 'open' }>,
  wall: (at: number) => string,
): Notice {
  const R = doorMessages.refusals;
  switch (verdict.kind) {
    case 'too_early':
      return R.tooEarly(wall(verdict.opensAt));
    case 'ended':
      return R.ended(wall(verdict.endedAt));
    case 'released':
      return R.released;
    case 'not_confirmed':
      return R.notConfirmed;
    case 'frozen':
      return R.frozen;
    case 'no_access':
      return R.noAccess;
    default:
      return R.cancelled;
  }
}
