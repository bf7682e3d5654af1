/**
 * The member's return from an entry fee's checkout (its success page carries the session id). With
 * Stripe the payment's news comes by webhook, which may arrive after the member does: the return
 * reads the session at the gateway itself and, paid, fulfils it exactly as the webhook would, in
 * the same transaction that marks the checkout fulfilled. Whichever comes first writes the one
 * ledger row and puts the entry in the field; the other finds the checkout fulfilled and does nothing.
 */
import Boom from '@hapi/boom';
import { competitionMessages, type EntryAnswer, paymentMessages } from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { fulfilCheckout } from '../payments/fulfilment';
import { atGateway } from '../payments/gatewayErrors';
import { findCheckout } from '../payments/paymentService';
import type { UserRow } from '../users/userService';
import { entryByCheckout, findEntry } from './competitionStore';
import { competitionDetail } from './competitionViews';

export async function confirmPaidEntry(
  ctx: AppContext,
  user: UserRow,
  competitionId: string,
  sessionId: string,
): Promise<EntryAnswer> {
  const record = findCheckout(ctx.db, sessionId);
  const entry = entryByCheckout(ctx.db, sessionId);
  // Only the member's own entry-fee checkout for this competition: another's session id finds nothing.
  const mine = record?.kind === 'entry_fee' && record.userId === user.id;
  if (!mine || entry?.competitionId !== competitionId) throw Boom.notFound(paymentMessages.checkoutNotFound);
  const info = await atGateway(ctx, 'entry-fee checkout lookup failed', () =>
    ctx.payments.retrieveCheckout(sessionId),
  );
  if (!info?.paid)
    throw refuse(402, {
      title: competitionMessages.entryUnpaid.title,
      message: paymentMessages.checkoutUnpaid,
      code: 'unpaid',
    });
  await fulfilCheckout(ctx, info);
  // A place that had gone before the payment came is no longer the member's entry: say so, as it is.
  const now = findEntry(ctx.db, entry.id) ?? entry;
  const view = competitionDetail(ctx, competitionId, user).mine ?? {
    id: now.id,
    status: now.status,
    feeCents: now.feeCents,
    nextRound: null,
    waitingPosition: null,
  };
  return {
    entry: view,
    message: view.status === 'entered' ? competitionMessages.entered : competitionMessages.paidNotEntered,
    checkout: null,
  };
}
