/**
 * Leaving: cancelling with notice, and the money-back guarantee of a new member.
 *
 * Notice runs `cancelNoticeDays` from the request; the membership ends at the end of the billing
 * period in which the notice ends, so the member pays for whole periods and knows every charge still
 * to come before confirming. An intro member's membership ends no earlier than the intro. Within
 * `guaranteeDays` of the first membership payment, cancelling instead refunds every membership payment
 * and ends the membership at once, once per person.
 */
import { billingDate, billingDatesBetween, billingIndexOnOrAfter } from './billingDates';
import { type Freeze, freezeOn } from './membershipFreeze';
import { type MembershipTerms, termsPolicy } from './membershipTerms';
import { formatMoney } from './tiers';
import { addDays, formatIsoDate, type IsoDate } from './time';

export interface NoticeRequest {
  requestedOn: IsoDate;
  /** A billing date of the plan; for an intro member, the day the intro ends. */
  billingAnchor: IsoDate;
  /** Set while the member is on the intro. */
  introEndsOn?: IsoDate | null;
  /** The plan's monthly price, in cents. */
  monthlyCents: number;
  /** Freezes: their billing dates charge nothing. */
  freezes?: readonly Freeze[];
}

export interface NoticeCancellation {
  noticeEndsOn: IsoDate;
  /** The first day without a membership (what the gateway's cancel_at is set to). */
  endsOn: IsoDate;
  /** The membership's last day, as members read it. */
  lastDay: IsoDate;
  /** Every charge still to come, in order. */
  charges: { on: IsoDate; cents: number }[];
}

/** When a cancellation requested today ends the membership, and what it still costs. */
export function noticeCancellation(request: NoticeRequest, terms: MembershipTerms): NoticeCancellation {
  const noticeEndsOn = addDays(request.requestedOn, terms.cancelNoticeDays);
  const anchor = request.introEndsOn ?? request.billingAnchor;
  // The period holding the notice's end is [b(k-1), b(k)) for the first billing date b(k) after it.
  let endsOn = billingDate(anchor, billingIndexOnOrAfter(anchor, addDays(noticeEndsOn, 1)));
  if (request.introEndsOn && endsOn < request.introEndsOn) endsOn = request.introEndsOn;
  return { noticeEndsOn, endsOn, lastDay: addDays(endsOn, -1), charges: chargesBefore(request, endsOn) };
}

/**
 * The charges still to come from the day after the request until a membership ending on `endsOn`
 * (its first day without a membership): the plan's billing dates, less frozen ones and the intro's.
 */
export function chargesBefore(request: NoticeRequest, endsOn: IsoDate): NoticeCancellation['charges'] {
  const anchor = request.introEndsOn ?? request.billingAnchor;
  const freezes = request.freezes ?? [];
  return (
    billingDatesBetween(anchor, addDays(request.requestedOn, 1), endsOn)
      // The intro is paid for; the plan's charges begin when it ends.
      .filter((on) => !freezeOn(on, freezes) && (!request.introEndsOn || on >= request.introEndsOn))
      .map((on) => ({ on, cents: request.monthlyCents }))
  );
}

/** The last day the guarantee can be taken, counted from the first membership payment's venue date. */
function guaranteeLastDay(firstPaymentOn: IsoDate, terms: MembershipTerms): IsoDate {
  return addDays(firstPaymentOn, terms.guaranteeDays);
}

export interface GuaranteeOffer {
  lastDay: IsoDate;
  /** Every membership payment, less what was already refunded. */
  refundCents: number;
}

/** The guarantee a cancelling member is offered, or null (too late, taken before, nothing paid). */
export function guaranteeOffer(
  input: {
    today: IsoDate;
    firstPaymentOn: IsoDate | null;
    takenBefore: boolean;
    paidCents: number;
    refundedCents: number;
  },
  terms: MembershipTerms,
): GuaranteeOffer | null {
  if (!input.firstPaymentOn || input.takenBefore) return null;
  const lastDay = guaranteeLastDay(input.firstPaymentOn, terms);
  const refundCents = input.paidCents - input.refundedCents;
  if (input.today > lastDay || refundCents <= 0) return null;
  return { lastDay, refundCents };
}

export const cancelCopy = {
  alreadyCancelled: 'Your membership is already cancelled.',
  noPlan: 'There is no active membership to cancel.',
  nothingToWithdraw: 'There is no cancellation to take back.',
  noGuarantee: 'The money-back guarantee does not apply to this membership.',
  /**
   * 'One more payment of $179.00 on December 28, 2026; your membership ends on January 27, 2027.'
   * The desk says whose ("Vera Vip's membership"): staff are not the member.
   */
  summary: (c: NoticeCancellation, whose = 'your') => {
    const ends = `${whose} membership ends on ${formatIsoDate(c.lastDay)}.`;
    if (c.charges.length === 0) return `No more payments; ${ends}`;
    const [first] = c.charges;
    const total = c.charges.reduce((sum, charge) => sum + charge.cents, 0);
    if (c.charges.length === 1 && first) {
      return `One more payment of ${formatMoney(first.cents)} on ${formatIsoDate(first.on)}; ${ends}`;
    }
    const dates = c.charges.map((charge) => formatIsoDate(charge.on)).join(', ');
    return `${c.charges.length} more payments (${formatMoney(total)} in all) on ${dates}; ${ends}`;
  },
  guarantee: (o: GuaranteeOffer, terms: MembershipTerms) =>
    `You joined less than ${terms.guaranteeDays} days ago: cancel now and get ${formatMoney(o.refundCents)} back in full (until ${formatIsoDate(o.lastDay)}).`,
  policy: termsPolicy.cancel,
};
