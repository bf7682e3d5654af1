/**
 * The member's own golf settings: whether boards show their name. Every board (the field, the
 * groups, the leaderboards, the TV and the results email) reads the same stored setting through
 * publicName, so changing it here changes them all at once.
 */
import type { GolfSettings } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { handicapSettingsOf, setHideName } from './competitionStore';

export function golfSettingsOf(ctx: AppContext, userId: string): GolfSettings {
  return { hideName: handicapSettingsOf(ctx.db, userId)?.hideName === true };
}

export function changeGolfSettings(ctx: AppContext, userId: string, change: GolfSettings): GolfSettings {
  writeTransaction(ctx.database, () => setHideName(ctx.db, userId, change.hideName));
  return golfSettingsOf(ctx, userId);
}
