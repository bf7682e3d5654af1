/**
 * A member's email settings: PATCH /api/auth/user/preferences turns the reminder before
 * each booking on or off, and answers with the account as GET /api/auth/user shows it.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { changePreferences } from './accountService';

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
        return changePreferences(ctx, id, { emailReminders });
      },
    });
  },
};
