/**
 * How each ledger row describes itself to the member (Payments card, receipts) and to staff.
 * The server writes these words into the row when the money moves, so a row reads the same later
 * even if prices or names change.
 */

import { type MembershipType, type PlanFlow, TIERS } from './tiers';
import { formatIsoDate, formatWallTime, type WallClock } from './time';
import { bayLabel } from './venue';

export const ledgerDescriptions = {
  membership: (plan: MembershipType, flow: PlanFlow | 'renewal') =>
    `${TIERS[plan].name} Membership, ${flow === 'intro' ? 'intro offer (3 months)' : flow === 'renewal' ? 'renewal' : 'monthly'}`,
  /** The prorated difference charged when a plan is upgraded mid-period. */
  proration: (from: MembershipType, to: MembershipType) =>
    `Change of plan: ${TIERS[from].name} to ${TIERS[to].name} (prorated)`,
  /** A proration invoice reported by the gateway (the plan it moved to). */
  planChanged: (to: MembershipType) => `${TIERS[to].name} Membership, change of plan (prorated)`,
  /** 'Guest fee: 2 guests, Bay 1, November 28, 2026, 2:00 PM': the day written out, as the site writes dates. */
  guestFee: (paidGuests: number, bay: string, wall: WallClock) =>
    `Guest fee: ${paidGuests} guest${paidGuests === 1 ? '' : 's'}, ${bayLabel(bay)}, ${formatIsoDate(wall.date)}, ${formatWallTime(wall.time)}`,
  entryFee: (competitionName: string) => `Entry fee: ${competitionName}`,
  deskFee: (what: string) => `Paid at the desk: ${what}`,
  /** A fee staff left for the member to pay later (a 'pending' desk row until it is settled). */
  deskFeeOwed: (what: string) => `Owed at the desk: ${what}`,
  refund: (of: string) => `Refund: ${of}`,
  /** A private event's deposit or balance: 'Event deposit: Corporate Events, 2027-03-13'. */
  eventPayment: (part: 'deposit' | 'balance', packageName: string, date: string, method?: string) =>
    `Event ${part}: ${packageName}, ${date}${method === 'invoice' ? ' (invoiced)' : ''}`,
} as const;
