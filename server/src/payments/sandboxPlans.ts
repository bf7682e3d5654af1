/**
 * The sandbox's plans: a change of plan (an upgrade now with its prorated invoice, a downgrade at the
 * period's end), and a subscription as the gateway reports it, with a downgrade or an end that came
 * due applied first, as Stripe would. Apart from sandboxGateway.ts so the class stays a list of calls.
 */
import { randomBytes } from 'node:crypto';
import { isMembershipType, periodPriceCents, prorationCents, TIERS, toIsoInstant } from '@lounge/core';
import type { Db } from '../db/database';
import type { PlanChangeInput, PlanChangeResult, SubscriptionInfo, SubscriptionItemInfo } from './gateway';
import {
  findSandboxSubscription,
  insertSandboxInvoice,
  type SandboxSubscriptionRow,
  sandboxInvoiceOfKey,
  updateSandboxSubscription,
} from './sandboxStore';

type SubscriptionRow = SandboxSubscriptionRow;

/** A sandbox object's id, shaped like Stripe's with `sbx` in it so no one mistakes it for a real one. */
export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/**
 * An upgrade now: the subscription takes the new plan's price for its period and the prorated
 * difference (core's prorationCents, what Stripe computes too) is one invoice, once per key. A
 * downgrade waits for the period's end (see info()).
 */
export function changeSandboxPlan(db: Db, now: number, input: PlanChangeInput): PlanChangeResult {
  const row = findSandboxSubscription(db, input.subscriptionId);
  if (!row) throw new Error(`sandbox: no subscription ${input.subscriptionId}`);
  const metadata = JSON.parse(row.metadata) as Record<string, string>;
  if (input.when === 'period_end') {
    updateSandboxSubscription(db, row.id, { pendingPlan: input.plan });
    return { status: 'scheduled' };
  }
  const same = sandboxInvoiceOfKey(db, input.idempotencyKey);
  if (same)
    return { status: 'changed', chargedCents: same.amountCents, invoiceId: same.id, paymentIntentId: null };
  const from = isMembershipType(metadata.plan) ? metadata.plan : input.plan;
  const chargedCents = prorationCents({
    from,
    to: input.plan,
    flow: input.flow,
    periodStart: Date.parse(row.currentPeriodStart ?? row.createdAt),
    periodEnd: Date.parse(row.currentPeriodEnd),
    now: now,
  });
  const items = (JSON.parse(row.items) as SubscriptionItemInfo[]).map((item) => ({
    ...item,
    amountCents: periodPriceCents(input.plan, input.flow),
  }));
  const invoiceId = newId('in');
  insertSandboxInvoice(db, {
    id: invoiceId,
    subscriptionId: row.id,
    amountCents: chargedCents,
    idempotencyKey: input.idempotencyKey,
    createdAt: toIsoInstant(now),
  });
  updateSandboxSubscription(db, row.id, {
    items: JSON.stringify(items),
    metadata: JSON.stringify({ ...metadata, plan: input.plan }),
    pendingPlan: null,
  });
  return { status: 'changed', chargedCents, invoiceId, paymentIntentId: null };
}

/**
 * A downgrade scheduled for the period's end, once it has ended: the next period starts, monthly
 * at the new plan's price (as a Stripe schedule's next phase would).
 */
function applyPendingPlan(db: Db, now: number, row: SubscriptionRow): SubscriptionRow {
  if (!isMembershipType(row.pendingPlan) || row.status !== 'active' || row.cancelAtPeriodEnd) return row;
  if (row.currentPeriodEnd > toIsoInstant(now)) return row;
  const plan = row.pendingPlan;
  const next = {
    items: JSON.stringify([
      { amountCents: TIERS[plan].prices.monthlyCents, interval: 'month', intervalCount: 1 },
    ]),
    metadata: JSON.stringify({
      ...(JSON.parse(row.metadata) as Record<string, string>),
      plan,
      flow: 'monthly',
    }),
    currentPeriodStart: row.currentPeriodEnd,
    currentPeriodEnd: toIsoInstant(addMonths(Date.parse(row.currentPeriodEnd), 1)),
    pendingPlan: null,
  };
  updateSandboxSubscription(db, row.id, next);
  return { ...row, ...next };
}

/** A period that ended with cancel-at-period-end set ends the subscription, as Stripe would. */
export function sandboxSubscriptionInfo(db: Db, now: number, original: SubscriptionRow): SubscriptionInfo {
  const row = applyPendingPlan(db, now, original);
  let status = row.status;
  const nowIso = toIsoInstant(now);
  const ended =
    (row.cancelAtPeriodEnd && row.currentPeriodEnd <= nowIso) ||
    (row.cancelAt !== null && row.cancelAt <= nowIso);
  if (status === 'active' && ended) {
    status = 'canceled';
    updateSandboxSubscription(db, row.id, { status });
  }
  return {
    id: row.id,
    customerId: row.customerId,
    status,
    currentPeriodStart: Date.parse(row.currentPeriodStart ?? row.createdAt),
    currentPeriodEnd: Date.parse(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelAt: row.cancelAt ? Date.parse(row.cancelAt) : null,
    pausedUntil: row.pausedUntil && row.pausedUntil > nowIso ? Date.parse(row.pausedUntil) : null,
    // A sandbox change of plan is paid the moment it is made.
    unpaidInvoice: false,
    items: JSON.parse(row.items) as SubscriptionItemInfo[],
    metadata: JSON.parse(row.metadata) as Record<string, string>,
  };
}
