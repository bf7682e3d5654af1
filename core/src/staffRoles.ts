/**
 * Who may take a manager's steps (docs/decisions/054): cancelling a membership, a freeze past the
 * yearly limit, the site's photos and legal texts, an official handicap, cancelling a paid event.
 * The server refuses plain staff (403 manager_needed); the desk hides those controls from them and
 * says who does it instead.
 */
import type { UserRole } from './api/statuses';

/** A manager or an admin: the roles a manager's step is open to. */
export function mayTakeManagerSteps(role: UserRole | undefined): boolean {
  return role === 'manager' || role === 'admin';
}

/** What plain staff read where a manager's step would be. */
export const managerStepNotes = {
  cancelMembership: 'Cancelling a membership is a manager’s or an admin’s step.',
  freezeOverride: 'A freeze past the yearly limit is a manager’s or an admin’s step.',
  officialHandicap: 'An official index is set by a manager or an admin.',
  cancelPaidEvent: 'A paid event is cancelled by a manager or an admin.',
} as const;
