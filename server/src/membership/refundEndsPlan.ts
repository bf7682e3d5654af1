/**
 * A membership payment refunded in full at the desk, with the plan ended in the same request (an
 * admin's step: only an admin refunds a membership payment). Nothing is asked of the gateway until
 * the request is known to be allowed; then the subscription ends now (an idempotent call, keyed by
 * the payment), and the refund's reservation and the plan's end (a cancellation ending today,
 * audited) are one transaction. A repeated request finds the refund already made and the
 * cancellation already written: money moves once and the plan ends once.
 */
import Boom from '@hapi/boom';
import { formatMoney, refundCopy, refundMessages, toIsoInstant, venueDate } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { atGateway } from '../payments/gatewayErrors';
import { findLedgerEntry, type LedgerRow, refundableCents } from '../payments/paymentService';
import { reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import { findUserById } from '../users/userService';
import { endAccess } from './cancelService';
import { insertCancellation, latestCancellationOf } from './cancelStore';

const TITLE = 'Refund';

export interface RefundEndingPlan {
  chargeId: string;
  amountCents: number;
  reason: string;
  actorId: string;
}

/** POST /api/staff/payments/{id}/refund with endPlan: the refund, then the member's plan ended today. */
export async function refundAndEndPlan(ctx: AppContext, request: RefundEndingPlan): Promise<LedgerRow> {
  const charge = findLedgerEntry(ctx.db, request.chargeId);
  if (!charge) throw Boom.notFound('That payment was not found.');
  const member = charge.userId ? findUserById(ctx.db, charge.userId) : undefined;
  if (charge.kind !== 'membership' || !member)
    throw refuse(409, { title: TITLE, message: refundCopy.endPlanNotMembership, field: 'endPlan' });
  if (findUserById(ctx.db, request.actorId)?.role !== 'admin')
    throw refuse(403, { ...refundMessages.membershipNeedsAdmin, code: 'admin_needed', field: 'amountCents' });
  assertWhole(ctx, charge, request.amountCents);
  const subscriptionId = member.stripeSubscriptionId;
  if (subscriptionId)
    await atGateway(ctx, 'ending the plan with a refund failed', () =>
      ctx.payments.cancelNow(subscriptionId, `refund-ends-plan:${charge.id}`),
    );
  const reserved = writeTransaction(ctx.database, () => {
    assertWhole(ctx, charge, request.amountCents);
    const r = reserveRefund(ctx, request);
    const nowIso = toIsoInstant(ctx.now());
    const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
    const open = latestCancellationOf(ctx.db, member.id);
    if (!(open && open.endsOn <= today && open.requestedAt >= charge.createdAt)) {
      insertCancellation(
        ctx.db,
        {
          userId: member.id,
          requestedAt: nowIso,
          endsOn: today,
          guarantee: false,
          refundedCents: request.amountCents,
          createdBy: request.actorId,
        },
        nowIso,
      );
      logStaffAction(
        ctx.db,
        {
          actorId: request.actorId,
          action: 'end_plan',
          targetType: 'user',
          targetId: member.id,
          details: { paymentId: charge.id, refundedCents: request.amountCents, reason: request.reason },
        },
        ctx.now(),
      );
    }
    return r;
  });
  const refund = reserved.repeated ? reserved.refund : await settleRefund(ctx, reserved.refund, reserved.key);
  await endAccess(ctx, member);
  return refund;
}

/** Only a refund of all that is left ends the plan (a repeat, with nothing left, is answered as before). */
function assertWhole(ctx: AppContext, charge: LedgerRow, amountCents: number) {
  const left = refundableCents(ctx.db, charge);
  if (left > 0 && amountCents !== left)
    throw refuse(409, {
      title: TITLE,
      message: refundCopy.endPlanNotFull(formatMoney(left)),
      field: 'amountCents',
    });
}
