import { describe, expect, it } from 'vitest';
import {
  adjustedNote,
  balanceDates,
  balanceDueOnSending,
  buildQuote,
  DEFAULT_EVENT_TERMS,
  daysBetween,
  EVENT_PACKAGES,
  eventCancellationRefund,
  eventQuoteCopy,
  formatIsoDate,
  formatMoney,
  priceAtPaying,
  type QuoteLine,
  quoteExpiresAt,
  quoteSummary,
  TIERS,
} from '../src';

const corporate = EVENT_PACKAGES.find((p) => p.id === 'corporate');
const BAY = corporate?.fromCents.singleBay ?? 0;
const FACILITY = corporate?.fromCents.fullFacility ?? 0;
const VIP = TIERS.vip.eventDiscountPercent;

describe('an event quote', () => {
  it("prices the package from its 'from' price by the bay, discounts only the package, adds the add-ons", () => {
    const q = buildQuote({
      packageId: 'corporate',
      space: { kind: 'bays', bays: ['1', '2'] },
      hours: 3,
      addOns: [{ name: 'Catering', cents: 25_000 }],
      discountPercent: VIP,
    });
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    const discount = Math.round((2 * BAY * VIP) / 100);
    expect(q.lines.map((l) => [l.key, l.cents])).toEqual([
      ['package', 2 * BAY],
      ['discount', -discount],
      ['addon:Catering', 25_000],
    ]);
    expect(q.totalCents).toBe(2 * BAY - discount + 25_000);
    expect(q.depositCents + q.balanceCents).toBe(q.totalCents);
  });

  it('rounds the discount and the deposit to the nearest cent, a half up', () => {
    const q = buildQuote({
      packageId: 'corporate',
      space: { kind: 'facility' },
      hours: 4,
      addOns: [],
      adjustments: { package: { cents: 100_005, reason: 'Agreed by phone' } },
      discountPercent: 10,
    });
    expect(q.ok && q.lines[0]).toMatchObject({
      cents: 100_005,
      adjustedFrom: FACILITY,
      reason: 'Agreed by phone',
    });
    // The line says what it replaced and why; a list price says nothing more.
    expect(q.ok && adjustedNote(q.lines[0] as QuoteLine)).toBe(
      `(was ${formatMoney(FACILITY)}: Agreed by phone)`,
    );
    expect(q.ok && adjustedNote(q.lines[1] as QuoteLine)).toBeNull();
    // 10% of 100,005 is 10,000.5: 10,001 off. Total 90,004; half of it 45,002.
    expect(q.ok && [q.lines[1]?.cents, q.totalCents, q.depositCents, q.balanceCents]).toEqual([
      -10_001, 90_004, 45_002, 45_002,
    ]);
    const odd = buildQuote({
      packageId: 'corporate',
      space: { kind: 'bays', bays: ['1'] },
      hours: 2,
      addOns: [{ name: 'Light refreshments', cents: 1 }],
      discountPercent: 0,
    });
    expect(odd.ok && [odd.totalCents, odd.depositCents, odd.balanceCents]).toEqual([
      BAY + 1,
      Math.floor((BAY + 1) / 2 + 0.5),
      BAY + 1 - Math.floor((BAY + 1) / 2 + 0.5),
    ]);
  });

  it('refuses what cannot be quoted, naming the field', () => {
    const base = { packageId: 'corporate' as const, addOns: [], discountPercent: 0 };
    expect(buildQuote({ ...base, space: { kind: 'bays', bays: [] }, hours: 2 })).toMatchObject({
      ok: false,
      field: 'space',
      message: eventQuoteCopy.noSpace,
    });
    expect(buildQuote({ ...base, space: { kind: 'facility' }, hours: 9 })).toMatchObject({
      ok: false,
      field: 'hours',
    });
    expect(buildQuote({ ...base, space: { kind: 'facility' }, hours: 1.25 })).toMatchObject({
      ok: false,
      field: 'hours',
    });
    expect(
      buildQuote({ ...base, packageId: 'celebration', space: { kind: 'facility' }, hours: 2 }),
    ).toMatchObject({ ok: false, field: 'space' });
    expect(
      buildQuote({ ...base, packageId: 'tournament', space: { kind: 'bays', bays: ['1'] }, hours: 4 }),
    ).toMatchObject({ ok: false, field: 'space' });
    expect(
      buildQuote({
        ...base,
        space: { kind: 'facility' },
        hours: 2,
        adjustments: { package: { cents: 1000, reason: ' ' } },
      }),
    ).toMatchObject({ ok: false, message: eventQuoteCopy.reasonNeeded });
    // A changed price for a line the quote does not have is named, not dropped.
    expect(
      buildQuote({
        ...base,
        space: { kind: 'facility' },
        hours: 2,
        adjustments: { 'addon:Catering': { cents: 1000, reason: 'Own food' } },
      }),
    ).toMatchObject({
      ok: false,
      field: 'adjustments',
      message: eventQuoteCopy.strayAdjustment('addon:Catering'),
    });
    expect(eventQuoteCopy.strayAdjustment('addon:Catering')).toContain('Catering, which is not a line');
  });
});

describe('the member discount at the moment of paying', () => {
  const quoted = (discountPercent: number) => {
    const q = buildQuote({
      packageId: 'corporate',
      space: { kind: 'facility' },
      hours: 4,
      addOns: [{ name: 'Catering', cents: 25_001 }],
      adjustments: { package: { cents: 100_005, reason: 'Agreed by phone' } },
      discountPercent,
    });
    if (!q.ok) throw new Error(q.message);
    return { ...q, discountPercent };
  };
  const discount = (percent: number) => Math.floor((100_005 * percent) / 100 + 0.5);

  it.each([
    ['VIP quoted, no membership now', VIP, 0],
    ['VIP quoted, General now', VIP, TIERS.general.eventDiscountPercent],
    ['a visitor quoted, VIP now', 0, VIP],
  ])(
    '%s: the discount line laid again on the changed package line, the deposit half again',
    (_, from, to) => {
      const again = priceAtPaying({ ...quoted(from), depositPaid: false }, to);
      const fresh = quoted(to);
      expect(again).toEqual({
        lines: fresh.lines,
        discountPercent: to,
        totalCents: fresh.totalCents,
        depositCents: fresh.depositCents,
        balanceCents: fresh.balanceCents,
      });
      expect(again.totalCents).toBe(100_005 - discount(to) + 25_001);
    },
  );

  it('once the deposit is paid it stays what was paid, and the balance is the rest of the new total', () => {
    const paid = quoted(VIP);
    const again = priceAtPaying({ ...paid, depositPaid: true }, 0);
    expect(again.lines.map((l) => l.key)).toEqual(['package', 'addon:Catering']);
    expect(again).toMatchObject({
      discountPercent: 0,
      totalCents: 125_006,
      depositCents: paid.depositCents,
      balanceCents: 125_006 - paid.depositCents,
    });
  });

  it('leaves a quote whose discount still holds exactly as it is', () => {
    const q = quoted(VIP);
    expect(priceAtPaying({ ...q, depositPaid: false }, VIP)).toEqual({
      lines: q.lines,
      discountPercent: VIP,
      totalCents: q.totalCents,
      depositCents: q.depositCents,
      balanceCents: q.balanceCents,
    });
  });

  it('says why the discount differs from the one quoted, and nothing when it does not', () => {
    expect(eventQuoteCopy.discountChanged(VIP, VIP, false)).toBeNull();
    expect(eventQuoteCopy.discountChanged(15, 0, false)).toBe(
      "This quote was made with a member discount of 15% off the package. A member discount is for a paying member at the moment of paying, and there is no active membership at this quote's email address now, so the price is without it.",
    );
    expect(eventQuoteCopy.discountChanged(15, 0, true)).toContain(
      "there was no active membership at this quote's email address when it was paid",
    );
    expect(eventQuoteCopy.discountChanged(15, 10, false)).toBe(
      "A member discount is for a paying member at the moment of paying: the membership at this quote's email address gives 10% off the package now (the quote was made with 15%).",
    );
    expect(eventQuoteCopy.discountChanged(0, 15, false)).toBe(
      "A member discount is for a paying member at the moment of paying: the membership at this quote's email address gives 15% off the package now.",
    );
  });
});

describe('dates of an event', () => {
  it('puts the balance due 7 days ahead and its reminder 3 days before, across a month end and DST', () => {
    const sent = '2026-10-01';
    expect(balanceDates('2027-03-03', sent)).toEqual({ dueOn: '2027-02-24', remindOn: '2027-02-21' });
    expect(balanceDates('2027-03-16', sent)).toEqual({ dueOn: '2027-03-09', remindOn: '2027-03-06' });
    expect(balanceDates('2026-11-05', sent)).toEqual({ dueOn: '2026-10-29', remindOn: '2026-10-26' });
  });

  it('never puts the balance due before the quote is sent: nearer than 7 days, it is due on sending', () => {
    // Built December 1 for December 5: not November 28.
    expect(balanceDates('2026-12-05', '2026-12-01').dueOn).toBe('2026-12-01');
    expect(balanceDueOnSending('2026-12-05', '2026-12-01')).toBe(true);
    // Exactly 7 days ahead: the terms' own date, which is the sending day.
    expect(balanceDates('2026-12-08', '2026-12-01').dueOn).toBe('2026-12-01');
    expect(balanceDueOnSending('2026-12-08', '2026-12-01')).toBe(false);
    expect(balanceDueOnSending('2027-03-03', '2027-02-24')).toBe(false);
  });

  it('keeps a quote 14 days from when it was sent', () => {
    const sent = Date.UTC(2027, 2, 1, 17);
    expect(quoteExpiresAt(sent) - sent).toBe(14 * 86_400_000);
  });

  it.each([
    ['2027-01-01', '2027-03-14', 'full', 40_000],
    ['2027-02-11', '2027-03-14', 'full', 40_000],
    ['2027-02-12', '2027-03-14', 'half', 20_000],
    ['2027-02-28', '2027-03-14', 'half', 20_000],
    ['2027-03-01', '2027-03-14', 'none', 0],
  ])('cancelled on %s for an event on %s: %s', (cancelledOn, eventDate, tier, refundCents) => {
    expect(eventCancellationRefund({ depositPaidCents: 40_000, cancelledOn, eventDate })).toMatchObject({
      tier,
      refundCents,
    });
  });

  it('counts days by the calendar (a DST change in between moves nothing) and halves down to the cent', () => {
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(
      eventCancellationRefund({
        depositPaidCents: 40_001,
        cancelledOn: '2027-02-20',
        eventDate: '2027-03-14',
      }).refundCents,
    ).toBe(20_000);
  });

  it('states its terms and sums from the same numbers', () => {
    expect(eventQuoteCopy.terms(DEFAULT_EVENT_TERMS)).toContain('A 50% deposit holds the date');
    expect(
      quoteSummary(
        { totalCents: 135_000, depositCents: 67_500, balanceCents: 67_500 },
        formatIsoDate('2027-03-06'),
      ),
    ).toBe('Total $1,350; deposit $675 now, $675 due by March 6, 2027.');
  });
});
