import {
  formatPrice,
  GUEST_FEE_CENTS,
  INTRO_MONTHS,
  MIN_SESSION_HOURS,
  TIERS,
  termsPolicy,
  WAITLIST_PRIORITY,
} from '@lounge/core';
import { useMembershipTerms, useVenue } from '../../api/venue';

/**
 * Answers written from the rules, so they change when a price or limit does. Each is a native
 * disclosure (<details>): it opens with a click or the keyboard and needs no script.
 */
export function MembershipFaq({ foundingOpen }: { foundingOpen: boolean }) {
  const { copy } = useVenue();
  const terms = useMembershipTerms();
  const { general, vip } = TIERS;
  const items = [
    // The intro's months run from each member's own join date (the rules: membershipLifecycle).
    ...(foundingOpen
      ? [
          {
            key: 'intro',
            label: 'What happens when the founding member offer ends?',
            children: `The founding offer covers your first ${INTRO_MONTHS} months, counted from the day you join. After that your membership continues monthly at ${formatPrice(general.prices.monthlyCents)} (General) or ${formatPrice(vip.prices.monthlyCents)} (VIP).`,
          },
        ]
      : []),
    {
      key: 'booking',
      label: 'How do bookings work?',
      children: `Members book a bay online between ${copy.hours}, for ${MIN_SESSION_HOURS} to ${general.maxSessionHours} hours (General) or up to ${vip.maxSessionHours} hours (VIP), up to ${general.advanceWindowDays} or ${vip.advanceWindowDays} days ahead. ${WAITLIST_PRIORITY.rule}`,
    },
    {
      key: 'guests',
      label: 'Can I bring guests?',
      children: `Yes, up to ${general.maxGuests} guests per booking. General members pay ${formatPrice(GUEST_FEE_CENTS)} per guest; VIP members get ${vip.freeGuestPassesPerMonth} free guest passes every month.`,
    },
    {
      key: 'cancel',
      label: 'Can I pause or cancel?',
      children: `${termsPolicy.freeze(terms)} ${termsPolicy.cancel(terms)}`,
    },
  ];
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.key} className="faq-item">
          <summary>{item.label}</summary>
          <p>{item.children}</p>
        </details>
      ))}
    </div>
  );
}
