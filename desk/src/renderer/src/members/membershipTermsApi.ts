/** The desk's calls on a member's freeze and cancellation (with a reason; staff may pass the yearly cap). */
import type { CancelOptionsView, FreezeOptionsView } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

const path = (id: string, what: 'freeze' | 'cancel') =>
  `/api/staff/members/${encodeURIComponent(id)}/${what}`;

export const membershipTermsKey = (id: string) => ['members', 'terms', id] as const;

export const membershipTermsApi = {
  freezeOptions: (id: string) => getJson<FreezeOptionsView>(path(id, 'freeze')),
  cancelOptions: (id: string) => getJson<CancelOptionsView>(path(id, 'cancel')),
  freeze: (
    id: string,
    body: { months: number; startsOn?: string; reason: string; override?: boolean; cancelBookings?: boolean },
  ) => sendJson<FreezeOptionsView>('POST', path(id, 'freeze'), body),
  endFreeze: (id: string, reason: string) =>
    sendJson<FreezeOptionsView>('DELETE', path(id, 'freeze'), { reason }),
  cancel: (id: string, reason: string) => sendJson<CancelOptionsView>('POST', path(id, 'cancel'), { reason }),
  takeBack: (id: string, reason: string) =>
    sendJson<CancelOptionsView>('DELETE', path(id, 'cancel'), { reason }),
};
