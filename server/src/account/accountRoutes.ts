/**
 * The member's own account: PATCH /api/auth/user (profile), POST /api/auth/change-password,
 * POST /api/auth/change-email and /api/auth/verify-email, GET /api/auth/user/export and
 * DELETE /api/auth/user. Every one needs the member signed in. A wrong password given to confirm a
 * change counts as a failed sign-in (the same limits as /api/auth/login, auth/signInLimits.ts), so
 * these routes are no way around them.
 */
import type { Server } from '@hapi/hapi';
import {
  type AccountNotice,
  accountMessages,
  type EmailChangedResponse,
  requestLimitMessages,
  validateChangeEmail,
  validateChangePassword,
  validateDeleteAccount,
  validateProfileUpdate,
} from '@lounge/core';
import * as api from '@lounge/core/api';
import { requestEmailChange, verifyEmailChange } from '../account/emailChangeService';
import type { AppContext } from '../appContext';
import { clearSessionCookie, currentUser, readSid } from '../auth/authPlugin';
import { passwordStrength } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import { consumeEach, createLimiters, tooManyRequests, waitMinutes } from '../auth/rateLimits';
import { clientAddress } from '../http/clientAddress';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload, noQuery, typedRoute } from '../http/validation';
import { accountView, changePassword, changeProfile, deleteAccount, exportAccount } from './accountService';
import { confirmAddress, resendAddressConfirmation } from './addressConfirmation';
import { confirmPassword } from './signInService';

export function registerAccountRoutes(server: Server, ctx: AppContext): void {
  const limiters = createLimiters(ctx.config.rateLimits);

  typedRoute(server, {
    method: 'PATCH',
    path: '/api/auth/user',
    options: { response: responds(api.AccountView), validate: { payload: api.ProfileUpdateRequest } },
    handler(request) {
      const check = validateProfileUpdate(request.payload);
      if (!check.ok) throw invalidFields(check.errors, accountMessages.profileRefusedTitle);
      return accountView(ctx, changeProfile(ctx, currentUser(request).id, check.value));
    },
  });

  typedRoute(server, {
    method: 'POST',
    path: '/api/auth/change-password',
    options: {
      response: responds(api.AccountNotice),
      validate: { payload: api.ChangePasswordRequest },
    },
    async handler(request): Promise<AccountNotice> {
      const user = currentUser(request);
      const title = accountMessages.passwordRefusedTitle;
      const check = validateChangePassword(request.payload, user, passwordStrength);
      if (!check.ok) throw invalidFields(check.errors, title);
      await confirmPassword(ctx, clientAddress(request), user, check.value.currentPassword, {
        field: 'currentPassword',
        title,
      });
      changePassword(
        ctx,
        user,
        await hashPassword(check.value.newPassword, ctx.config.passwordHashCost),
        readSid(request),
      );
      return { ...accountMessages.passwordChanged };
    },
  });

  typedRoute(server, {
    method: 'POST',
    path: '/api/auth/change-email',
    options: {
      response: responds(api.AccountNotice),
      validate: { payload: api.ChangeEmailRequest },
    },
    async handler(request): Promise<AccountNotice> {
      const user = currentUser(request);
      const title = accountMessages.emailRefusedTitle;
      const check = validateChangeEmail(request.payload, user.email);
      if (!check.ok) throw invalidFields(check.errors, title);
      // Before the password's bcrypt check, so a refused request costs nothing: per account, and per
      // new address from every account (each request mails that address a link).
      const wait = await consumeEach([
        [limiters.emailChangeByAccount, user.id],
        [limiters.emailChangeByEmail, check.value.newEmail.trim().toLowerCase()],
      ]);
      if (wait !== null)
        throw tooManyRequests(wait, {
          title,
          message: requestLimitMessages.tooManyEmailChanges(waitMinutes(wait)),
        });
      await confirmPassword(ctx, clientAddress(request), user, check.value.password, {
        field: 'password',
        title,
      });
      requestEmailChange(ctx, user, check.value.newEmail);
      return accountMessages.emailLinkSent(check.value.newEmail);
    },
  });

  typedRoute(server, {
    method: 'POST',
    path: '/api/auth/verify-email',
    options: {
      response: responds(api.EmailChangedResponse),
      validate: { payload: api.VerifyEmailRequest },
    },
    async handler(request): Promise<EmailChangedResponse> {
      const user = currentUser(request);
      const token = request.payload.token.trim();
      // One page for both links: the sign-up's (proves the address) and an email change's.
      const confirmed = confirmAddress(ctx, user, token);
      if (confirmed) return { ...accountMessages.addressConfirmed(confirmed.email), email: confirmed.email };
      // The account's other sessions end with the change; this one carries on.
      const row = await verifyEmailChange(ctx, user, token, readSid(request));
      return { ...accountMessages.emailChanged(row.email), email: row.email };
    },
  });

  server.route({
    method: 'POST',
    path: '/api/auth/confirm-email/resend',
    options: { response: responds(api.AccountNotice), validate: { payload: noPayload } },
    handler: (request) => resendAddressConfirmation(ctx, currentUser(request)),
  });

  server.route({
    method: 'GET',
    path: '/api/auth/user/export',
    options: { response: responds(api.AccountExport), validate: { query: noQuery } },
    handler(request, h) {
      const data = exportAccount(ctx, currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      return h
        .response(data)
        .header('content-disposition', `attachment; filename="lounge-account-${day}.json"`);
    },
  });

  typedRoute(server, {
    method: 'DELETE',
    path: '/api/auth/user',
    options: {
      response: responds(api.AccountNotice),
      validate: { payload: api.DeleteAccountRequest },
    },
    async handler(request, h) {
      const user = currentUser(request);
      const title = accountMessages.deleteRefusedTitle;
      const check = validateDeleteAccount(request.payload);
      if (!check.ok) throw invalidFields(check.errors, title);
      await confirmPassword(ctx, clientAddress(request), user, check.value.password, {
        field: 'password',
        title,
      });
      await deleteAccount(ctx, user, { title });
      clearSessionCookie(h);
      return { ...accountMessages.deleted } satisfies AccountNotice;
    },
  });
}
