/**
 * What GET /api/health answers: one row read (SELECT 1) to prove the database answers, and storage
 * (storageHealth.ts), nothing slower, so it stays a cheap signal. 'unavailable' when the database
 * does not answer or cannot be written; 'degraded' when only the backups are in trouble. The
 * answer's shape is core's HealthResponse (core/src/api/venue.ts).
 */
import type { HealthResponse } from '@lounge/core';
import type { AppContext } from '../appContext';
import { databaseAnswers } from '../db/database';
import { APP_VERSION } from '../version';
import { storageHealth } from './storageHealth';

export function healthNow(ctx: AppContext): HealthResponse {
  const database: HealthResponse['database'] = databaseAnswers(ctx.database) ? 'ok' : 'unavailable';
  const storage = storageHealth(ctx.database, ctx.config.backups, Date.now());
  const unavailable = database !== 'ok' || storage.storage !== 'ok';
  return {
    status: unavailable ? 'unavailable' : storage.problems.length > 0 ? 'degraded' : 'ok',
    version: APP_VERSION,
    venue: ctx.config.venue.name,
    database,
    ...storage,
  };
}
