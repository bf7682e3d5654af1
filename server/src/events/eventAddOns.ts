import {
  type EventAddOnPrice,
  type EventAddOnPricesRequest,
  eventQuoteMessages,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { invalid } from './eventQuoteService';
import { addOnPrices, replaceAddOnPrices } from './eventQuoteStore';

export function eventAddOnPrices(ctx: AppContext): EventAddOnPrice[] {
  return addOnPrices(ctx.db);
}

export function setEventAddOnPrices(
  ctx: AppContext,
  actor: UserRow,
  request: EventAddOnPricesRequest,
): EventAddOnPrice[] {
  const names = request.addOns.map((a) => a.name.trim());
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length)
    throw invalid(eventQuoteMessages.addOnListedTwice, 'addOns');
  return writeTransaction(ctx.database, () => {
    replaceAddOnPrices(
      ctx.db,
      request.addOns.map((a) => ({ name: a.name.trim(), cents: a.cents })),
      actor.id,
      toIsoInstant(ctx.now()),
    );
    logStaffAction(
      ctx.db,
      {
        actorId: actor.id,
        action: 'event_add_on_prices',
        targetType: 'event_price_list',
        targetId: 'add-ons',
        details: { addOns: request.addOns },
      },
      ctx.now(),
    );
    return addOnPrices(ctx.db);
  });
}
