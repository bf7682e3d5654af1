/** The desk's calls on a member's account: their name and phone, and deletion on their request. */
import type { AccountNotice, ProfileUpdateRequest } from '@lounge/core';
import { sendJson } from '@lounge/web/api';
import type { StaffMember } from '../api/staffTypes';

const path = (id: string) => `/api/staff/members/${encodeURIComponent(id)}`;

export const memberAccountApi = {
  update: (id: string, body: ProfileUpdateRequest) => sendJson<StaffMember>('PATCH', path(id), body),
  remove: (id: string) => sendJson<AccountNotice>('DELETE', path(id)),
};
