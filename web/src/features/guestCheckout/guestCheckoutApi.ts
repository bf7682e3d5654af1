/** Guest-fee checkout calls (docs/product.md and docs/payments.md). */
import type {
  GuestCheckoutRequest,
  GuestCheckoutResponse,
  ReleaseCheckoutRequest,
  ReleaseCheckoutResponse,
} from '@lounge/core';
import { sendJson } from '../../api/http';

/** Either the gateway's page to pay on, or (guests covered, e.g. VIP passes) the booking made at once. */
export const startGuestCheckout = (body: GuestCheckoutRequest) =>
  sendJson<GuestCheckoutResponse>('POST', '/api/guest-checkout', body);

/** A cancelled payment lets go of the bay held for it. */
export const releaseGuestCheckout = (sessionId: string) =>
  sendJson<ReleaseCheckoutResponse>('POST', '/api/guest-checkout/release', {
    sessionId,
  } satisfies ReleaseCheckoutRequest);
