/**
 * The limit on membership checkouts started while signed out (RATE_LIMIT_CHECKOUT_*): each one
 * stores a checkout and opens a session at the payment gateway, and anyone may ask. Counted per
 * client address (http/clientAddress.ts) and per email named, over an hour, after the body's
 * shape is checked (the email is in it) and before the gateway is called. A signed-in member's
 * checkout is bound to their one account and plan (checkoutAccount.ts) and is not counted here.
 */
import type { RouteExtObject } from '@hapi/hapi';
import { requestLimitMessages, toastMessages } from '@lounge/core';
import type { AppContext } from '../appContext';
import { optionalUser } from '../auth/authPlugin';
import { consumeEach, createLimiters, tooManyRequests, waitMinutes } from '../auth/rateLimits';
import { clientAddress } from '../http/clientAddress';

export function signedOutCheckoutLimit(ctx: AppContext): { onPreHandler: RouteExtObject } {
  const { checkoutByAddress, checkoutByEmail } = createLimiters(ctx.config.rateLimits);
  return {
    onPreHandler: {
      async method(request, h) {
        if (optionalUser(request)) return h.continue;
        // Read as checked by core's CreateCheckoutRequest (an ext is not typed by its route's schemas).
        const { payload } = request;
        const named =
          payload && typeof payload === 'object' && 'customerEmail' in payload && payload.customerEmail;
        const email = typeof named === 'string' ? named.trim().toLowerCase() : '';
        const wait = await consumeEach([
          [checkoutByAddress, clientAddress(request)],
          ...(email ? [[checkoutByEmail, email] as const] : []),
        ]);
        if (wait === null) return h.continue;
        throw tooManyRequests(wait, {
          title: toastMessages.checkoutFailed.title,
          message: requestLimitMessages.tooManyCheckouts(waitMinutes(wait)),
        });
      },
    },
  };
}
