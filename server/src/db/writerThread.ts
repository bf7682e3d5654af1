/**
 * The write thread (a node:worker_threads worker; db/writer.ts starts it): its own connection to
 * the server's file, with the same settings, runs the jobs of writerJobs.ts one at a time. While
 * its COMMIT waits for the disk (synchronous FULL), the main thread's event loop goes on answering.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Boom from '@hapi/boom';
import type { WriteContext } from '../appContext';
import { connectDatabase } from './database';
import {
  type JobReply,
  type JobRequest,
  THREAD_READY,
  type ThreadError,
  type WriterThreadData,
  writerJobs,
} from './writerJobs';

const { file, config } = workerData as WriterThreadData;
const database = connectDatabase(file);

function crossing(error: unknown): ThreadError {
  if (Boom.isBoom(error)) {
    const { statusCode, payload, headers } = error.output;
    return {
      boom: true,
      statusCode,
      message: error.message,
      payload: { ...payload },
      headers,
      data: error.data,
    };
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return {
      boom: false,
      name: error.name,
      message: error.message,
      stack: error.stack,
      ...(code ? { code } : {}),
    };
  }
  return { boom: false, name: 'Error', message: String(error) };
}

parentPort?.on('message', (request: JobRequest) => {
  // The main thread's moment, never this thread's clock.
  const ctx: WriteContext = { config, database, db: database.db, now: () => request.now };
  let reply: JobReply;
  try {
    const run = writerJobs[request.job] as (ctx: WriteContext, ...args: unknown[]) => unknown;
    reply = { id: request.id, ok: true, result: run(ctx, ...request.args) };
  } catch (error) {
    reply = { id: request.id, ok: false, error: crossing(error) };
  }
  parentPort?.postMessage(reply);
});

parentPort?.postMessage(THREAD_READY);
