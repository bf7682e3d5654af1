/**
 * A member's email settings: PATCH /api/auth/user/preferences turns the reminder before
 * each booking on or off, and answers with the account as GET /api/auth/user shows it.
 */
import type { Plugin } from '@hapi/hapi';
import { toIsoInstant } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { writeTransaction } from '../db/database';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { updateUser, userView } from '../users/userStore';

export const preferenceRoutes: Plugin<AppContext> = {
  name: 'lounge-preference-routes',
  register(server, ctx) {
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/auth/user/preferences',
      options: { response: responds(api.UserView), validate: { payload: api.PreferencesRequest } },
      handler(request) {
        const { id } = currentUser(request);
        const { emailReminders } = request.payload;
        const row = writeTransaction(ctx.database, () =>
          updateUser(ctx.db, id, { emailReminders }, toIsoInstant(ctx.now())),
        );
        if (!row) throw new Error(`user ${id} vanished while signed in`);
        return userView(row);
      },
    });
  },
};
