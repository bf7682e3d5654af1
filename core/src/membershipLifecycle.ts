/**
 * A membership's plan, for Stripe and the sandbox alike: whether an account holds one, which way a
 * change of plan goes and what an upgrade costs. The server's payment code (server/src/payments/)
 * applies these rules; the membership pages and the dashboard explain them with the words below.
 *
 * Rules (docs/payments.md):
 * - An account holds at most one live plan. A second purchase is refused; the way from General to
 *   VIP and back is a change of plan.
 * - An upgrade takes effect at once and charges the difference between the two plans' prices for
 *   what is left of the paid period, prorated by time. The period keeps its flow: during the intro
 *   offer the difference is that of the two intro prices over the intro period; on monthly billing
 *   that of the two monthly prices over the month.
 * - A downgrade takes effect when the paid period ends and charges nothing then; the next period is
 *   billed monthly at the new plan's price (an intro offer is never restarted).
 */
import { memberLabels } from './messages';
import { type MembershipType, type PlanFlow, TIERS } from './tiers';

/** Whether an account holds a paid plan (which refuses a second purchase). */
export function hasPaidPlan(account: { membershipStatus?: string | null }): boolean {
  return account.membershipStatus === 'intro' || account.membershipStatus === 'monthly';
}

export type PlanChangeDirection = 'upgrade' | 'downgrade' | 'same';

export function planChangeDirection(from: MembershipType, to: MembershipType): PlanChangeDirection {
  if (from === to) return 'same';
  return TIERS[to].prices.monthlyCents > TIERS[from].prices.monthlyCents ? 'upgrade' : 'downgrade';
}

/** What the current period costs on a plan: the intro price for the intro period, else a month. */
export function periodPriceCents(plan: MembershipType, flow: PlanFlow): number {
  return flow === 'intro' ? TIERS[plan].prices.introCents : TIERS[plan].prices.monthlyCents;
}

export interface ProrationInput {
  from: MembershipType;
  to: MembershipType;
  flow: PlanFlow;
  /** The paid period, as instants (ms). */
  periodStart: number;
  periodEnd: number;
  now: number;
}

/**
 * The prorated difference an upgrade charges now, in whole cents (rounded half up): the two
 * plans' prices for the period, times the share of the period still to come. Time is measured in
 * real elapsed time, as the gateway measures it, so a period holding a daylight-saving change is
 * an hour shorter or longer and nothing else changes. Nothing for a downgrade or the same plan,
 * before the period starts it is the whole difference, at or after its end nothing.
 */
export function prorationCents(input: ProrationInput): number {
  if (planChangeDirection(input.from, input.to) !== 'upgrade') return 0;
  const total = input.periodEnd - input.periodStart;
  if (total <= 0 || input.now >= input.periodEnd) return 0;
  const remaining = Math.min(total, input.periodEnd - Math.max(input.now, input.periodStart));
  const difference = periodPriceCents(input.to, input.flow) - periodPriceCents(input.from, input.flow);
  return Math.round((difference * remaining) / total);
}

/** The membership pages' and dashboard's words for the plan choices of a member with a paid plan. */
export const planChangeCopy = {
  currentPlan: 'Current Plan',
  upgradeToVip: 'Upgrade to VIP',
  switchToGeneral: 'Switch to General',
  switchesOn: (date: string) => `Switches to General on ${date}`,
  upgradeConfirm: (amount: string) =>
    `You will be charged ${amount} now for the rest of this billing period, and VIP limits apply at once.`,
  /** The upgrade's confirm with the sums: now, and the new price from the next billing date. */
  upgradeConfirmExact: (now: string, price: string, from: string) =>
    `You will be charged ${now} now for the rest of this billing period, then ${price} a month from ${from}. VIP limits apply at once.`,
  downgradeConfirm: (date: string) =>
    `Your plan changes to General on ${date}, when this billing period ends. Bookings you have made stay.`,
  upgraded: 'You are now a VIP member.',
  downgradeScheduled: (date: string) => `Your plan will switch to General on ${date}.`,
  finishJoining: 'Finish joining',
  finishJoiningText: (plan: string) => `You chose the ${plan} plan but have not paid yet.`,
  paymentCancelled: {
    title: 'Payment Cancelled',
    message: 'Your payment was cancelled. Nothing was charged.',
  },
  tryAgain: 'Try again',
  alreadyHasPlan:
    'You already have a membership. To move between General and VIP, change your plan from your dashboard.',
  signInToContinue: 'Sign in to continue',
  /** Back from a payment made signed out: the plan is claimed by the account with its address. */
  signInToContinueText: (email: string) =>
    `Your payment went through. Sign in, or create your account, with ${email} and come back to this page to start your membership.`,
  signInToClaim: 'Sign In',
  createToClaim: 'Create Account',
  samePlan: 'You are already on this plan.',
  noPlanToChange: 'You have no active membership to change. Choose a plan to join.',
  changeFailed: 'Plan Not Changed',
  /**
   * An upgrade whose charge was refused (an intro's is charged before it changes, and cannot wait
   * for the member): the card's own words, or the bank's wish to confirm, then what it means.
   */
  upgradeRefused: (reason: string) =>
    `${reason} Nothing was charged and your plan has not changed. You can update your card under ${memberLabels.dashboard.manage} and try again.`,
  bankConfirmation: 'Your bank asked to confirm this payment, which cannot be done from here.',
  upgradeTitle: 'Upgrade to VIP?',
  switchTitle: 'Switch to General?',
  guestPassesLeft: (n: number) => `${n} free guest ${n === 1 ? 'pass' : 'passes'} left this month`,
} as const;

/** The dashboard's Payments card. */
export const paymentsCopy = {
  title: 'Payments',
  empty: 'No payments yet.',
  receipt: 'Receipt',
  kinds: {
    membership: 'Membership',
    guest_fee: 'Guest fee',
    entry_fee: 'Entry fee',
    refund: 'Refund',
    desk: 'Paid at the desk',
    event_deposit: 'Event deposit',
    event_balance: 'Event balance',
    shop: 'Pro shop and lounge',
    lesson: 'Lesson',
    lesson_pack: 'Lesson pack',
  },
  statuses: {
    paid: 'Paid',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
    pending: 'Pending',
    failed: 'Failed',
  },
} as const;
