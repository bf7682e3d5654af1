/**
 * Members at the desk: the search (by words, tier, status and the plan's state: frozen, a freeze
 * to come, cancelling, inside the guarantee) with each member's upcoming bookings and guest passes
 * used this month, an admin's change of role (never of an admin: that is done on the box), and an admin
 * clearing the sign-in limits counted against an account. Each change is logged with its actor.
 */
import Boom from '@hapi/boom';
import {
  accountMessages,
  addDays,
  monthOf,
  type ProfileValue,
  rankMembers,
  type SignInLimitsCleared,
  type StaffMemberView,
  staffAccountMessages,
  toIsoInstant,
  type UserView,
  venueDate,
  wallToInstant,
} from '@lounge/core';
import { changeProfile, deleteAccount, liveAccount } from '../account/accountService';
import type { AppContext } from '../appContext';
import { passesUsed, upcomingCount } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { inGuarantee } from '../membership/cancelService';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { findUserById, type MemberSearch, searchUsers, updateUser } from '../users/userService';
import { userView } from '../users/userView';

/** The desk's member search: its route takes the query in this shape. */
export type { MemberSearch } from '../users/userService';

const MEMBER_LIST_MAX = 200;
export const MEMBER_NOT_FOUND = 'Member not found';

export function findMembers(ctx: AppContext, search: MemberSearch): StaffMemberView[] {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const zone = ctx.config.venue.timeZone;
  const today = venueDate(now, zone);
  const month = monthOf(today);
  // A first payment on or after this venue midnight may still be inside the guarantee.
  const guaranteeSince = toIsoInstant(
    wallToInstant(addDays(today, -ctx.config.membership.guaranteeDays), '00:00', zone),
  );
  const matched = searchUsers(ctx.db, search, MEMBER_LIST_MAX, today, guaranteeSince);
  const inState = search.state === 'guarantee' ? matched.filter((u) => inGuarantee(ctx, u)) : matched;
  // The best match first (core's rule), so the desk's first row is the member meant.
  const found = search.q?.trim() ? rankMembers(search.q, inState) : inState;
  return found.slice(0, MEMBER_LIST_MAX).map((u) => ({
    ...userView(u),
    upcomingBookings: upcomingCount(ctx.db, u.id, nowIso),
    guestPassesUsedThisMonth: passesUsed(ctx.db, u.id, month),
  }));
}

/** Any account by id, deleted or not (404 for none). */
export function memberOr404(ctx: AppContext, id: string): UserRow {
  const user = findUserById(ctx.db, id);
  if (!user) throw Boom.notFound(MEMBER_NOT_FOUND);
  return user;
}

export function changeRole(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  role: 'member' | 'staff' | 'manager' | 'coach',
): UserView {
  return writeTransaction(ctx.database, () => {
    const target = memberOr404(ctx, id);
    // Admins are made on the box (npm run admin:create), never demoted from a console.
    if (target.role === 'admin')
      throw refuse(409, {
        title: 'Not Possible',
        message: 'An admin\u2019s role is changed on the server box, not here.',
      });
    const row = updateUser(ctx.db, id, { role }, toIsoInstant(ctx.now()));
    if (!row) throw Boom.notFound(MEMBER_NOT_FOUND);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'role',
        targetType: 'user',
        targetId: id,
        details: { from: target.role, to: role },
      },
      ctx.now(),
    );
    return userView(row);
  });
}

export function clearSignInLimits(ctx: AppContext, actor: UserRow, id: string): SignInLimitsCleared {
  const target = memberOr404(ctx, id);
  ctx.signInLimits.clear(target.email);
  writeTransaction(ctx.database, () =>
    logStaffAction(
      ctx.db,
      { actorId: actor.id, action: 'clear_sign_in_limits', targetType: 'user', targetId: id },
      ctx.now(),
    ),
  );
  return { cleared: true };
}

/** A member's account as the desk may change it: members only, never staff or admins. */
function memberAccount(ctx: AppContext, id: string): UserRow {
  const target = liveAccount(ctx, id);
  if (target.role !== 'member')
    throw refuse(409, {
      title: 'Not Possible',
      message: staffAccountMessages.notAMember,
      code: 'not_a_member',
    });
  return target;
}

/** A member's profile changed at the desk (core's checked ProfileValue); the trail names the fields, not their values. */
export function editMemberProfile(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  change: ProfileValue,
): UserView {
  const row = writeTransaction(ctx.database, () => {
    memberAccount(ctx, id);
    const updated = changeProfile(ctx, id, change);
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'edit_profile',
        targetType: 'user',
        targetId: updated.id,
        details: { fields: Object.keys(change) },
      },
      ctx.now(),
    );
    return updated;
  });
  return userView(row);
}

/** A member's account deleted on their request, by an admin (account/accountService.ts's order). */
export async function deleteMemberAccount(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  const target = memberAccount(ctx, id);
  await deleteAccount(ctx, target, { title: accountMessages.deleteRefusedTitle, actorId: actor.id });
}
