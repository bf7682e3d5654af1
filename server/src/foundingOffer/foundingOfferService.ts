/**
 * The founding offer now (core's foundingOfferStatus): open until its last day (FOUNDING_OFFER_ENDS)
 * has passed at the venue and while founding places (FOUNDING_OFFER_PLACES) are left, counted from
 * the intro checkouts paid. The pages ask for it; an intro checkout is refused once it is over.
 */
import { type FoundingOfferStatus, foundingCopy, foundingOfferStatus, venueDate } from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { countFoundingMemberships } from './foundingOfferStore';

export function currentFoundingOffer(ctx: AppContext): FoundingOfferStatus {
  const settings = ctx.config.site.foundingOffer;
  const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
  // Without a cap the count changes nothing; it is not asked for.
  const taken = settings.places === null ? 0 : countFoundingMemberships(ctx.db);
  return foundingOfferStatus(settings, today, taken);
}

/** Throws a 409 the checkout page shows when the founding offer is over. */
export function assertFoundingOfferOpen(ctx: AppContext): void {
  if (!currentFoundingOffer(ctx).open) {
    throw refuse(409, { title: foundingCopy.endedTitle, message: foundingCopy.ended });
  }
}
