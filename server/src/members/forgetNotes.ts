/**
 * What staff wrote about a person goes with their deleted account (account/accountService.ts's
 * deleteAccount calls this in its transaction). Its own file: the notes' service reads the member
 * through the members' service, which the account feature itself stands on.
 */
import type { AppContext } from '../appContext';
import { deleteNotesOfMember } from './memberNotesStore';

export function forgetNotesOf(ctx: AppContext, userId: string): void {
  deleteNotesOfMember(ctx.db, userId);
}
