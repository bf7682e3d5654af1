/** The desk's calls on a member's account: their name and phone, and deletion on their request. */
import type { AccountNotice, ProfileUpdateRequest, StaffMemberView } from '@lounge/core';
import { sendJson } from '@lounge/web/api';

const path = (id: string) => `/api/staff/members/${encodeURIComponent(id)}`;

export const memberAccountApi = {
  update: (id: string, body: ProfileUpdateRequest) => sendJson<StaffMemberView>('PATCH', path(id), body),
  remove: (id: string) => sendJson<AccountNotice>('DELETE', path(id)),
};
