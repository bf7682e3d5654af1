/**
 * A change of plan (POST /api/subscription/change), core's rules for Stripe and the sandbox alike:
 * an upgrade now, charging the prorated difference for the rest of the paid period (one ledger row,
 * however often the request is repeated: the gateway call's key is the subscription, the new plan
 * and the period); a downgrade when the period ends, charging nothing now. The account keeps one
 * subscription throughout: it is changed, never replaced.
 */
import {
  formatDateLong,
  formatMoney,
  hasPaidPlan,
  isMembershipType,
  ledgerDescriptions,
  type MembershipType,
  type PlanChangeResponse,
  planChangeCopy,
  planChangeDirection,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import type { UserRow } from '../users/userStore';
import { updateUser } from '../users/userStore';
import { atGateway } from './gatewayErrors';
import { recordLedgerEntry } from './ledgerStore';
import { applySubscription, LIVE_SUBSCRIPTION_STATUSES } from './membershipSync';

const TITLE = 'Change Plan';

function answer(user: UserRow, chargedCents: number, message: string): PlanChangeResponse {
  return {
    plan: user.membershipType ?? 'general',
    membershipStatus: user.membershipStatus,
    pendingChange:
      user.pendingMembershipType && user.pendingChangeAt
        ? { plan: user.pendingMembershipType, on: user.pendingChangeAt }
        : null,
    chargedCents,
    message,
  };
}

export async function changePlan(
  ctx: AppContext,
  user: UserRow,
  plan: MembershipType,
): Promise<PlanChangeResponse> {
  const subscriptionId = user.stripeSubscriptionId;
  if (!hasPaidPlan(user) || !isMembershipType(user.membershipType) || !subscriptionId)
    throw refuse(409, { title: TITLE, message: planChangeCopy.noPlanToChange, code: 'no_plan' });
  const from = user.membershipType;
  const direction = planChangeDirection(from, plan);
  if (direction === 'same' || user.pendingMembershipType === plan)
    throw refuse(409, { title: TITLE, message: planChangeCopy.samePlan, code: 'same_plan' });

  const sub = await atGateway(ctx, 'subscription lookup failed', () =>
    ctx.payments.retrieveSubscription(subscriptionId),
  );
  if (!sub || !LIVE_SUBSCRIPTION_STATUSES.has(sub.status) || sub.cancelAtPeriodEnd)
    throw refuse(409, { title: TITLE, message: planChangeCopy.noPlanToChange, code: 'no_plan' });
  const flow = user.membershipStatus === 'intro' ? 'intro' : 'monthly';
  const periodEnd = sub.currentPeriodEnd ?? ctx.now();
  const key = `plan-${sub.id}-${plan}-${periodEnd}`;

  const result = await atGateway(ctx, 'plan change failed', () =>
    ctx.payments.changePlan({
      subscriptionId: sub.id,
      plan,
      flow,
      when: direction === 'upgrade' ? 'now' : 'period_end',
      idempotencyKey: key,
    }),
  );
  if (result.status === 'requires_action') return { url: result.url };

  if (result.status === 'scheduled') {
    const on = toIsoInstant(periodEnd);
    const updated = writeTransaction(ctx.database, () =>
      updateUser(
        ctx.db,
        user.id,
        { pendingMembershipType: plan, pendingChangeAt: on },
        toIsoInstant(ctx.now()),
      ),
    );
    const date = formatDateLong(periodEnd, ctx.config.venue.timeZone);
    return answer(updated ?? user, 0, planChangeCopy.downgradeScheduled(date));
  }

  const after = await atGateway(ctx, 'subscription lookup failed', () =>
    ctx.payments.retrieveSubscription(sub.id),
  );
  const updated = writeTransaction(ctx.database, () => {
    if (result.chargedCents > 0) {
      recordLedgerEntry(
        ctx.db,
        {
          kind: 'membership',
          amountCents: result.chargedCents,
          description: ledgerDescriptions.proration(from, plan),
          userId: user.id,
          gatewayRef: result.invoiceId ?? key,
          invoiceId: result.invoiceId,
          paymentIntentId: result.paymentIntentId,
        },
        ctx.now(),
      );
    }
    return applySubscription(ctx.db, user.id, after ?? sub, toIsoInstant(ctx.now()));
  });
  return answer(
    updated,
    result.chargedCents,
    `${planChangeCopy.upgraded} ${formatMoney(result.chargedCents)} charged.`,
  );
}
