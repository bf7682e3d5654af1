/**
 * A member's index (the official one staff set, else the lounge index from their final cards), the
 * desk setting or clearing the official one, and the playing handicap a card is scored with. The
 * arithmetic is core's (handicaps.ts).
 */
import Boom from '@hapi/boom';
import {
  competitionMessages,
  courseHandicap,
  type HandicapView,
  handicapIndex,
  indexIsValid,
  playingHandicap,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { findUserById } from '../users/userService';
import {
  type CompetitionRow,
  courseOf,
  finalCardsOfMember,
  handicapSettingsOf,
  setOfficialIndex,
} from './competitionStore';

/** An entry's player's index now: a private event's guest has none and plays off 0 (docs/decisions/066). */
export function indexOfEntry(ctx: AppContext, entry: { userId: string | null }): number | null {
  return entry.userId === null ? null : handicapOf(ctx, entry.userId).index;
}

/** The member's index now: the official one staff set, else the lounge index from their final cards. */
export function handicapOf(ctx: AppContext, userId: string): HandicapView {
  const settings = handicapSettingsOf(ctx.db, userId);
  const cards = finalCardsOfMember(ctx.db, userId);
  const differentials = cards.map((c) => c.card.differential ?? 0);
  const lounge = handicapIndex(differentials);
  const list = cards.map((c, i) => ({
    date: c.roundDate,
    differential: c.card.differential ?? 0,
    used: lounge.used[i] === true,
  }));
  if (settings?.officialIndex !== null && settings?.officialIndex !== undefined)
    return { index: settings.officialIndex, source: 'official', differentials: list };
  return { index: lounge.index, source: lounge.index === null ? null : 'lounge', differentials: list };
}

/** A member's index as the desk reads it (404 for no such account). */
export function staffHandicapOf(ctx: AppContext, userId: string): HandicapView {
  const member = findUserById(ctx.db, userId);
  if (!member || member.deletedAt) throw Boom.notFound('Member not found');
  return handicapOf(ctx, userId);
}

export function setOfficial(
  ctx: AppContext,
  actorId: string,
  userId: string,
  index: number | null,
): HandicapView {
  if (index !== null && !indexIsValid(index))
    throw refuse(400, { ...competitionMessages.badIndex, code: 'invalid_index', field: 'index' });
  writeTransaction(ctx.database, () => {
    const member = findUserById(ctx.db, userId);
    if (!member || member.deletedAt) throw Boom.notFound('Member not found');
    setOfficialIndex(ctx.db, userId, index, actorId, toIsoInstant(ctx.now()));
    logStaffAction(
      ctx.db,
      { actorId, action: 'set_handicap', targetType: 'user', targetId: userId, details: { index } },
      ctx.now(),
    );
  });
  return handicapOf(ctx, userId);
}

/** The playing handicap a card is scored with: the event's allowance of the course handicap from the index; 0 in a gross event or with no index. */
export function playingHandicapFor(row: CompetitionRow, index: number | null): number {
  if (row.format === 'gross' || index === null) return 0;
  return playingHandicap(courseHandicap(index, courseOf(row)), row.allowancePercent);
}
