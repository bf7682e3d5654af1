/**
 * The waitlist calls: wait for a taken time, see where you stand, claim an offered slot,
 * leave. Member calls: a 401 leads to the sign-in redirect (api/queryClient.ts).
 */
import type { WaitlistBookedInstead } from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import type { Booking, BookingRequest } from '../booking/bookingApi';

export type WaitlistStatus = 'waiting' | 'offered';

/** An entry as GET /api/waitlist answers it: instants are ISO 8601 UTC, bayNumber null is any bay. */
export interface WaitlistEntry {
  id: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  bayNumber: string | null;
  guestCount: number | string;
  notes: string | null;
  status: WaitlistStatus;
  /** 1 for the first in line. */
  position: number;
  /** While offered: when the hold on the slot ends, and the bay held. */
  offerExpiresAt: string | null;
  heldBayNumber: string | null;
}

/** What POST /api/waitlist takes: the booking form's request, its bayNumber 'any' for any bay. */
export type WaitlistRequest = BookingRequest;

/** Claimed outright, or (guests to pay for) the gateway's page to pay on first. */
export type ClaimAnswer = { message: string; booking: Booking } | { url: string; sessionId: string };

export const waitlistQueryKey = ['/api/waitlist'] as const;

/** How often the dashboard looks for offers (they arrive by email too). */
export const WAITLIST_REFRESH_MS = 30_000;

export const waitlistQuery = {
  queryKey: waitlistQueryKey,
  queryFn: () => getJson<WaitlistEntry[]>('/api/waitlist'),
  meta: { member: true },
};

const id = (value: string) => encodeURIComponent(value);

/** In the line, or ('Any bay' while one was free) booked into that bay instead. */
export type JoinAnswer = WaitlistEntry | WaitlistBookedInstead;

export const joinWaitlist = (body: WaitlistRequest) => sendJson<JoinAnswer>('POST', '/api/waitlist', body);

export const claimWaitlistEntry = (entryId: string) =>
  sendJson<ClaimAnswer>('POST', `/api/waitlist/${id(entryId)}/claim`, {});

export const leaveWaitlist = (entryId: string) =>
  sendJson<WaitlistEntry>('PATCH', `/api/waitlist/${id(entryId)}/leave`, {});

export function refreshWaitlist(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: waitlistQueryKey });
}
