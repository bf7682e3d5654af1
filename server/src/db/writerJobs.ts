/**
 * The writes the write thread runs (db/writer.ts says why), each the same function the server
 * would call in its own thread, given the thread's WriteContext: the check and the insert stay in
 * ONE immediate transaction there, so every rule and the overlap triggers hold as before.
 * What crosses between the threads: the job's name, its arguments and the main thread's `now`
 * (structured clone), back the result row or the error (`ThreadError`).
 */
import type { BookingInput } from '@lounge/core';
import type { WriteContext } from '../appContext';
import { cancelBooking, createBooking, updateBooking } from '../bookings/bookingService';
import type { Config } from '../config';
import { snapshotInto } from '../ops/backupSnapshot';
import type { RefundOutcome } from '../payments/ledgerStore';

export const writerJobs = {
  createBooking: (ctx: WriteContext, userId: string, input: BookingInput) =>
    createBooking(ctx, userId, input),
  updateBooking: (ctx: WriteContext, userId: string, id: string, input: BookingInput) =>
    updateBooking(ctx, userId, id, input),
  cancelBooking: (
    ctx: WriteContext,
    userId: string,
    id: string,
    refundNote: string | null,
    refunds: RefundOutcome[] = [],
  ) => cancelBooking(ctx, userId, id, { refundNote, refunds }),
  /** A backup's copy (ops/backups.ts), here so the event loop goes on answering while it is made. */
  backupInto: (ctx: WriteContext, file: string) => snapshotInto(ctx.database.sqlite, file),
};

export type WriterJobs = typeof writerJobs;

/** What the thread starts with: the server's file and configuration. */
export interface WriterThreadData {
  file: string;
  config: Config;
  /** From source only: the thread's TypeScript entry, which writerBoot.mjs loads through tsx. */
  entry?: string;
}

/** The message the thread sends once its connection is open. */
export const THREAD_READY = 'ready';
export type JobName = keyof WriterJobs;
/** A job's arguments after its context. */
export type JobArgs<K extends JobName> =
  Parameters<WriterJobs[K]> extends [WriteContext, ...infer A] ? A : never;
export type JobResult<K extends JobName> = ReturnType<WriterJobs[K]>;

/** What the main thread sends: which job, with what, at which moment. */
export interface JobRequest<K extends JobName = JobName> {
  id: number;
  job: K;
  args: JobArgs<K>;
  /** The main thread's clock (a test's or the journeys' settable one): the thread never reads its own. */
  now: number;
}

/**
 * A thrown error as it crosses: a Boom refusal with its status, body, headers and data (rebuilt as
 * the same Boom), or another error with its name, message and SQLite code (a full disk's
 * SQLITE_FULL still becomes the 503 of http/storageErrors.ts).
 */
export type ThreadError =
  | {
      boom: true;
      statusCode: number;
      message: string;
      payload: Record<string, unknown>;
      headers: Record<string, string | string[] | number | undefined>;
      data: unknown;
    }
  | { boom: false; name: string; message: string; code?: string; stack?: string };

export type JobReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ThreadError };
