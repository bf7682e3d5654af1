/**
 * booking_passes: each booking's check-in code. A code is drawn at random and kept to one open pass
 * by the partial unique index, so a clash (one in a million per open pass) is refused by the
 * database and drawn again; a pass stays open until its booking is over.
 */
import { randomInt } from 'node:crypto';
import { PASS_CODE_LENGTH } from '@lounge/core';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../db/database';
import { bookingPasses } from '../db/schema';

/** Draws past this many clashes mean something is wrong (the code space full), not bad luck. */
const MOST_DRAWS = 20;

/** A random number below 10^PASS_CODE_LENGTH; tests pass their own to make a clash happen. */
export type DrawNumber = () => number;
const drawRandom: DrawNumber = () => randomInt(0, 10 ** PASS_CODE_LENGTH);

/** Gives a booking its pass; call inside the booking's write transaction. Returns the code. */
export function issuePass(
  db: Db,
  bookingId: string,
  nowIso: string,
  drawNumber: DrawNumber = drawRandom,
): string {
  for (let draw = 1; ; draw += 1) {
    const code = String(drawNumber()).padStart(PASS_CODE_LENGTH, '0');
    try {
      db.insert(bookingPasses).values({ bookingId, code, open: true, createdAt: nowIso }).run();
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= MOST_DRAWS) throw error;
    }
  }
}

export function passOfBooking(db: Db, bookingId: string): string | undefined {
  return db
    .select({ code: bookingPasses.code })
    .from(bookingPasses)
    .where(eq(bookingPasses.bookingId, bookingId))
    .get()?.code;
}

/** The booking an open pass's code belongs to. */
export function bookingOfOpenPass(db: Db, code: string): string | undefined {
  return db
    .select({ bookingId: bookingPasses.bookingId })
    .from(bookingPasses)
    .where(and(eq(bookingPasses.code, code), sql`${bookingPasses.open} = 1`))
    .get()?.bookingId;
}

/** Closes the passes of bookings over by `nowIso`, freeing their codes; returns how many. */
export function closeEndedPasses(db: Db, nowIso: string): number {
  // Written out so SQLite walks the few open passes (the partial index), each booking by its key.
  return db.run(sql`UPDATE booking_passes SET open = 0 WHERE open = 1
    AND (SELECT end_time FROM bookings WHERE bookings.id = booking_passes.booking_id) <= ${nowIso}`).changes;
}
