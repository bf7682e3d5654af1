/**
 * The /membership banner stating the founding offer's limits (places left, last day) on a page whose
 * app has not started (app/startOnDemand.ts), set in plain code with the same words and look as the
 * page's own banner (MembershipPage.tsx), so a venue with limits does not start the app to say them.
 *
 * It fills the page's placeholder, whose content React leaves as it finds it when it hydrates
 * (`dangerouslySetInnerHTML`); once the app knows the offer, it renders its own banner in its place.
 */
import { type FoundingOfferStatus, foundingCopy } from '@lounge/core';
import { drawIcon } from '../../ui/iconPaths';

/** The placeholder's class: MembershipPage renders it until the app has the offer's answer. */
export const LIMITED_BANNER_ISLAND = 'limited-banner-island';

export function showLimitedBanner(offer: FoundingOfferStatus): void {
  const words = foundingCopy.limitedBanner(offer);
  const slot = document.querySelector(`.${LIMITED_BANNER_ISLAND}`);
  if (!words || !slot || slot.childNodes.length > 0) return;
  const banner = document.createElement('span');
  banner.className = 'limited-banner';
  banner.append(drawIcon('star', 18), ` ${words}`);
  slot.append(banner);
}
