/**
 * The subscription schedules the Stripe gateway runs: the intro offer's two phases (the intro
 * period, then the monthly Price), and cancelling with notice, which on a subscription run by a
 * schedule ends the schedule instead (decision 044). Apart from stripeGateway.ts, like
 * stripePlanChange.ts, so the gateway's class stays a list of what Stripe is asked.
 */
import type { MembershipType } from '@lounge/core';
import type Stripe from 'stripe';
import type { CancelAtInput } from './gateway';
import type { StripePlans } from './stripePlanChange';
import { idOf, planOfSubscription } from './stripeShapes';

/** What the schedules use of the gateway: its client and the catalog's Prices. */
export type StripeSchedules = Pick<StripePlans, 'stripe' | 'priceOf'>;

export async function scheduleIntroAtStripe(
  gw: StripeSchedules,
  subscriptionId: string,
  plan: MembershipType,
): Promise<void> {
  const subscription = await gw.stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.schedule) return; // already scheduled (a repeated webhook)
  const item = subscription.items.data[0];
  if (!item) return;
  const schedule = await gw.stripe.subscriptionSchedules.create(
    { from_subscription: subscriptionId },
    { idempotencyKey: `intro-schedule-${subscriptionId}` },
  );
  const current = schedule.phases[0];
  const monthly = await gw.priceOf(plan, 'monthly');
  await gw.stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
          metadata: { phase: 'intro' },
        },
        {
          items: [{ price: monthly, quantity: 1 }],
          metadata: { phase: 'monthly' },
        },
      ],
    },
    { idempotencyKey: `intro-phases-${subscriptionId}` },
  );
}

/**
 * Cancel with notice: `cancel_at` on the subscription. A subscription run by a schedule (the
 * intro, or a downgrade to come) takes no cancellation of its own (Stripe refuses it: update the
 * schedule instead), so there the schedule ends at that instant and cancels (decision 044).
 */
export async function cancelAtStripe(gw: StripeSchedules, input: CancelAtInput): Promise<void> {
  const sub = await gw.stripe.subscriptions.retrieve(input.subscriptionId);
  const scheduleId = idOf(sub.schedule);
  if (scheduleId) {
    await endScheduleAt(gw, sub, scheduleId, input);
    return;
  }
  await gw.stripe.subscriptions.update(
    input.subscriptionId,
    { cancel_at: input.at === null ? '' : Math.floor(input.at / 1000) },
    { idempotencyKey: input.idempotencyKey },
  );
}

/**
 * The schedule's phases as they stand, cut at `at` (the phase holding it ends then; a later one
 * goes), or carried on to it on the last phase's Price, with end_behavior 'cancel'. Taken back
 * (`at` null), the phases stand and the schedule releases the subscription after the last one,
 * which is the plan's monthly Price again (added back when the cut had left the intro last).
 */
async function endScheduleAt(
  gw: StripeSchedules,
  sub: Stripe.Subscription,
  scheduleId: string,
  input: CancelAtInput,
) {
  const schedule = await gw.stripe.subscriptionSchedules.retrieve(scheduleId);
  const from = schedule.current_phase?.start_date ?? 0;
  let phases: Stripe.SubscriptionScheduleUpdateParams.Phase[] = schedule.phases
    // The phase under way and those to come: the past stays as it was.
    .filter((p) => p.end_date > from)
    .map((p) => ({
      items: p.items.map((i) => ({ price: idOf(i.price) ?? '', quantity: i.quantity ?? 1 })),
      start_date: p.start_date,
      end_date: p.end_date,
      metadata: { ...(p.metadata ?? {}) },
    }));
  const last = phases.at(-1);
  if (!last) throw new Error(`schedule ${scheduleId} has no phase to come`);
  const at = input.at === null ? null : Math.floor(input.at / 1000);
  if (at === null) {
    if (last.metadata?.phase === 'intro' || last.metadata?.flow === 'intro') {
      phases.push({
        items: [{ price: await gw.priceOf(planOfSubscription(sub), 'monthly'), quantity: 1 }],
        metadata: { phase: 'monthly' },
      });
    }
  } else {
    const kept = phases.filter((p, i) => i === 0 || Number(p.start_date) < at);
    const end = kept.at(-1) ?? last;
    if (Number(end.end_date) >= at) end.end_date = at;
    else kept.push({ items: end.items, start_date: end.end_date, end_date: at, metadata: end.metadata });
    phases = kept;
  }
  await gw.stripe.subscriptionSchedules.update(
    scheduleId,
    { end_behavior: at === null ? 'release' : 'cancel', phases },
    { idempotencyKey: `${input.idempotencyKey}-schedule` },
  );
}
