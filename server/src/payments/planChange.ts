/**
 * A change of plan (POST /api/subscription/change), core's rules for Stripe and the sandbox alike:
 * an upgrade now, charging the prorated difference for the rest of the paid period (one ledger row,
 * however often the request is repeated: the gateway call's key names the change, the subscription,
 * the new plan and the period, and the gateway tells a new attempt after a refusal apart by its own
 * record); a downgrade when the period ends, charging nothing now. An upgrade changes the plan only
 * once its charge is paid: refused, the answer says why (402) and nothing changes. The account
 * keeps one subscription throughout: it is changed, never replaced.
 */
import {
  formatDateLong,
  formatMoney,
  hasPaidPlan,
  isMembershipType,
  ledgerDescriptions,
  type MembershipType,
  membershipEmails,
  type PlanChangeQuote,
  type PlanChangeResponse,
  type PlanFlow,
  periodPriceCents,
  planChangeCopy,
  planChangeDirection,
  prorationCents,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import type { UserRow } from '../users/userService';
import { updateUser } from '../users/userService';
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

/** What a change of plan would cost, read from the subscription's period (GET .../change/quote). */
export async function quotePlanChange(
  ctx: AppContext,
  user: UserRow,
  plan: MembershipType,
): Promise<PlanChangeQuote> {
  const { sub, direction, flow } = await changeable(ctx, user, plan);
  const periodEnd = sub.currentPeriodEnd ?? ctx.now();
  const chargedNowCents =
    direction === 'upgrade'
      ? prorationCents({
          from: user.membershipType as MembershipType,
          to: plan,
          flow,
          periodStart: sub.currentPeriodStart ?? ctx.now(),
          periodEnd,
          now: ctx.now(),
        })
      : 0;
  const newPriceCents = periodPriceCents(plan, 'monthly');
  const date = formatDateLong(periodEnd, ctx.config.venue.timeZone);
  return {
    plan,
    when: direction === 'upgrade' ? 'now' : 'period_end',
    chargedNowCents,
    newPriceCents,
    nextBillingAt: sub.currentPeriodEnd === null ? null : toIsoInstant(sub.currentPeriodEnd),
    message:
      direction === 'upgrade'
        ? planChangeCopy.upgradeConfirmExact(formatMoney(chargedNowCents), formatMoney(newPriceCents), date)
        : planChangeCopy.downgradeConfirm(date),
  };
}

/** The member's live subscription and which way the change goes; refused when there is nothing to change. */
async function changeable(ctx: AppContext, user: UserRow, plan: MembershipType) {
  const subscriptionId = user.stripeSubscriptionId;
  if (!hasPaidPlan(user) || !isMembershipType(user.membershipType) || !subscriptionId)
    throw refuse(409, { title: TITLE, message: planChangeCopy.noPlanToChange, code: 'no_plan' });
  const direction = planChangeDirection(user.membershipType, plan);
  if (direction === 'same' || user.pendingMembershipType === plan)
    throw refuse(409, { title: TITLE, message: planChangeCopy.samePlan, code: 'same_plan' });
  const sub = await atGateway(ctx, 'subscription lookup failed', () =>
    ctx.payments.retrieveSubscription(subscriptionId),
  );
  if (!sub || !LIVE_SUBSCRIPTION_STATUSES.has(sub.status) || sub.cancelAtPeriodEnd || sub.cancelAt !== null)
    throw refuse(409, { title: TITLE, message: planChangeCopy.noPlanToChange, code: 'no_plan' });
  const flow: PlanFlow = user.membershipStatus === 'intro' ? 'intro' : 'monthly';
  return { sub, direction, flow };
}

/** The plan change's email, in the transaction that records it. */
function mailPlanChange(ctx: AppContext, user: UserRow, lines: string[], key: string): void {
  enqueueMail(
    ctx.db,
    {
      kind: 'membership_plan_changed',
      to: user.email,
      userId: user.id,
      ...membershipEmails.planChanged(user.firstName, lines, emailContext(ctx)),
      dedupeKey: `plan-change:${key}`,
    },
    toIsoInstant(ctx.now()),
  );
}

export async function changePlan(
  ctx: AppContext,
  user: UserRow,
  plan: MembershipType,
): Promise<PlanChangeResponse> {
  const from = user.membershipType as MembershipType;
  const { sub, direction, flow } = await changeable(ctx, user, plan);
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
  if (result.status === 'refused')
    throw refuse(402, {
      title: planChangeCopy.changeFailed,
      message: planChangeCopy.upgradeRefused(
        result.needsConfirmation ? planChangeCopy.bankConfirmation : result.reason,
      ),
      code: 'payment_refused',
    });

  if (result.status === 'scheduled') {
    const on = toIsoInstant(periodEnd);
    const date = formatDateLong(periodEnd, ctx.config.venue.timeZone);
    const updated = writeTransaction(ctx.database, () => {
      mailPlanChange(ctx, user, [planChangeCopy.downgradeScheduled(date)], key);
      return updateUser(
        ctx.db,
        user.id,
        { pendingMembershipType: plan, pendingChangeAt: on },
        toIsoInstant(ctx.now()),
      );
    });
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
    const date = formatDateLong((after ?? sub).currentPeriodEnd ?? periodEnd, ctx.config.venue.timeZone);
    const price = formatMoney(periodPriceCents(plan, 'monthly'));
    mailPlanChange(
      ctx,
      user,
      [
        planChangeCopy.upgraded,
        `${formatMoney(result.chargedCents)} was charged now for the rest of this billing period; then ${price} a month from ${date}.`,
      ],
      key,
    );
    return applySubscription(ctx.db, user.id, after ?? sub, toIsoInstant(ctx.now()));
  });
  return answer(
    updated,
    result.chargedCents,
    `${planChangeCopy.upgraded} ${formatMoney(result.chargedCents)} charged.`,
  );
}
