/**
 * Freezing and leaving (docs/membership-terms.md): GET, POST and DELETE /api/membership/freeze and
 * /api/membership/cancel. Every change answers the options afresh, which the card then shows.
 */
import type { CancelOptionsView, CancelRequest, FreezeAsk, FreezeOptionsView } from '@lounge/core';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../api/http';
import { refreshBookingLists } from '../booking/bookingApi';
import { reloadMoney } from '../payments/paymentsApi';

const FREEZE = '/api/membership/freeze';
const CANCEL = '/api/membership/cancel';

export const freezeQuery = {
  queryKey: [FREEZE] as const,
  queryFn: () => getJson<FreezeOptionsView>(FREEZE),
  meta: { member: true },
};

export const cancelOptionsQuery = {
  queryKey: [CANCEL] as const,
  queryFn: () => getJson<CancelOptionsView>(CANCEL),
  meta: { member: true },
};

/** A 409 `freeze_has_bookings` lists the bookings inside; the same ask with cancelBookings confirms. */
export const freezeMembership = (ask: FreezeAsk) => sendJson<FreezeOptionsView>('POST', FREEZE, ask);

/** Ends a running freeze today, or drops one still to come. */
export const endFreeze = () => sendJson<FreezeOptionsView>('DELETE', FREEZE);

/** With notice, or `{ guarantee: true }` for the money-back guarantee. */
export const cancelMembership = (request: CancelRequest) =>
  sendJson<CancelOptionsView>('POST', CANCEL, request);

export const takeBackCancellation = () => sendJson<CancelOptionsView>('DELETE', CANCEL);

/**
 * After any of them: both options (a freeze changes the charges a notice leaves), the account and
 * its subscription, the payments (a refund) and the bookings (a freeze or the guarantee cancels some).
 */
export function reloadAfterTermsChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: freezeQuery.queryKey }),
    client.invalidateQueries({ queryKey: cancelOptionsQuery.queryKey }),
    reloadMoney(client),
    refreshBookingLists(client),
  ]);
}
