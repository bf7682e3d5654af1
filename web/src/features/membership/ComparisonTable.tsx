import { formatPrice, GUEST_FEE_CENTS, MEMBERSHIP_TYPES, TIERS, type TierRules } from '@lounge/core';

interface Row {
  label: string;
  value: (tier: TierRules) => string;
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
  { label: 'Private event discount', value: (t) => `${t.eventDiscountPercent}%` },
];

const tiers = MEMBERSHIP_TYPES.map((type) => TIERS[type]);

// Perks one tier lists and another lacks, each a row of ticks and dashes.
const perkRows: Row[] = [...new Set(tiers.flatMap((t) => t.perks))].map((perk) => ({
  label: perk,
  value: (t) => (t.perks.includes(perk) ? 'Included' : 'Not included'),
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
              <th scope="row">{row.label}</th>
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
