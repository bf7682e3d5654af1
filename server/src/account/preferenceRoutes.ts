/**
 * A member's email settings: PATCH /api/auth/user/preferences turns the reminder before
 * each booking on or off, and answers with the account as GET /api/auth/user shows it.
 */
import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { changePreferences } from '../account/accountService';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';

const preferencesPayload = Joi.object({ emailReminders: Joi.boolean().strict().required() }).label(
  'request body',
);

export const preferenceRoutes: Plugin<AppContext> = {
  name: 'lounge-preference-routes',
  register(server, ctx) {
    server.route<{ Payload: { emailReminders: boolean } }>({
      method: 'PATCH',
      path: '/api/auth/user/preferences',
      options: { response: responds(shapes.UserView), validate: { payload: preferencesPayload } },
      handler(request) {
        const { id } = currentUser(request);
        const { emailReminders } = request.payload;
        return changePreferences(ctx, id, { emailReminders });
      },
    });
  },
};
