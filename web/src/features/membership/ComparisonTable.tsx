import {
  claimLinks,
  formatPrice,
  GUEST_FEE_CENTS,
  MEMBER_TOURNAMENTS_PERK,
  MEMBERSHIP_TYPES,
  perkComparison,
  TIERS,
  type TierRules,
} from '@lounge/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Row {
  label: string;
  value: (tier: TierRules) => ReactNode;
  /** Where the site shows what the row claims (the events page, the tournaments). */
  link?: { to: string; label: string };
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

const ruleRows: Row[] = [
  { label: 'Monthly price', value: (t) => formatPrice(t.prices.monthlyCents) },
  { label: 'Founding offer (3 months)', value: (t) => formatPrice(t.prices.introCents) },
  { label: 'Upcoming bookings at a time', value: (t) => String(t.maxUpcomingBookings) },
  { label: 'Longest session', value: (t) => hours(t.maxSessionHours) },
  { label: 'Book ahead', value: (t) => `${t.advanceWindowDays} days` },
  { label: 'Guests per booking', value: (t) => `Up to ${t.maxGuests}` },
  {
    label: 'Guest fees',
    value: (t) =>
      t.freeGuestPassesPerMonth > 0
        ? `${t.freeGuestPassesPerMonth} free passes a month, then ${formatPrice(GUEST_FEE_CENTS)}`
        : `${formatPrice(GUEST_FEE_CENTS)} per guest`,
  },
  {
    label: 'Private event discount',
    value: (t) => `${t.eventDiscountPercent}%`,
    link: claimLinks.events,
  },
];

const tiers = MEMBERSHIP_TYPES.map((type) => TIERS[type]);

/** A check or a dash that a screen reader reads as words. */
function Mark({ included }: { included: boolean }) {
  return (
    <span className={included ? 'compare-mark compare-yes' : 'compare-mark compare-no'}>
      <span aria-hidden="true">{included ? '\u2713' : '\u2014'}</span>
      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </span>
  );
}

// Every perk as a row of checks and dashes; tiers compose, so VIP is checked wherever General is.
const perkRows: Row[] = perkComparison().map((row) => ({
  label: row.perk,
  value: (t) => <Mark included={row.included[t.type]} />,
  ...(row.perk === MEMBER_TOURNAMENTS_PERK ? { link: claimLinks.tournaments } : {}),
}));

/** Every figure side by side, straight from the tiers' rules. */
export function ComparisonTable() {
  return (
    <div className="compare-wrap">
      <table className="compare-table">
        <caption className="visually-hidden">Membership tiers compared</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {tiers.map((t) => (
              <th key={t.type} scope="col">
                {t.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...ruleRows, ...perkRows].map((row) => (
            <tr key={row.label}>
              <th scope="row">
                {row.label}
                {row.link && (
                  <Link className="standalone-link claim-link compare-link" to={row.link.to}>
                    {row.link.label}
                  </Link>
                )}
              </th>
              {tiers.map((t) => (
                <td key={t.type}>{row.value(t)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
