/**
 * Cards are written by their player, attested by a partner of the same bay or by staff; a staff
 * correction of a final card is audited with the scores before and after.
 */
import {
  adjustedGrossScore,
  boardName,
  type CardView,
  type CourseRatings,
  checkCard,
  competitionMessages,
  type GroupCards,
  roundStarted,
  type StaffCardAnswer,
  scoreDifferential,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { isStaff } from '../staff/staffAccess';
import type { UserRow } from '../users/userService';
import { competitionOr404, notFound, roundOr404, strokeFormatOf } from './competitionLookups';
import {
  type CardRow,
  cardsOfRound,
  courseOf,
  entriesOf,
  findCard,
  findEntry,
  insertCard,
  type RoundRow,
  updateCard,
} from './competitionStore';
import { groupsOf } from './entryFees';
import { handicapOf, indexOfEntry, playingHandicapFor } from './memberHandicaps';

function cardView(card: CardRow, round: number): CardView {
  return {
    entryId: card.entryId,
    round,
    holes: JSON.parse(card.holes) as (number | null)[],
    playingHandicap: card.playingHandicap,
    submittedAt: card.submittedAt,
    attestedAt: card.attestedAt,
    final: card.attestedAt !== null,
    adjustedGross: card.adjustedGross,
    differential: card.differential,
  };
}

/** The card's posting: its adjusted gross and differential, with the index the player had then. */
function posting(course: CourseRatings, holes: readonly number[], index: number | null) {
  const adjustedGross = adjustedGrossScore(holes, course, index);
  return { indexAtPosting: index, adjustedGross, differential: scoreDifferential(adjustedGross, course) };
}

const sameHoles = (a: readonly (number | null)[], b: readonly (number | null)[]) =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * PUT .../cards/{entryId}: the player writes and submits (final) their card; a playing partner of
 * the same bay attests it by sending the same scores with final; staff write, attest and correct.
 */
export function writeCard(
  ctx: AppContext,
  user: UserRow,
  id: string,
  roundNumber: number,
  entryId: string,
  body: { holes: (number | null)[]; final: boolean },
): CardView {
  const check = checkCard(body.holes, body.final);
  if (!check.ok)
    throw refuse(400, { title: check.title, message: check.message, code: 'invalid_card', field: 'holes' });
  return writeTransaction(ctx.database, () => {
    const row = competitionOr404(ctx, id);
    strokeFormatOf(row);
    const round = roundOr404(ctx, id, roundNumber);
    const entry = findEntry(ctx.db, entryId);
    if (!entry || entry.competitionId !== id || entry.status !== 'entered')
      throw refuse(404, { ...competitionMessages.notInRound, code: 'not_in_round' });
    const staff = isStaff(user);
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const existing = findCard(ctx.db, round.id, entryId);
    const course = courseOf(row);
    const own = entry.userId === user.id;
    if (!staff && !own && !isPartner(ctx, round, id, entryId, user.id))
      throw refuse(403, { ...competitionMessages.notYourCard, code: 'not_your_card' });
    if (!staff && !round.past && !roundStarted({ start: Date.parse(round.startTime) }, now))
      throw refuse(409, { ...competitionMessages.roundNotStarted, code: 'round_not_started' });

    if (!staff && !own) {
      // A partner attests: the card must be submitted, and the partner's scores the same.
      if (!existing?.submittedAt)
        throw refuse(409, { ...competitionMessages.notSubmitted, code: 'card_not_submitted' });
      if (existing.attestedAt) throw refuse(409, { ...competitionMessages.cardFinal, code: 'card_final' });
      if (!body.final || !sameHoles(JSON.parse(existing.holes), body.holes))
        throw refuse(409, { ...competitionMessages.cardsDiffer, code: 'cards_differ' });
      const card = updateCard(
        ctx.db,
        existing.id,
        {
          attestedAt: nowIso,
          attestedBy: user.id,
          ...posting(course, body.holes as number[], indexOfEntry(ctx, entry)),
        },
        nowIso,
      );
      return cardView(card, round.number);
    }

    if (own && !staff) {
      if (existing?.attestedAt) throw refuse(409, { ...competitionMessages.cardFinal, code: 'card_final' });
      // A save that changes nothing (a phone sending its last scores again) leaves a submitted card submitted.
      const unchanged = existing !== undefined && sameHoles(JSON.parse(existing.holes), body.holes);
      const submittedAt = body.final ? nowIso : unchanged ? (existing?.submittedAt ?? null) : null;
      const values = { holes: JSON.stringify(body.holes), submittedAt };
      const card = existing
        ? updateCard(ctx.db, existing.id, values, nowIso)
        : insertCard(
            ctx.db,
            {
              roundId: round.id,
              entryId,
              playingHandicap: playingHandicapFor(row, indexOfEntry(ctx, entry)),
              indexAtPosting: null,
              attestedAt: null,
              attestedBy: null,
              adjustedGross: null,
              differential: null,
              ...values,
            },
            nowIso,
          );
      return cardView(card, round.number);
    }

    // Staff: enter a card, attest it (final), or correct a final one (audited with what it was).
    const wasFinal = existing?.attestedAt != null;
    const index = existing?.indexAtPosting ?? indexOfEntry(ctx, entry);
    const finalValues = body.final
      ? {
          submittedAt: existing?.submittedAt ?? nowIso,
          attestedAt: existing?.attestedAt ?? nowIso,
          attestedBy: existing?.attestedBy ?? user.id,
          ...posting(course, body.holes as number[], wasFinal ? (existing?.indexAtPosting ?? null) : index),
        }
      : {
          submittedAt: null,
          attestedAt: null,
          attestedBy: null,
          adjustedGross: null,
          differential: null,
          indexAtPosting: null,
        };
    const values = { holes: JSON.stringify(body.holes), ...finalValues };
    const card = existing
      ? updateCard(ctx.db, existing.id, values, nowIso)
      : insertCard(
          ctx.db,
          { roundId: round.id, entryId, playingHandicap: playingHandicapFor(row, index), ...values },
          nowIso,
        );
    logStaffAction(
      ctx.db,
      {
        actorId: user.id,
        action: wasFinal ? 'correct_card' : 'enter_card',
        targetType: 'scorecard',
        targetId: card.id,
        details: {
          competitionId: id,
          round: round.number,
          entryId,
          ...(existing ? { before: JSON.parse(existing.holes) } : {}),
          after: body.holes,
        },
      },
      now,
    );
    return cardView(card, round.number);
  });
}

/** Whether `userId` plays in the same bay as the entry in this round. */
export function isPartner(
  ctx: AppContext,
  round: RoundRow,
  competitionId: string,
  entryId: string,
  userId: string,
): boolean {
  const entries = entriesOf(ctx.db, competitionId).filter((e) => e.entry.status === 'entered');
  const mine = entries.find((e) => e.entry.userId === userId);
  if (!mine || mine.entry.id === entryId) return false;
  const { groups } = groupsOf(
    ctx,
    round,
    entries.map((e) => e.entry.id),
  );
  return groups.some((g) => g.entryIds.includes(entryId) && g.entryIds.includes(mine.entry.id));
}

/** The cards of the signed-in player's bay in a round: theirs to fill in, their partners' to attest. */
export function groupCards(ctx: AppContext, user: UserRow, id: string, roundNumber: number): GroupCards {
  const row = competitionOr404(ctx, id);
  strokeFormatOf(row);
  const round = roundOr404(ctx, id, roundNumber);
  const entries = entriesOf(ctx.db, id).filter((e) => e.entry.status === 'entered');
  const mine = entries.find((e) => e.entry.userId === user.id);
  if (!mine) throw refuse(409, { ...competitionMessages.notEntered, code: 'not_entered' });
  const { groups } = groupsOf(
    ctx,
    round,
    entries.map((e) => e.entry.id),
  );
  const group = groups.find((g) => g.entryIds.includes(mine.entry.id));
  const ids = group?.entryIds ?? [mine.entry.id];
  const cards = cardsOfRound(ctx.db, round.id);
  const index = handicapOf(ctx, user.id).index;
  return {
    bayNumber: group?.bayNumber ?? null,
    cards: ids.map((entryId) => {
      const e = entries.find((x) => x.entry.id === entryId);
      const card = cards.find((c) => c.entryId === entryId);
      const base: CardView = card
        ? cardView(card, round.number)
        : {
            entryId,
            round: round.number,
            holes: Array.from({ length: 18 }, () => null),
            playingHandicap: entryId === mine.entry.id ? playingHandicapFor(row, index) : 0,
            submittedAt: null,
            attestedAt: null,
            final: false,
            adjustedGross: null,
            differential: null,
          };
      return {
        ...base,
        name: e ? boardName(e.firstName, e.lastName, false) : '',
        mine: entryId === mine.entry.id,
      };
    }),
  };
}

/**
 * A player's card of a round as it stands (null before any score), for the desk to correct: the
 * entry must be this competition's (404 otherwise, as an unknown round is).
 */
export function staffCard(
  ctx: AppContext,
  id: string,
  roundNumber: number,
  entryId: string,
): StaffCardAnswer {
  competitionOr404(ctx, id);
  const round = roundOr404(ctx, id, roundNumber);
  if (!entriesOf(ctx.db, id).some((e) => e.entry.id === entryId)) throw notFound();
  const card = findCard(ctx.db, round.id, entryId);
  return { card: card ? cardView(card, round.number) : null };
}
