/**
 * A lesson's and a pack's money, through payments' one-off checkout and ledger (docs/decisions/055):
 * the 'lesson' and 'lesson_pack' purchase kinds registered in app.ts. A paid lesson checkout books
 * its lesson and writes its ledger row once; one that ends unpaid lets the coach and bay go. A paid
 * pack writes its ledger row and its credits once (the pack is unique by its checkout).
 */
import {
  creditExpiresOn,
  hasPaidPlan,
  type LessonCredits,
  type LessonPackSize,
  lessonMessages,
  lessonPackPriceCents,
  packRefundCents,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { releaseLessonBay } from '../blocks/blockService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import type { CheckoutInfo } from '../payments/gateway';
import { gatewayFailure } from '../payments/gatewayErrors';
import {
  findLedgerEntryByRef,
  markFulfilled,
  recordCheckout,
  recordLedgerEntry,
} from '../payments/paymentService';
import type { PurchaseKind } from '../payments/purchaseKinds';
import { type ReservedRefund, reserveRefund, settleRefund } from '../payments/refunds';
import type { UserRow } from '../users/userService';
import { queueLessonBooked } from './lessonMail';
import {
  type CoachRow,
  findCoach,
  findLessonType,
  type LessonRow,
  type LessonTypeRow,
  lessonByCheckout,
  updateLesson,
} from './lessonStore';
import { creditsOf, findPack, insertPack, packsOfUser, refundUnusedCredits } from './packStore';

/** A lesson's price for this account: the VIP's 20% off needs a VIP plan in force. */
export function isVip(user: UserRow | null): boolean {
  return user !== null && hasPaidPlan(user) && user.membershipType === 'vip';
}

/** How long an unpaid lesson holds its coach and bay: the checkout's life and a grace, as guest fees. */
export const LESSON_HOLD_MS = 20 * 60 * 1000;

/** Opens the card checkout of an unpaid lesson; on the gateway's failure `undo` lets its holds go. */
export async function openLessonCheckout(
  ctx: AppContext,
  user: UserRow,
  planned: { lesson: LessonRow; type: LessonTypeRow; coach: CoachRow },
  undo: () => void,
): Promise<string> {
  const { lesson, type, coach } = planned;
  const origin = siteUrl(ctx.config);
  let created: Awaited<ReturnType<AppContext['payments']['createPaymentCheckout']>>;
  try {
    created = await ctx.payments.createPaymentCheckout({
      line: {
        name: type.name,
        description: lessonMessages.ledgerLesson(type.name, coach.name),
        quantity: 1,
        unitAmountCents: lesson.priceCents,
      },
      email: user.email,
      userId: user.id,
      customerId: user.stripeCustomerId,
      metadata: { kind: 'lesson', userId: user.id, lessonId: lesson.id },
      successUrl: `${origin}/lessons?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/lessons?payment=cancelled`,
      expiresAt: ctx.now() + LESSON_HOLD_MS - 5 * 60 * 1000,
      idempotencyKey: `lesson-${lesson.id}`,
    });
  } catch (error) {
    undo();
    throw gatewayFailure(ctx, `lesson checkout failed for lesson ${lesson.id}`, error);
  }
  writeTransaction(ctx.database, () => {
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'lesson',
        userId: user.id,
        email: user.email,
        amountCents: lesson.priceCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    );
    updateLesson(ctx.db, lesson.id, { checkoutSessionId: created.id });
  });
  return created.url;
}

/** A timely cancellation's refund of the lesson's card payment, reserved in the cancelling write. */
export function refundLessonCharge(
  ctx: AppContext,
  lesson: LessonRow,
  actorId: string | null,
): ReservedRefund | null {
  const charge = lesson.checkoutSessionId
    ? findLedgerEntryByRef(ctx.db, lesson.checkoutSessionId)
    : undefined;
  if (!charge) return null;
  return reserveRefund(ctx, { chargeId: charge.id, reason: 'Lesson cancelled in time', actorId });
}

export async function settleLessonRefund(ctx: AppContext, reserved: ReservedRefund): Promise<void> {
  if (reserved.repeated) return;
  try {
    await settleRefund(ctx, reserved.refund, reserved.key);
  } catch (error) {
    // The lesson stays cancelled; the refund is recorded failed and staff can refund it again.
    ctx.logger.error('refund of a cancelled lesson failed', {
      refundId: reserved.refund.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function fulfilLesson(ctx: AppContext, info: CheckoutInfo): LessonRow | null {
  const nowIso = toIsoInstant(ctx.now());
  const lesson = lessonByCheckout(ctx.db, info.id);
  if (!lesson) {
    ctx.logger.error('a paid lesson checkout names no lesson; refund it', { checkoutId: info.id });
    return null;
  }
  if (!markFulfilled(ctx.db, info.id, nowIso)) return lesson;
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'lesson',
      amountCents: info.amountTotal ?? lesson.priceCents,
      description: lessonMessages.ledgerLesson(
        findLessonType(ctx.db, lesson.typeId)?.name ?? 'Lesson',
        findCoach(ctx.db, lesson.coachId)?.name ?? '',
      ),
      userId: lesson.userId,
      gatewayRef: info.id,
      checkoutSessionId: info.id,
      paymentIntentId: info.paymentIntentId,
    },
    ctx.now(),
  );
  if (lesson.status === 'unpaid') {
    const booked = updateLesson(ctx.db, lesson.id, {
      status: 'booked',
      paidWith: 'card',
      holdExpiresAt: null,
    });
    queueLessonBooked(ctx, lesson.id, nowIso);
    return booked ?? lesson;
  }
  // Its hold lapsed before the payment's news came: the money is on the ledger for staff to refund.
  ctx.logger.error('a lesson was paid after its hold lapsed; refund it', {
    lessonId: lesson.id,
    checkoutId: info.id,
  });
  return lesson;
}

/** The lesson's card payment (registered in app.ts). */
export const lessonPurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilLesson(ctx, info),
  release: (ctx, record) => {
    const lesson = lessonByCheckout(ctx.db, record.id);
    if (lesson?.status !== 'unpaid') return;
    updateLesson(ctx.db, lesson.id, {
      status: 'cancelled',
      cancelledAt: toIsoInstant(ctx.now()),
      holdExpiresAt: null,
    });
    releaseLessonBay(ctx, lesson.id);
  },
};

/** POST /api/lesson-packs/checkout: the pack's price for this account (the VIP's 20% off). */
export async function openPackCheckout(
  ctx: AppContext,
  user: UserRow,
  input: { typeId: string; size: LessonPackSize },
): Promise<{ url: string }> {
  const type = findLessonType(ctx.db, input.typeId);
  if (!type)
    throw refuse(404, { ...lessonMessages.unknownType, code: 'unknown_lesson_type', field: 'typeId' });
  const priceCents = lessonPackPriceCents(type.priceCents, input.size, isVip(user));
  const origin = siteUrl(ctx.config);
  const now = ctx.now();
  let created: Awaited<ReturnType<AppContext['payments']['createPaymentCheckout']>>;
  try {
    created = await ctx.payments.createPaymentCheckout({
      line: {
        name: 'Lesson pack',
        description: lessonMessages.ledgerPack(input.size, type.name),
        quantity: 1,
        unitAmountCents: priceCents,
      },
      email: user.email,
      userId: user.id,
      customerId: user.stripeCustomerId,
      metadata: { kind: 'lesson_pack', userId: user.id, typeId: type.id, size: String(input.size) },
      successUrl: `${origin}/lessons?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/lessons?payment=cancelled`,
      expiresAt: now + LESSON_HOLD_MS,
      // One pack checkout a member, type and size a minute: a double click opens one.
      idempotencyKey: `lesson-pack-${user.id}-${type.id}-${input.size}-${Math.floor(now / 60_000)}`,
    });
  } catch (error) {
    throw gatewayFailure(ctx, `lesson pack checkout failed for ${user.id}`, error);
  }
  writeTransaction(ctx.database, () =>
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'lesson_pack',
        userId: user.id,
        email: user.email,
        amountCents: priceCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    ),
  );
  return { url: created.url };
}

function fulfilPack(ctx: AppContext, info: CheckoutInfo): string | null {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const { userId, typeId, size } = info.metadata;
  const type = typeId ? findLessonType(ctx.db, typeId) : undefined;
  if (!userId || !type || (size !== '5' && size !== '10')) {
    ctx.logger.error('a paid lesson pack names no type or size; refund it', { checkoutId: info.id });
    return null;
  }
  if (!markFulfilled(ctx.db, info.id, nowIso)) return null;
  const amountCents = info.amountTotal ?? 0;
  recordLedgerEntry(
    ctx.db,
    {
      kind: 'lesson_pack',
      amountCents,
      description: lessonMessages.ledgerPack(Number(size), type.name),
      userId,
      gatewayRef: info.id,
      checkoutSessionId: info.id,
      paymentIntentId: info.paymentIntentId,
    },
    now,
  );
  const pack = insertPack(
    ctx.db,
    {
      userId,
      typeId: type.id,
      size: Number(size),
      priceCents: amountCents,
      checkoutSessionId: info.id,
      expiresOn: creditExpiresOn(venueDate(now, ctx.config.venue.timeZone)),
    },
    nowIso,
  );
  return pack?.id ?? null;
}

/** A pack's payment (registered in app.ts): nothing is held while it is paid, so nothing to release. */
export const lessonPackPurchase: PurchaseKind<AppContext> = {
  fulfil: async (ctx, info) => () => fulfilPack(ctx, info),
};

/** A member's packs as the desk reads them (for an admin's refund). */
export function packsOf(ctx: AppContext, userId: string) {
  return packsOfUser(ctx.db, userId);
}

/** GET /api/lesson-packs/mine */
export function myCredits(ctx: AppContext, user: UserRow): LessonCredits[] {
  return creditsOf(ctx.db, user.id, venueDate(ctx.now(), ctx.config.venue.timeZone)).map((c) => ({
    typeId: c.typeId,
    remaining: Number(c.remaining),
    expiresOn: c.expiresOn,
  }));
}

/**
 * An admin refunds a pack: its unused credits are given back and the payment refunded pro rata
 * (what was paid for them, half up), in one write with the refund reserved, then asked of the gateway.
 */
export async function refundPack(
  ctx: AppContext,
  actorId: string,
  packId: string,
  reason: string,
): Promise<{ refundedCents: number; creditsCancelled: number }> {
  const done = writeTransaction(ctx.database, () => {
    const pack = findPack(ctx.db, packId);
    if (!pack) throw refuse(404, { ...lessonMessages.packNotFound, code: 'pack_not_found' });
    const charge = findLedgerEntryByRef(ctx.db, pack.checkoutSessionId);
    const unused = refundUnusedCredits(ctx.db, pack.id, toIsoInstant(ctx.now()));
    if (unused === 0 || !charge)
      throw refuse(409, { ...lessonMessages.packAlreadyRefunded, code: 'pack_nothing_to_refund' });
    const amountCents = packRefundCents(charge.amountCents, pack.size, unused);
    const reserved =
      amountCents > 0 ? reserveRefund(ctx, { chargeId: charge.id, amountCents, reason, actorId }) : null;
    return { reserved, amountCents, unused };
  });
  if (done.reserved) await settleRefund(ctx, done.reserved.refund, done.reserved.key);
  return { refundedCents: done.amountCents, creditsCancelled: done.unused };
}
