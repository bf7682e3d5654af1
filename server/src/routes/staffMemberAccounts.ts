/**
 * The desk's side of a member's account: PATCH /api/staff/members/{id} (name and phone, for any
 * staff member) and DELETE /api/staff/members/{id} (the member asked for their account to be
 * deleted; admins only, since it cannot be undone). Both act on members only, never on staff or
 * admin accounts, and each is written to staff_actions in the same transaction as the change.
 */
import type { Plugin } from '@hapi/hapi';
import {
  type AccountNotice,
  accountMessages,
  type ProfileUpdateRequest,
  staffAccountMessages,
  validateProfileUpdate,
} from '@lounge/core';
import { changeProfile, deleteAccount, liveAccount } from '../account/accountService';
import type { AppContext } from '../appContext';
import type { UserRow } from '../auth/authPlugin';
import { writeTransaction } from '../db/database';
import { invalidFields, refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { uuid, withParams } from '../http/validation';
import { assertAdmin, logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { publicUser } from '../users/userStore';
import { profilePayload } from './account';
import * as shapes from './responseShapes';

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

export const staffMemberAccountRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-member-accounts',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{ Params: { id: string }; Payload: ProfileUpdateRequest }>({
      method: 'PATCH',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(shapes.UserView),
        validate: withParams({ id: uuid }, 'Member not found', { payload: profilePayload }),
      },
      handler(request) {
        const actor = staffUser(request);
        const check = validateProfileUpdate(request.payload ?? {});
        if (!check.ok) throw invalidFields(check.errors, accountMessages.profileRefusedTitle);
        const row = writeTransaction(ctx.database, () => {
          memberAccount(ctx, request.params.id);
          const updated = changeProfile(ctx, request.params.id, check.value);
          // Which fields changed, not their values: the trail must not become a copy of the profile.
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: 'edit_profile',
              targetType: 'user',
              targetId: updated.id,
              details: { fields: Object.keys(check.value) },
            },
            ctx.now(),
          );
          return updated;
        });
        return publicUser(row);
      },
    });

    server.route<{ Params: { id: string } }>({
      method: 'DELETE',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(shapes.AccountNotice),
        validate: withParams({ id: uuid }, 'Member not found'),
      },
      async handler(request): Promise<AccountNotice> {
        const actor = staffUser(request);
        assertAdmin(actor);
        const target = memberAccount(ctx, request.params.id);
        await deleteAccount(ctx, target, { title: accountMessages.deleteRefusedTitle, actorId: actor.id });
        return { ...staffAccountMessages.deleted };
      },
    });
  },
};
