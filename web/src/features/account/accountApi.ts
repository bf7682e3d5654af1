/** The member's own account calls: profile, password, email change and its link, deletion. */
import type {
  AccountNotice,
  AccountView,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  EmailChangedResponse,
  ProfileUpdateRequest,
} from '@lounge/core';
import { sendJson } from '../../api/http';

export const updateProfile = (body: ProfileUpdateRequest) =>
  sendJson<AccountView>('PATCH', '/api/auth/user', body);

export const changePassword = (body: ChangePasswordRequest) =>
  sendJson<AccountNotice>('POST', '/api/auth/change-password', body);

export const changeEmail = (body: ChangeEmailRequest) =>
  sendJson<AccountNotice>('POST', '/api/auth/change-email', body);

export const verifyEmail = (token: string) =>
  sendJson<EmailChangedResponse>('POST', '/api/auth/verify-email', { token });

export const deleteAccount = (body: DeleteAccountRequest) =>
  sendJson<AccountNotice>('DELETE', '/api/auth/user', body);

/** A download link: the server answers with the file as an attachment. */
export const EXPORT_URL = '/api/auth/user/export';
