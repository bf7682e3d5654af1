/**
 * What GET /api/health answers: one row read (SELECT 1) to prove the database answers, storage
 * (storageHealth.ts) and mail (mail/mailDelivery.ts), nothing slower, so it stays a cheap signal.
 * 'unavailable' when the database does not answer or cannot be written; 'degraded' when only the
 * backups, mail or the door's controller are in trouble. The
 * answer's shape is core's HealthResponse (core/src/api/venue.ts).
 */
import { doorMessages, type HealthResponse } from '@lounge/core';
import type { AppContext } from '../appContext';
import { databaseAnswers } from '../db/database';
import { doorHeard } from '../door/doorState';
import { mailHealth } from '../mail/mailDelivery';
import { APP_VERSION } from '../version';
import { storageHealth } from './storageHealth';

export function healthNow(ctx: AppContext): HealthResponse {
  const database: HealthResponse['database'] = databaseAnswers(ctx.database) ? 'ok' : 'unavailable';
  const storage = storageHealth(ctx.database, ctx.config.backups, Date.now());
  // The outbox's times are the server's clock, as the mail worker's are.
  const { mail, problem: mailProblem } = mailHealth(ctx, ctx.now());
  const { state: door } = doorHeard(ctx);
  const problems = [
    ...storage.problems,
    ...(mailProblem ? [mailProblem] : []),
    ...(door === 'down' ? [doorMessages.healthProblem] : []),
  ];
  const unavailable = database !== 'ok' || storage.storage !== 'ok';
  return {
    status: unavailable ? 'unavailable' : problems.length > 0 ? 'degraded' : 'ok',
    version: APP_VERSION,
    venue: ctx.config.venue.name,
    database,
    ...storage,
    mail,
    door,
    problems,
  };
}
