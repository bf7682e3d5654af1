/**
 * The write thread, main side (docs/decisions/029). better-sqlite3 is synchronous, and with
 * synchronous FULL every COMMIT waits for the disk on the thread that runs it: on the event loop,
 * every request (the Saturday storm's day view) waited behind every commit queued before it. So
 * the hot booking writes (writerJobs.ts) run in a worker thread with its own connection to the same
 * file (writerThread.ts), and the request awaits its answer. Each is still ONE immediate
 * transaction, answered only once its commit is durable; only the waiting moved.
 *
 * The thread starts with the server (or at the first write of a server never started: the tests'
 * server.inject), ends when the server stops, and never keeps the process alive on its own
 * (unref). Should it die, every write waiting on it is answered 503 with core's words (the write
 * may or may not have been committed, so the member is asked to look first), and the next write
 * starts a new thread.
 *
 * Never call `run` inside a main-thread writeTransaction: the thread would wait for the write lock
 * the main thread holds while the main thread waits for the thread.
 */
import { Worker } from 'node:worker_threads';
import type Boom from '@hapi/boom';
import { bookingMessages } from '@lounge/core';
import { answerError, refuse } from '../http/errors';
import type { Logger } from '../logger';
import {
  type JobArgs,
  type JobName,
  type JobReply,
  type JobRequest,
  type JobResult,
  THREAD_READY,
  type ThreadError,
  type WriterThreadData,
} from './writerJobs';

/**
 * Where the thread's code is: beside the bundle once built (server/build.mjs writes
 * dist/writerThread.js next to dist/main.js), or the TypeScript source, through tsx's loader
 * (writerBoot.mjs), when the server runs from source (tests, `npm run dev`).
 */
function threadEntry(): { url: URL; source?: string } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./writerThread.js', here) };
  return { url: new URL('./writerBoot.mjs', here), source: new URL('./writerThread.ts', here).href };
}

/**
 * The thread's short-lived objects (a booking's email, its calendar file, the rows read) live in
 * V8's young generation; left to V8's default it grows to tens of MB under a storm of bookings.
 * Its live set is small, so a small one is collected often and cheaply, and the process stays lean.
 */
const THREAD_YOUNG_GENERATION_MB = 8;

/** A write the thread could not finish: it died, or the server is stopping. */
function writeNotConfirmed(): Boom.Boom {
  return refuse(503, { ...bookingMessages.writeNotConfirmed, code: 'write_not_confirmed' });
}

/** The thread's error rebuilt on this side: the same Boom (status, body, headers, data), or an Error with its code. */
function rebuilt(error: ThreadError): Error {
  if (!error.boom) {
    return Object.assign(new Error(error.message), {
      name: error.name,
      ...(error.code ? { code: error.code } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
    });
  }
  const boom = answerError(error.message, { statusCode: error.statusCode, data: error.data });
  boom.output.payload = error.payload as Boom.Payload;
  Object.assign(boom.output.headers, error.headers);
  return boom;
}

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** Settles once the thread's connection is open, or when it fails before that. */
  ready: Promise<void>;
  waiting: Map<number, Waiting>;
}

export class Writer {
  readonly #file: string;
  readonly #data: WriterThreadData;
  readonly #logger: Logger;
  #thread: Thread | null = null;
  #lastId = 0;
  #stopped = false;

  constructor(data: WriterThreadData, logger: Logger) {
    this.#file = data.file;
    this.#data = data;
    this.#logger = logger;
  }

  /** Starts the thread and waits until its connection is open (the server's start waits for it). */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.#current().ready;
  }

  /** Ends the thread (the server's stop, after the in-flight requests had their answers). */
  async stop(): Promise<void> {
    this.#stopped = true;
    const thread = this.#thread;
    this.#thread = null;
    await thread?.worker.terminate();
  }

  /** Whether a thread is running now (tests: a stopped server leaves none behind). */
  get running(): boolean {
    return this.#thread !== null;
  }

  /** The running thread's worker (tests end it to see a dead thread answered). */
  get worker(): Worker | undefined {
    return this.#thread?.worker;
  }

  /** Runs a job in the thread at the main thread's `now`; its result, or its error as thrown there. */
  run<K extends JobName>(job: K, now: number, ...args: JobArgs<K>): Promise<JobResult<K>> {
    if (this.#stopped) return Promise.reject(writeNotConfirmed());
    const thread = this.#current();
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      thread.worker.postMessage({ id, job, args, now } satisfies JobRequest<K>);
    });
  }

  #current(): Thread {
    if (this.#thread) return this.#thread;
    const { url, source } = threadEntry();
    const worker = new Worker(url, {
      workerData: { ...this.#data, ...(source ? { entry: source } : {}) },
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    // Requests waiting on it keep the server busy; the thread alone must not keep a process alive.
    worker.unref();
    const waiting = new Map<number, Waiting>();
    let ready = false;
    const thread: Thread = {
      worker,
      waiting,
      ready: new Promise((resolve, reject) => {
        worker.on('message', (reply: JobReply | typeof THREAD_READY) => {
          if (reply === THREAD_READY) {
            ready = true;
            resolve();
            return;
          }
          const caller = waiting.get(reply.id);
          waiting.delete(reply.id);
          if (reply.ok) caller?.resolve(reply.result);
          else caller?.reject(rebuilt(reply.error));
        });
        worker.on('error', (error) => {
          this.#logger.error('write thread failed', {
            file: this.#file,
            error: error.message,
            stack: error.stack,
          });
          if (!ready) reject(error);
        });
        worker.on('exit', (code) => {
          if (this.#thread === thread) this.#thread = null;
          if (!ready)
            reject(new Error(`The write thread ended before it opened ${this.#file} (exit code ${code})`));
          if (!this.#stopped) this.#logger.error('write thread ended', { code, waiting: waiting.size });
          for (const caller of waiting.values()) caller.reject(writeNotConfirmed());
          waiting.clear();
        });
      }),
    };
    // A start that failed is reported by `start` or answered 503 to the writes waiting; not unhandled.
    thread.ready.catch(() => {});
    this.#thread = thread;
    return thread;
  }
}
