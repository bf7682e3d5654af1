/**
 * One answer when the payment gateway cannot be reached: 502 with core's message, the cause in the
 * log (never in the answer, and never a key it quotes). Every route that calls the gateway goes
 * through here, before it writes anything, so a failure leaves nothing half-done.
 */
import Boom from '@hapi/boom';
import { paymentMessages } from '@lounge/core';
import type { AppContext } from '../appContext';

/** Anything shaped like a Stripe key or webhook secret, as a gateway's error message may quote one. */
const SECRET = /\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;

export function withoutSecrets(message: string): string {
  return message.replace(SECRET, '[hidden]');
}

export function gatewayFailure(ctx: AppContext, what: string, error: unknown): Boom.Boom {
  if (Boom.isBoom(error)) return error;
  ctx.logger.error(what, { error: withoutSecrets(error instanceof Error ? error.message : String(error)) });
  return Boom.badGateway(paymentMessages.gatewayUnavailable);
}

/** Runs a gateway call; a failure becomes the 502 above. */
export async function atGateway<T>(ctx: AppContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw gatewayFailure(ctx, what, error);
  }
}
