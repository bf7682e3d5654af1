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
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type EmailChangedResponse,
  type ProfileUpdateRequest,
  requestLimitMessages,
  type VerifyEmailRequest,
  validateChangeEmail,
  validateChangePassword,
  validateDeleteAccount,
  validateProfileUpdate,
} from '@lounge/core';
import Joi from 'joi';
import {
  accountView,
  changePassword,
  changeProfile,
  deleteAccount,
  exportAccount,
} from '../account/accountService';
import { confirmAddress, resendAddressConfirmation } from '../account/addressConfirmation';
import { requestEmailChange, verifyEmailChange } from '../account/emailChangeService';
import type { AppContext } from '../appContext';
import { clearSessionCookie, currentUser, readSid } from '../auth/authPlugin';
import { passwordStrength } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import { consumeEach, createLimiters, tooManyRequests, waitMinutes } from '../auth/rateLimits';
import { confirmPassword } from '../auth/signInService';
import { clientAddress } from '../http/clientAddress';
import { invalidFields } from '../http/errors';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload } from '../http/validation';

// Shapes only; the rules and their messages are core's.
const text = (max: number) => Joi.string().allow('').max(max);
export const profilePayload = Joi.object({
  firstName: text(200),
  lastName: text(200),
  phone: text(60).allow(null),
}).label('request body');

export function registerAccountRoutes(server: Server, ctx: AppContext): void {
  const limiters = createLimiters(ctx.config.rateLimits);

  server.route<{ Payload: ProfileUpdateRequest }>({
    method: 'PATCH',
    path: '/api/auth/user',
    options: { response: responds(shapes.AccountView), validate: { payload: profilePayload } },
    handler(request) {
      const check = validateProfileUpdate(request.payload ?? {});
      if (!check.ok) throw invalidFields(check.errors, accountMessages.profileRefusedTitle);
      return accountView(ctx, changeProfile(ctx, currentUser(request).id, check.value));
    },
  });

  server.route<{ Payload: ChangePasswordRequest }>({
    method: 'POST',
    path: '/api/auth/change-password',
    options: {
      response: responds(shapes.AccountNotice),
      validate: {
        payload: Joi.object({
          currentPassword: text(1024),
          newPassword: text(1024),
          confirmPassword: text(1024),
        }),
      },
    },
    async handler(request): Promise<AccountNotice> {
      const user = currentUser(request);
      const title = accountMessages.passwordRefusedTitle;
      const check = validateChangePassword(request.payload ?? {}, user, passwordStrength);
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

  server.route<{ Payload: ChangeEmailRequest }>({
    method: 'POST',
    path: '/api/auth/change-email',
    options: {
      response: responds(shapes.AccountNotice),
      validate: { payload: Joi.object({ newEmail: text(320), password: text(1024) }) },
    },
    async handler(request): Promise<AccountNotice> {
      const user = currentUser(request);
      const title = accountMessages.emailRefusedTitle;
      const check = validateChangeEmail(request.payload ?? {}, user.email);
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

  server.route<{ Payload: VerifyEmailRequest }>({
    method: 'POST',
    path: '/api/auth/verify-email',
    options: {
      response: responds(shapes.EmailChangedResponse),
      validate: { payload: Joi.object({ token: Joi.string().max(200).required() }) },
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
    options: { response: responds(shapes.AccountNotice), validate: { payload: noPayload } },
    handler: (request) => resendAddressConfirmation(ctx, currentUser(request)),
  });

  server.route({
    method: 'GET',
    path: '/api/auth/user/export',
    options: { response: responds(shapes.AccountExport), validate: { query: Joi.object({}) } },
    handler(request, h) {
      const data = exportAccount(ctx, currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      return h
        .response(data)
        .header('content-disposition', `attachment; filename="lounge-account-${day}.json"`);
    },
  });

  server.route<{ Payload: DeleteAccountRequest }>({
    method: 'DELETE',
    path: '/api/auth/user',
    options: {
      response: responds(shapes.AccountNotice),
      validate: { payload: Joi.object({ password: text(1024) }) },
    },
    async handler(request, h) {
      const user = currentUser(request);
      const title = accountMessages.deleteRefusedTitle;
      const check = validateDeleteAccount(request.payload ?? {});
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
