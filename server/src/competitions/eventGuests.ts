/**
 * A Golf Tournaments event's competition for its guests (docs/competitions.md 'A private event's
 * competition', docs/decisions/066): staff create it from a paid event (its date, time and held
 * bays; a course and a format as a members' competition has), then enter, rename and remove its
 * guests by name. Scores go through the desk's usual card and attempt routes; the boards are the
 * competition's own, unlisted. Every change is in the audit trail.
 */
import {
  COMPETITION_NAME_MAX,
  checkCompetitionTerms,
  checkContestTerms,
  checkGuestName,
  DEFAULT_ATTEMPTS,
  type EventCompetitionInput,
  type EventCompetitionView,
  eventGuestMessages,
  GUEST_COMPETITION_PACKAGE,
  GUEST_COMPETITION_STATUS,
  type GuestFormat,
  isContest,
  PLAYERS_PER_BAY,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { eventOccurrences } from '../events/eventHold';
import { quoteOr404 } from '../events/eventQuoteService';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { logStaffAction } from '../staff/auditService';
import { entriesOf, insertCompetition, roundsOf } from './competitionStore';
import {
  competitionOfEvent,
  deleteGuestEntry,
  entriesWithScores,
  guestEntry,
  insertEventRound,
  insertGuest,
  renameGuestEntry,
} from './eventGuestStore';

type EventRow = ReturnType<typeof quoteOr404>;

/** The event, refused unless it is a Golf Tournaments event whose deposit is paid (its bays held). */
function tournamentEvent(ctx: AppContext, eventId: string): EventRow {
  const event = quoteOr404(ctx, eventId);
  if (event.packageId !== GUEST_COMPETITION_PACKAGE)
    throw refuse(409, { ...eventGuestMessages.notATournament, code: 'event_not_tournament' });
  if (event.status !== GUEST_COMPETITION_STATUS)
    throw refuse(409, { ...eventGuestMessages.notPaid, code: 'event_not_paid' });
  return event;
}

/** The event's competition, or the refusal saying to create it first. */
function competitionOf(ctx: AppContext, eventId: string) {
  tournamentEvent(ctx, eventId);
  const row = competitionOfEvent(ctx.db, eventId);
  if (!row) throw refuse(409, { ...eventGuestMessages.noCompetition, code: 'no_event_competition' });
  return row;
}

function eventBays(ctx: AppContext, event: EventRow): string[] {
  return eventOccurrences(ctx, event).map((o) => o.bayNumber);
}

export function eventCompetitionView(ctx: AppContext, eventId: string): EventCompetitionView {
  const event = quoteOr404(ctx, eventId);
  const row = competitionOfEvent(ctx.db, eventId);
  const fieldSize = PLAYERS_PER_BAY * eventBays(ctx, event).length;
  if (!row)
    return {
      eventId,
      competitionId: null,
      roundId: null,
      name: null,
      format: null,
      fieldSize,
      guests: [],
      boardUrl: null,
      tvUrl: null,
    };
  const guests = entriesOf(ctx.db, row.id).filter((e) => e.entry.status === 'entered' && e.entry.guestName);
  const scored = entriesWithScores(
    ctx.db,
    guests.map((g) => g.entry.id),
  );
  const site = siteUrl(ctx.config);
  return {
    eventId,
    competitionId: row.id,
    roundId: roundsOf(ctx.db, row.id)[0]?.id ?? null,
    name: row.name,
    format: row.format as GuestFormat,
    fieldSize: row.fieldSize,
    guests: guests.map((g) => ({
      entryId: g.entry.id,
      name: g.entry.guestName ?? '',
      hasScores: scored.has(g.entry.id),
    })),
    boardUrl: new URL(`/tournaments/${row.id}`, site).href,
    tvUrl: new URL(`/tournaments/${row.id}/tv`, site).href,
  };
}

export function createEventCompetition(
  ctx: AppContext,
  actorId: string,
  eventId: string,
  input: EventCompetitionInput,
): EventCompetitionView {
  writeTransaction(ctx.database, () => {
    const event = tournamentEvent(ctx, eventId);
    if (competitionOfEvent(ctx.db, eventId))
      throw refuse(409, { ...eventGuestMessages.hasCompetition, code: 'event_has_competition' });
    const name = (input.name || `${event.contactName}’s Golf Tournament`)
      .slice(0, COMPETITION_NAME_MAX)
      .trim();
    const terms = {
      name,
      description: input.description,
      allowancePercent: 100,
      entryFeeCents: { general: 0, vip: 0 },
      registrationClosesAt: event.startsAt,
      course: input.course,
      format: input.format,
      attempts: input.attempts,
      contestHole: input.contestHole,
    };
    const refused = checkCompetitionTerms(terms) ?? checkContestTerms(terms);
    if (refused)
      throw refuse(400, {
        title: refused.title,
        message: refused.message,
        field: refused.field,
        code: 'invalid_competition',
      });
    const bays = eventBays(ctx, event);
    const nowIso = toIsoInstant(ctx.now());
    const row = insertCompetition(
      ctx.db,
      {
        name,
        description: input.description,
        kind: 'tournament',
        format: input.format,
        allowancePercent: 100,
        eligibility: 'members',
        feeGeneralCents: 0,
        feeVipCents: 0,
        fieldSize: PLAYERS_PER_BAY * bays.length,
        registrationClosesAt: event.startsAt,
        course: JSON.stringify({
          name: input.course.name.trim(),
          courseRating: input.course.courseRating,
          slopeRating: input.course.slopeRating,
          holes: input.course.holes,
        }),
        contestAttempts: isContest(input.format) ? (input.attempts ?? DEFAULT_ATTEMPTS) : null,
        contestHole: input.format === 'closest' ? (input.contestHole ?? null) : null,
        eventQuoteId: event.id,
        createdBy: actorId,
      },
      nowIso,
    );
    insertEventRound(ctx.db, row.id, {
      date: event.eventDate,
      startTime: event.startsAt,
      endTime: event.endsAt,
      bays,
    });
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'create_event_competition',
        targetType: 'competition',
        targetId: row.id,
        details: { eventId, name, format: input.format, bays },
      },
      ctx.now(),
    );
  });
  return eventCompetitionView(ctx, eventId);
}

/** The names of the event's other guests in the field (a name is said once). */
function otherNames(ctx: AppContext, competitionId: string, except?: string): string[] {
  return entriesOf(ctx.db, competitionId)
    .filter((e) => e.entry.status === 'entered' && e.entry.id !== except)
    .map((e) => e.entry.guestName ?? `${e.firstName} ${e.lastName}`);
}

function checkedName(typed: string, others: readonly string[]): string {
  const checked = checkGuestName(typed, others);
  if (!checked.ok)
    throw refuse(400, {
      title: checked.title,
      message: checked.message,
      field: 'name',
      code: 'invalid_guest',
    });
  return checked.name;
}

export function addGuest(
  ctx: AppContext,
  actorId: string,
  eventId: string,
  typed: string,
): EventCompetitionView {
  writeTransaction(ctx.database, () => {
    const row = competitionOf(ctx, eventId);
    const others = otherNames(ctx, row.id);
    const name = checkedName(typed, others);
    if (others.length >= row.fieldSize)
      throw refuse(409, { ...eventGuestMessages.fieldFull(row.fieldSize), code: 'field_full' });
    const nowIso = toIsoInstant(ctx.now());
    const entry = insertGuest(ctx.db, { competitionId: row.id, guestName: name, addedBy: actorId }, nowIso);
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'add_guest',
        targetType: 'competition',
        targetId: row.id,
        details: { eventId, entryId: entry.id, name },
      },
      ctx.now(),
    );
  });
  return eventCompetitionView(ctx, eventId);
}

/** A guest of the event's field with no score yet, or the refusal saying why not. */
function unscoredGuest(ctx: AppContext, competitionId: string, entryId: string) {
  const entry = guestEntry(ctx.db, competitionId, entryId);
  if (!entry || entry.guestName === null || entry.status !== 'entered')
    throw refuse(404, { ...eventGuestMessages.notAGuest, code: 'invalid_guest' });
  if (entriesWithScores(ctx.db, [entry.id]).size > 0)
    throw refuse(409, { ...eventGuestMessages.hasScores, code: 'guest_has_scores' });
  return { ...entry, guestName: entry.guestName };
}

export function renameGuest(
  ctx: AppContext,
  actorId: string,
  eventId: string,
  entryId: string,
  typed: string,
): EventCompetitionView {
  writeTransaction(ctx.database, () => {
    const row = competitionOf(ctx, eventId);
    const entry = unscoredGuest(ctx, row.id, entryId);
    const name = checkedName(typed, otherNames(ctx, row.id, entry.id));
    renameGuestEntry(ctx.db, entry.id, name, toIsoInstant(ctx.now()));
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'rename_guest',
        targetType: 'competition',
        targetId: row.id,
        details: { eventId, entryId, before: entry.guestName, after: name },
      },
      ctx.now(),
    );
  });
  return eventCompetitionView(ctx, eventId);
}

export function removeGuest(
  ctx: AppContext,
  actorId: string,
  eventId: string,
  entryId: string,
): EventCompetitionView {
  writeTransaction(ctx.database, () => {
    const row = competitionOf(ctx, eventId);
    const entry = unscoredGuest(ctx, row.id, entryId);
    deleteGuestEntry(ctx.db, entry.id);
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'remove_guest',
        targetType: 'competition',
        targetId: row.id,
        details: { eventId, entryId, name: entry.guestName },
      },
      ctx.now(),
    );
  });
  return eventCompetitionView(ctx, eventId);
}
