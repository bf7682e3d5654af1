/**
 * The competitions tables' queries: competitions, their rounds (whose bays are bay_blocks rows
 * tagged with the round, so every booking check and the waitlist see them as taken), entries in
 * registration order, staff's moves, scorecards, and members' official indexes.
 */
import { randomUUID } from 'node:crypto';
import type { CompetitionCourse, EntryStatus, PlannedRound } from '@lounge/core';
import { guestNameParts, toIsoInstant } from '@lounge/core';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  bayBlocks,
  competitionCards,
  competitionEntries,
  competitionMoves,
  competitionRounds,
  competitions,
  memberHandicaps,
  users,
} from '../db/schema';

export type CompetitionRow = typeof competitions.$inferSelect;
export type RoundRow = typeof competitionRounds.$inferSelect;
export type EntryRow = typeof competitionEntries.$inferSelect;
export type CardRow = typeof competitionCards.$inferSelect;

/** Entries that hold a place in the field (an unpaid one only while its hold lasts: see fieldTaken). */
const LIVE_ENTRY_STATUSES = ['unpaid', 'entered', 'waiting'] as const satisfies readonly EntryStatus[];

export function courseOf(row: CompetitionRow): CompetitionCourse {
  return JSON.parse(row.course) as CompetitionCourse;
}

export function baysOf(round: RoundRow): string[] {
  return JSON.parse(round.bays) as string[];
}

export function insertCompetition(
  db: Db,
  values: Omit<CompetitionRow, 'id' | 'createdAt' | 'updatedAt'>,
  nowIso: string,
): CompetitionRow {
  return db
    .insert(competitions)
    .values({ ...values, id: randomUUID(), createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateCompetition(
  db: Db,
  id: string,
  values: Partial<Omit<CompetitionRow, 'id' | 'createdAt'>>,
  nowIso: string,
): CompetitionRow {
  return db
    .update(competitions)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(competitions.id, id))
    .returning()
    .get();
}

/** A round, and (unless already played) its bays closed as bay blocks with the round's id. */
export function insertRound(
  db: Db,
  competitionId: string,
  round: PlannedRound,
  block: { reason: string; createdBy: string; nowIso: string },
): RoundRow {
  const row = db
    .insert(competitionRounds)
    .values({
      id: randomUUID(),
      competitionId,
      number: round.number,
      roundDate: round.date,
      startTime: toIsoInstant(round.start),
      endTime: toIsoInstant(round.end),
      bays: JSON.stringify(round.bays),
      past: round.past,
    })
    .returning()
    .get();
  if (!round.past) {
    for (const bayNumber of round.bays) {
      db.insert(bayBlocks)
        .values({
          id: randomUUID(),
          groupId: row.id,
          bayNumber,
          blockDate: round.date,
          startTime: row.startTime,
          endTime: row.endTime,
          reason: block.reason,
          createdBy: block.createdBy,
          competitionRoundId: row.id,
          createdAt: block.nowIso,
        })
        .run();
    }
  }
  return row;
}

export function findCompetition(db: Db, id: string): CompetitionRow | undefined {
  return db.select().from(competitions).where(eq(competitions.id, id)).get();
}

export function allCompetitions(db: Db): CompetitionRow[] {
  return db.select().from(competitions).orderBy(desc(competitions.createdAt)).all();
}

export function roundsOf(db: Db, competitionId: string): RoundRow[] {
  return db
    .select()
    .from(competitionRounds)
    .where(eq(competitionRounds.competitionId, competitionId))
    .orderBy(asc(competitionRounds.number))
    .all();
}

export function findRound(db: Db, roundId: string): RoundRow | undefined {
  return db.select().from(competitionRounds).where(eq(competitionRounds.id, roundId)).get();
}

export function roundsOfMany(db: Db, ids: readonly string[]): RoundRow[] {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(competitionRounds)
    .where(inArray(competitionRounds.competitionId, [...ids]))
    .orderBy(asc(competitionRounds.number))
    .all();
}

export function closeRound(db: Db, roundId: string, nowIso: string): void {
  db.update(competitionRounds).set({ closedAt: nowIso }).where(eq(competitionRounds.id, roundId)).run();
}

/**
 * Every entry of a competition in registration order, with its member's names; a private event's
 * guest (no account) with their name split as a board shows it, and no email.
 */
export function entriesOf(db: Db, competitionId: string) {
  return db
    .select({
      entry: competitionEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hideName: memberHandicaps.hideName,
    })
    .from(competitionEntries)
    .leftJoin(users, eq(users.id, competitionEntries.userId))
    .leftJoin(memberHandicaps, eq(memberHandicaps.userId, competitionEntries.userId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.createdAt), asc(sql`${competitionEntries}.rowid`))
    .all()
    .map((row) => {
      const guest = row.entry.guestName;
      const names =
        guest !== null
          ? guestNameParts(guest)
          : { firstName: row.firstName ?? '', lastName: row.lastName ?? '' };
      return { ...row, ...names, email: guest !== null ? null : row.email };
    });
}

export type EntryWithMember = ReturnType<typeof entriesOf>[number];

export function findEntry(db: Db, id: string): EntryRow | undefined {
  return db.select().from(competitionEntries).where(eq(competitionEntries.id, id)).get();
}

export function liveEntryOf(db: Db, competitionId: string, userId: string): EntryRow | undefined {
  return db
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.userId, userId),
        inArray(competitionEntries.status, [...LIVE_ENTRY_STATUSES]),
      ),
    )
    .get();
}

export function entryByCheckout(db: Db, checkoutSessionId: string): EntryRow | undefined {
  return db
    .select()
    .from(competitionEntries)
    .where(eq(competitionEntries.checkoutSessionId, checkoutSessionId))
    .get();
}

/** A member's entries that hold a place, with their competitions (the dashboard's next round). */
export function liveEntriesOfMember(db: Db, userId: string) {
  return db
    .select({ entry: competitionEntries, competition: competitions })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .where(
      and(
        eq(competitionEntries.userId, userId),
        inArray(competitionEntries.status, ['unpaid', 'entered', 'waiting']),
      ),
    )
    .all();
}

export function insertEntry(
  db: Db,
  values: {
    competitionId: string;
    userId: string;
    status: EntryStatus;
    feeCents: number;
    holdExpiresAt?: string | null;
    addedBy?: string | null;
  },
  nowIso: string,
): EntryRow {
  return db
    .insert(competitionEntries)
    .values({ ...values, id: randomUUID(), createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateEntry(
  db: Db,
  id: string,
  values: Partial<Pick<EntryRow, 'status' | 'feeCents' | 'checkoutSessionId' | 'holdExpiresAt'>>,
  nowIso: string,
): EntryRow {
  return db
    .update(competitionEntries)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(competitionEntries.id, id))
    .returning()
    .get();
}

export function movesOf(db: Db, roundId: string) {
  return db
    .select({ entryId: competitionMoves.entryId, bayNumber: competitionMoves.bayNumber })
    .from(competitionMoves)
    .where(eq(competitionMoves.roundId, roundId))
    .all();
}

export function setMove(db: Db, roundId: string, entryId: string, bayNumber: string): void {
  db.insert(competitionMoves)
    .values({ roundId, entryId, bayNumber })
    .onConflictDoUpdate({ target: [competitionMoves.roundId, competitionMoves.entryId], set: { bayNumber } })
    .run();
}

export function cardsOfRound(db: Db, roundId: string): CardRow[] {
  return db.select().from(competitionCards).where(eq(competitionCards.roundId, roundId)).all();
}

export function findCard(db: Db, roundId: string, entryId: string): CardRow | undefined {
  return db
    .select()
    .from(competitionCards)
    .where(and(eq(competitionCards.roundId, roundId), eq(competitionCards.entryId, entryId)))
    .get();
}

export function insertCard(
  db: Db,
  values: Omit<CardRow, 'id' | 'createdAt' | 'updatedAt'>,
  nowIso: string,
): CardRow {
  return db
    .insert(competitionCards)
    .values({ ...values, id: randomUUID(), createdAt: nowIso, updatedAt: nowIso })
    .returning()
    .get();
}

export function updateCard(
  db: Db,
  id: string,
  values: Partial<Omit<CardRow, 'id' | 'createdAt'>>,
  nowIso: string,
): CardRow {
  return db
    .update(competitionCards)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(competitionCards.id, id))
    .returning()
    .get();
}

/** A member's final cards (attested), with their round's date and start, most recent first. */
export function finalCardsOfMember(db: Db, userId: string) {
  return db
    .select({
      card: competitionCards,
      roundDate: competitionRounds.roundDate,
      startTime: competitionRounds.startTime,
    })
    .from(competitionCards)
    .innerJoin(competitionEntries, eq(competitionEntries.id, competitionCards.entryId))
    .innerJoin(competitionRounds, eq(competitionRounds.id, competitionCards.roundId))
    .where(
      and(
        eq(competitionEntries.userId, userId),
        isNotNull(competitionCards.attestedAt),
        isNotNull(competitionCards.differential),
      ),
    )
    .orderBy(desc(competitionRounds.startTime), desc(competitionCards.attestedAt))
    .all();
}

export function handicapSettingsOf(db: Db, userId: string) {
  return db.select().from(memberHandicaps).where(eq(memberHandicaps.userId, userId)).get();
}

export function setOfficialIndex(
  db: Db,
  userId: string,
  index: number | null,
  setBy: string,
  nowIso: string,
): void {
  db.insert(memberHandicaps)
    .values({ userId, officialIndex: index, setBy, setAt: nowIso })
    .onConflictDoUpdate({
      target: memberHandicaps.userId,
      set: { officialIndex: index, setBy, setAt: nowIso },
    })
    .run();
}

/** Hides (or shows) the member's name on boards; an official index already set stays as it is. */
export function setHideName(db: Db, userId: string, hideName: boolean): void {
  db.insert(memberHandicaps)
    .values({ userId, hideName })
    .onConflictDoUpdate({ target: memberHandicaps.userId, set: { hideName } })
    .run();
}

/**
 * A deleted account's golf settings go with it: an official index is about the person. Their cards
 * and entries stay, under 'Deleted member', so the field's results and standings still add up.
 */
export function eraseGolfSettings(db: Db, userId: string): void {
  db.delete(memberHandicaps).where(eq(memberHandicaps.userId, userId)).run();
}

/** A member's entries, with their competitions' names, oldest first (their data export). */
export function entriesOfMemberWithNames(db: Db, userId: string) {
  return db
    .select({ entry: competitionEntries, competitionName: competitions.name })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .where(eq(competitionEntries.userId, userId))
    .orderBy(asc(competitionEntries.createdAt))
    .all();
}

/** A member's scorecards, final or not, with their competition's name and round number (their data export). */
export function cardsOfMember(db: Db, userId: string) {
  return db
    .select({ card: competitionCards, competitionName: competitions.name, round: competitionRounds.number })
    .from(competitionCards)
    .innerJoin(competitionEntries, eq(competitionEntries.id, competitionCards.entryId))
    .innerJoin(competitionRounds, eq(competitionRounds.id, competitionCards.roundId))
    .innerJoin(competitions, eq(competitions.id, competitionRounds.competitionId))
    .where(eq(competitionEntries.userId, userId))
    .orderBy(asc(competitionRounds.startTime))
    .all();
}
