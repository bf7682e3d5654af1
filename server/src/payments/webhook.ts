/**
 * POST /api/payments/webhook: the gateway's news is taken only with a valid signature over the exact
 * bytes it sent (so the route keeps the body unparsed), then processed once (fulfilment.ts). A
 * missing or wrong signature is a 400 that says why; nothing of the body is read before that.
 */
import Boom from '@hapi/boom';
import type { AppContext } from '../appContext';
import { handleGatewayEvent } from './fulfilment';
import { type GatewayEvent, WebhookSignatureError } from './gateway';

export interface WebhookReceipt {
  received: true;
  outcome: Awaited<ReturnType<typeof handleGatewayEvent>>;
}

export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  let event: GatewayEvent;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw Boom.badRequest(`Webhook refused: ${error.message}`);
    throw error;
  }
  return { received: true, outcome: await handleGatewayEvent(ctx, event) };
}
