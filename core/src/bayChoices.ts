/**
 * The bays a form offers a member, written once for the website's booking form and the desk's
 * dialogs: each bay of the venue by its label, a bay the member's tier may not book (mayBookBay)
 * disabled with the reason, and one the caller finds taken at the chosen time disabled as taken.
 * The server refuses the same bays whatever a form sent; this only says so before it is asked.
 */
import { bookingMessages } from './messages';
import { type MembershipType, TIERS } from './tiers';
import { bayLabel, mayBookBay, type VenueSettings } from './venue';

export interface BayChoice {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * `venue`'s bays as choices for a member of `tier`, in the venue's order. Without a tier (no member
 * chosen yet) no bay is refused for it; `taken` says which bays the chosen time overlaps.
 */
export function bayChoices(
  venue: Pick<VenueSettings, 'bays' | 'vipBays'>,
  tier: MembershipType | null | undefined,
  taken: (bay: string) => boolean = () => false,
): BayChoice[] {
  return venue.bays.map((bay) => {
    const reason =
      tier && !mayBookBay(venue, tier, bay)
        ? bookingMessages.bayNotForTierLabel(TIERS[tier].name)
        : taken(bay)
          ? 'taken'
          : null;
    return {
      value: bay,
      label: reason ? `${bayLabel(bay)} - ${reason}` : bayLabel(bay),
      disabled: reason !== null,
    };
  });
}
