/** An account as the API shows it (core's UserView). */
import type { UserView } from '@lounge/core';
import type { UserRow } from './userStore';

/**
 * The account as the API shows it (core's UserView): the one place a users row becomes an answer.
 * Its fields are listed, not its secrets left out, so a column added to the table is shown only
 * once it is added here and to the schema (server/test/rowViews.test.ts holds the three together):
 * never the password hash or the payment provider's ids.
 */
export function userView(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    membershipType: user.membershipType,
    membershipStatus: user.membershipStatus,
    membershipExpiresAt: user.membershipExpiresAt,
    pendingMembershipType: user.pendingMembershipType,
    pendingChangeAt: user.pendingChangeAt,
    authProvider: user.authProvider,
    isEmailVerified: user.isEmailVerified,
    emailReminders: user.emailReminders,
    deletedAt: user.deletedAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
