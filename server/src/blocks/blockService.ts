/**
 * Closing and reopening bays. A block is written in one IMMEDIATE transaction that first looks for
 * the bookings it would cover: it refuses (409, listing them with their status) unless staff asked
 * to cancel them, in which case they are cancelled with the block's reason in the same transaction.
 * A checked-in booking is never cancelled by a block: the member is playing, and the block is refused. The triggers stand
 * behind the check, so a member's booking racing the block cannot slip in between. Guest fees paid
 * online for a cancelled booking are refunded in full: the lounge cancelled, not the member. The
 * refunds are reserved in the block's transaction, within the limits of the staff who block
 * (payments/refunds.ts), and asked of the gateway after it.
 */
import Boom from '@hapi/boom';
import {
  type BayBlockInput,
  type BayBlockView,
  type BlockOccurrence,
  blockMessages,
  bookingStatusWords,
  type CoveredBooking,
  type CreateBlocksResponse,
  coveredBookingWords,
  hasEnded,
  isIsoDate,
  lessonMessages,
  planBayBlock,
  type RemovedBlocks,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import type { BookingRow } from '../bookings/bookingQueries';
import { cancelByStaff } from '../bookings/bookingService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { bayIsBlocked, bookingsCoveredBy, expireLapsedHolds } from '../occupancy/occupancyService';
import { ledgerForBooking, refundableCents } from '../payments/paymentService';
import { type ReservedRefund, reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import { findUserById } from '../users/userService';
import { nudgeWaitlist } from '../waitlist/waitlistService';
import {
  type BayBlockRow,
  blocksBetween,
  blockView,
  deleteBlocks,
  deleteLessonBlocks,
  findBlock,
  insertBlocks,
  insertLessonBlock,
} from './blockStore';

// What the desk's day schedule shows of this folder's blocks (its store stays its own).
export { blocksBetween, blockView } from './blockStore';

export function covered(ctx: AppContext, booking: BookingRow): CoveredBooking {
  const member = findUserById(ctx.db, booking.userId);
  return {
    id: booking.id,
    bayNumber: booking.bayNumber,
    startTime: booking.startTime,
    endTime: booking.endTime,
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : 'Deleted member',
    guestFee: booking.guestFee,
    status: booking.status,
    statusWords: bookingStatusWords(booking.status),
  };
}

function writeBlocks(
  ctx: AppContext,
  actorId: string,
  occurrences: BlockOccurrence[],
  input: BayBlockInput & { cancelCovered?: boolean },
): { rows: BayBlockRow[]; cancelled: BookingRow[]; refunds: ReservedRefund[] } {
  return writeTransaction(ctx.database, () => {
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    expireLapsedHolds(ctx.db, nowIso);
    const inTheWay = bookingsCoveredBy(ctx.db, occurrences);
    // A member checked in is playing: no block cancels them, whatever staff asked. The refusal
    // lists every booking in the way with its status, so the desk can show what stands where.
    const playing = inTheWay.filter((b) => b.status === 'checked_in' && !hasEnded(b, now));
    // Nor one that has ended: it is the day's record, corrected, never cancelled.
    const ended = inTheWay.filter((b) => hasEnded(b, now));
    if (playing.length > 0 || ended.length > 0 || (inTheWay.length > 0 && !input.cancelCovered)) {
      const listed = inTheWay.map((b) => covered(ctx, b));
      const zone = ctx.config.venue.timeZone;
      const words = (rows: BookingRow[]) =>
        listed.filter((b) => rows.some((r) => r.id === b.id)).map((b) => coveredBookingWords(b, zone));
      const error =
        ended.length > 0
          ? refuse(409, { ...blockMessages.coversFinished(words(ended)), code: 'block_covers_finished' })
          : playing.length > 0
            ? refuse(409, {
                ...blockMessages.coversCheckedIn(words(playing)),
                code: 'block_covers_checked_in',
              })
            : refuse(409, {
                ...blockMessages.coversBookings(inTheWay.length),
                code: 'block_covers_bookings',
              });
      Object.assign(error.output.payload, { bookings: listed });
      throw error;
    }
    const reason = input.reason.trim();
    const cancelled = inTheWay.map((booking) => {
      const row = cancelByStaff(ctx, booking, reason, nowIso);
      logStaffAction(
        ctx.db,
        {
          actorId,
          action: 'cancel',
          targetType: 'booking',
          targetId: booking.id,
          details: { reason, forBlock: true },
        },
        now,
      );
      return row;
    });
    let rows: BayBlockRow[];
    try {
      rows = insertBlocks(ctx.db, occurrences, { reason, createdBy: actorId, nowIso });
    } catch (error) {
      // Only a second writer on the same file gets here: the check above saw no booking.
      if (error instanceof Error && /block_overlap/.test(error.message))
        throw refuse(409, { ...blockMessages.coversBookings(1), code: 'block_covers_bookings' });
      throw error;
    }
    const first = rows[0];
    if (first) {
      logStaffAction(
        ctx.db,
        {
          actorId,
          action: 'block_bays',
          targetType: 'bay_block',
          targetId: first.groupId,
          details: {
            bays: [...new Set(rows.map((r) => r.bayNumber))],
            dates: [...new Set(rows.map((r) => r.blockDate))],
            reason,
          },
        },
        now,
      );
    }
    // The refunds of what the block cancelled, reserved with it: above plain staff's limits the
    // block is refused (403) with nothing written, and an admin makes it.
    const refunds = cancelled.flatMap((booking) =>
      ledgerForBooking(ctx.db, booking.id)
        .filter((charge) => charge.kind === 'guest_fee' && refundableCents(ctx.db, charge) > 0)
        .map((charge) =>
          reserveRefund(ctx, { chargeId: charge.id, reason: `Bay blocked: ${reason}`, actorId }),
        ),
    );
    return { rows, cancelled, refunds };
  });
}

/** Asks the gateway for the refunds a block reserved: the guest fees paid online for what it cancelled. */
async function settleRefunds(ctx: AppContext, refunds: ReservedRefund[]) {
  for (const { refund, key } of refunds) {
    try {
      await settleRefund(ctx, refund, key);
    } catch (error) {
      // The booking stays cancelled; the refund is recorded failed and the charge stays refundable.
      ctx.logger.error('refund for a blocked booking failed', {
        bookingId: refund.bookingId,
        chargeId: refund.refundOf,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

export async function createBlocks(
  ctx: AppContext,
  actorId: string,
  input: BayBlockInput & { cancelCovered?: boolean },
): Promise<CreateBlocksResponse> {
  const plan = planBayBlock(input, ctx.config.venue, venueDate(ctx.now(), ctx.config.venue.timeZone));
  if (!plan.ok)
    throw refuse(400, { title: plan.title, message: plan.message, field: plan.field, code: 'invalid_block' });
  const { rows, cancelled, refunds } = writeBlocks(ctx, actorId, plan.occurrences, input);
  await settleRefunds(ctx, refunds);
  return { blocks: rows.map(blockView), cancelledBookings: cancelled.map((b) => covered(ctx, b)) };
}

/** Reopens a bay (or, with wholeGroup, every bay and week of the same request); the waitlist may then move. */
export function removeBlocks(
  ctx: AppContext,
  actorId: string,
  id: string,
  wholeGroup: boolean,
): RemovedBlocks {
  const removed = writeTransaction(ctx.database, () => {
    const block = findBlock(ctx.db, id);
    if (!block) throw Boom.notFound(blockMessages.notFound);
    if (block.eventQuoteId) throw refuse(409, { ...blockMessages.eventHold, code: 'event_block' });
    if (block.lessonId) throw refuse(409, { ...lessonMessages.lessonHold, code: 'lesson_block' });
    const rows = deleteBlocks(ctx.db, block, wholeGroup);
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'unblock_bays',
        targetType: 'bay_block',
        targetId: block.groupId,
        details: {
          bays: [...new Set(rows.map((r) => r.bayNumber))],
          start: block.startTime,
          end: block.endTime,
          reason: block.reason,
          removed: rows.length,
        },
      },
      ctx.now(),
    );
    return rows;
  });
  nudgeWaitlist(ctx);
  return { removed: removed.map(blockView) };
}

/** A listing covers at most this many days, so one request cannot ask for years of rows. */
const MAX_LIST_DAYS = 400;

/** The blocks of venue days `from` to `to` (today, and `from`, when not given). */
export function listBlocks(ctx: AppContext, range: { from?: string; to?: string }): BayBlockView[] {
  const from = range.from ?? venueDate(ctx.now(), ctx.config.venue.timeZone);
  const to = range.to ?? from;
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isIsoDate(value)) throw refuse(400, { ...blockMessages.badDate, field });
  }
  if (to < from)
    throw refuse(400, { title: 'Invalid Range', message: "'to' is before 'from'.", field: 'to' });
  if (Date.parse(to) - Date.parse(from) > MAX_LIST_DAYS * 86_400_000)
    throw refuse(400, {
      title: 'Invalid Range',
      message: `List at most ${MAX_LIST_DAYS} days at once.`,
      field: 'to',
    });
  return blocksBetween(ctx.db, from, to).map(blockView);
}

/**
 * Holds a lesson's bay as a block naming it, inside the caller's write transaction (docs/decisions/057):
 * false, with nothing written, when a live booking or any block is in the way. The triggers stand
 * behind the look, so a booking racing the lesson cannot slip in between.
 */
export function holdBayForLesson(
  ctx: AppContext,
  hold: { lessonId: string; bayNumber: string; date: string; start: string; end: string; reason: string },
): boolean {
  const nowIso = toIsoInstant(ctx.now());
  expireLapsedHolds(ctx.db, nowIso);
  const span = {
    bayNumber: hold.bayNumber,
    date: hold.date,
    start: Date.parse(hold.start),
    end: Date.parse(hold.end),
  };
  if (bookingsCoveredBy(ctx.db, [span]).length > 0 || bayIsBlocked(ctx.db, hold.bayNumber, hold))
    return false;
  try {
    insertLessonBlock(ctx.db, hold, nowIso);
    return true;
  } catch (error) {
    if (error instanceof Error && /block_overlap|lesson_bay_overlap/.test(error.message)) return false;
    throw error;
  }
}

/** Lets a lesson's bay go (cancelled, or its checkout ended unpaid), in the caller's transaction. */
export function releaseLessonBay(ctx: AppContext, lessonId: string): void {
  deleteLessonBlocks(ctx.db, lessonId);
}
