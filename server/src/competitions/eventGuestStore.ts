/**
 * A Golf Tournaments event's competition and its guests (docs/decisions/066): the competition of an
 * event, its one round (on the event's bays, which the event's own hold already closes, so the
 * round writes no bay block), and the guests' entries, which name a guest instead of an account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  competitionCards,
  competitionEntries,
  competitionMoves,
  competitionRounds,
  competitions,
  contestAttempts,
} from '../db/schema';
import type { CompetitionRow, EntryRow, RoundRow } from './competitionStore';

export function competitionOfEvent(db: Db, eventId: string): CompetitionRow | undefined {
  return db.select().from(competitions).where(eq(competitions.eventQuoteId, eventId)).get();
}

/** The event's round: its date and span, its bays; never a bay block (the event holds them). */
export function insertEventRound(
  db: Db,
  competitionId: string,
  round: { date: string; startTime: string; endTime: string; bays: readonly string[] },
): RoundRow {
  return db
    .insert(competitionRounds)
    .values({
      id: randomUUID(),
      competitionId,
      number: 1,
      roundDate: round.date,
      startTime: round.startTime,
      endTime: round.endTime,
      bays: JSON.stringify(round.bays),
      past: false,
    })
    .returning()
    .get();
}

export function insertGuest(
  db: Db,
  values: { competitionId: string; guestName: string; addedBy: string },
  nowIso: string,
): EntryRow {
  return db
    .insert(competitionEntries)
    .values({
      ...values,
      id: randomUUID(),
      userId: null,
      status: 'entered',
      feeCents: 0,
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .returning()
    .get();
}

export function renameGuestEntry(db: Db, entryId: string, guestName: string, nowIso: string): void {
  db.update(competitionEntries)
    .set({ guestName, updatedAt: nowIso })
    .where(eq(competitionEntries.id, entryId))
    .run();
}

/** A guest taken out before any score: their entry and any bay staff moved them to. */
export function deleteGuestEntry(db: Db, entryId: string): void {
  db.delete(competitionMoves).where(eq(competitionMoves.entryId, entryId)).run();
  db.delete(competitionEntries).where(eq(competitionEntries.id, entryId)).run();
}

/** The entries of these with a card or an attempt in: their names stay as the board shows them. */
export function entriesWithScores(db: Db, entryIds: readonly string[]): Set<string> {
  if (entryIds.length === 0) return new Set();
  const ids = [...entryIds];
  const cards = db
    .select({ entryId: competitionCards.entryId })
    .from(competitionCards)
    .where(inArray(competitionCards.entryId, ids))
    .all();
  const attempts = db
    .select({ entryId: contestAttempts.entryId })
    .from(contestAttempts)
    .where(inArray(contestAttempts.entryId, ids))
    .all();
  return new Set([...cards, ...attempts].map((r) => r.entryId));
}

export function guestEntry(db: Db, competitionId: string, entryId: string): EntryRow | undefined {
  return db
    .select()
    .from(competitionEntries)
    .where(and(eq(competitionEntries.id, entryId), eq(competitionEntries.competitionId, competitionId)))
    .get();
}
