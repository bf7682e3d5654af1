/**
 * The waitlist calls: wait for a taken time, see where you stand, claim an offered slot,
 * leave. Member calls: a 401 leads to the sign-in redirect (api/queryClient.ts).
 */
import type {
  BookingRequest,
  WaitlistClaimResponse,
  WaitlistEntryView,
  WaitlistJoinResponse,
} from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';

const waitlistQueryKey = ['/api/waitlist'] as const;

/** How often the dashboard looks for offers (they arrive by email too). */
export const WAITLIST_REFRESH_MS = 30_000;

export const waitlistQuery = {
  queryKey: waitlistQueryKey,
  queryFn: () => getJson<WaitlistEntryView[]>('/api/waitlist'),
  meta: { member: true },
};

const id = (value: string) => encodeURIComponent(value);

export const joinWaitlist = (body: BookingRequest) =>
  sendJson<WaitlistJoinResponse>('POST', '/api/waitlist', body);

export const claimWaitlistEntry = (entryId: string) =>
  sendJson<WaitlistClaimResponse>('POST', `/api/waitlist/${id(entryId)}/claim`, {});

export const leaveWaitlist = (entryId: string) =>
  sendJson<WaitlistEntryView>('PATCH', `/api/waitlist/${id(entryId)}/leave`, {});

export function refreshWaitlist(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: waitlistQueryKey });
}
