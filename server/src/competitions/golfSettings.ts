/**
 * The member's own golf settings: whether boards show their name; and what their data export holds
 * of their golf. Every board (the field, the
 * groups, the leaderboards, the TV and the results email) reads the same stored setting through
 * publicName, so changing it here changes them all at once.
 */
import type { AccountExport, GolfSettings } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import {
  cardsOfMember,
  entriesOfMemberWithNames,
  eraseGolfSettings,
  handicapSettingsOf,
  setHideName,
} from './competitionStore';

export function golfSettingsOf(ctx: AppContext, userId: string): GolfSettings {
  return { hideName: handicapSettingsOf(ctx.db, userId)?.hideName === true };
}

export function changeGolfSettings(ctx: AppContext, userId: string, change: GolfSettings): GolfSettings {
  writeTransaction(ctx.database, () => setHideName(ctx.db, userId, change.hideName));
  return golfSettingsOf(ctx, userId);
}

/** What the member's data export holds of their golf: the settings, every entry and every card. */
export function golfExportOf(ctx: AppContext, userId: string): AccountExport['golf'] {
  const settings = handicapSettingsOf(ctx.db, userId);
  return {
    hideName: settings?.hideName === true,
    officialIndex: settings?.officialIndex ?? null,
    entries: entriesOfMemberWithNames(ctx.db, userId).map(({ entry, competitionName }) => ({
      id: entry.id,
      competitionName,
      status: entry.status,
      feeCents: entry.feeCents,
      createdAt: entry.createdAt,
    })),
    cards: cardsOfMember(ctx.db, userId).map(({ card, competitionName, round }) => ({
      competitionName,
      round,
      holes: JSON.parse(card.holes) as (number | null)[],
      submittedAt: card.submittedAt,
      attestedAt: card.attestedAt,
      adjustedGross: card.adjustedGross,
      differential: card.differential,
    })),
  };
}

/** A deleted account's golf settings (its official index, its hidden name) go with it; its cards stay for the results. In the caller's transaction. */
export function forgetGolfSettings(ctx: AppContext, userId: string): void {
  eraseGolfSettings(ctx.db, userId);
}
