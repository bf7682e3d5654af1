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
  staffAccountMessages,
  validateProfileUpdate,
} from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { deleteMemberAccount, editMemberProfile } from '../members/memberService';
import { assertAdmin, requireStaffForPlugin, staffUser } from '../staff/staffAccess';

export const staffMemberAccountRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-member-accounts',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(api.UserView),
        validate: withParams({ id: uuid }, 'Member not found', { payload: api.ProfileUpdateRequest }),
      },
      handler(request) {
        const actor = staffUser(request);
        const check = validateProfileUpdate(request.payload);
        if (!check.ok) throw invalidFields(check.errors, accountMessages.profileRefusedTitle);
        return editMemberProfile(ctx, actor, request.params.id, check.value);
      },
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/members/{id}',
      options: {
        response: responds(api.AccountNotice),
        validate: withParams({ id: uuid }, 'Member not found'),
      },
      async handler(request): Promise<AccountNotice> {
        const actor = staffUser(request);
        assertAdmin(actor);
        await deleteMemberAccount(ctx, actor, request.params.id);
        return { ...staffAccountMessages.deleted };
      },
    });
  },
};
