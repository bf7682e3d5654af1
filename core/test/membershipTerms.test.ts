import { describe, expect, it } from 'vitest';
import {
  billingDate,
  billingDateOnOrAfter,
  billingDatesBetween,
  cancelCopy,
  decideFreeze,
  endFreeze,
  type Freeze,
  freezeMonths,
  freezeOn,
  freezeReminderOn,
  guaranteeOffer,
  noticeCancellation,
  DEFAULT_MEMBERSHIP_TERMS as TERMS,
  TIERS,
} from '../src';

const PRICE = TIERS.general.prices.monthlyCents;

describe('billing dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-30', 11, '2027-02-28'],
    ['2026-11-28', -1, '2026-10-28'],
    ['2026-03-08', 1, '2026-04-08'],
  ])('%s plus %i months is %s', (anchor, k, expected) => {
    expect(billingDate(anchor, k)).toBe(expected);
  });

  it('counts every date from the anchor, so a short month does not pull later ones back', () => {
    expect(billingDatesBetween('2026-01-31', '2026-01-01', '2026-06-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('finds the first billing date on or after a day, also before the anchor', () => {
    expect(billingDateOnOrAfter('2026-11-28', '2026-11-28')).toBe('2026-11-28');
    expect(billingDateOnOrAfter('2026-11-28', '2026-11-29')).toBe('2026-12-28');
    expect(billingDateOnOrAfter('2027-03-15', '2026-12-01')).toBe('2026-12-15');
  });
});

describe('freezing', () => {
  const base = { today: '2026-11-26', billingAnchor: '2026-06-28', freezes: [] as Freeze[] };

  it('starts on the next billing date by default and resumes whole months later', () => {
    const d = decideFreeze({ ...base, months: 2 }, TERMS);
    expect(d).toEqual({ ok: true, months: 2, freeze: { startsOn: '2026-11-28', resumesOn: '2027-01-28' } });
  });

  it('offers only billing dates from tomorrow to 60 days ahead', () => {
    expect(decideFreeze({ ...base, months: 1, startsOn: '2026-12-28' }, TERMS).ok).toBe(true);
    const late = decideFreeze({ ...base, months: 1, startsOn: '2027-01-28' }, TERMS);
    expect(late).toMatchObject({ ok: false, code: 'freeze_start' });
    const notABillingDate = decideFreeze({ ...base, months: 1, startsOn: '2026-12-01' }, TERMS);
    expect(notABillingDate).toMatchObject({ ok: false, code: 'freeze_start' });
    if (!notABillingDate.ok)
      expect(notABillingDate.message).toContain('November 28, 2026 or December 28, 2026');
    const today = decideFreeze({ ...base, today: '2026-11-28', months: 1, startsOn: '2026-11-28' }, TERMS);
    expect(today).toMatchObject({ ok: false, code: 'freeze_start' });
  });

  it.each([0, 4, 1.5])('refuses %s months', (months) => {
    expect(decideFreeze({ ...base, months }, TERMS)).toMatchObject({ ok: false, code: 'freeze_months' });
  });

  it('keeps a month-end anchor through short months', () => {
    const d = decideFreeze({ ...base, today: '2027-01-31', billingAnchor: '2026-10-31', months: 2 }, TERMS);
    expect(d).toMatchObject({ ok: true, freeze: { startsOn: '2027-02-28', resumesOn: '2027-04-30' } });
  });

  it('lets an intro member freeze from the day the intro ends, and only then', () => {
    const intro = { ...base, billingAnchor: '2027-01-10', introEndsOn: '2027-01-10' };
    expect(decideFreeze({ ...intro, months: 3 }, TERMS)).toMatchObject({
      ok: true,
      freeze: { startsOn: '2027-01-10', resumesOn: '2027-04-10' },
    });
    expect(decideFreeze({ ...intro, months: 1, startsOn: '2026-12-10' }, TERMS)).toMatchObject({ ok: false });
  });

  it('lets a member freeze again after dropping a scheduled freeze', () => {
    const dropped = { startsOn: '2026-11-28', resumesOn: '2026-11-28' };
    expect(decideFreeze({ ...base, months: 3, freezes: [dropped] }, TERMS).ok).toBe(true);
  });

  it('refuses a second freeze while one runs or is scheduled', () => {
    const running = { startsOn: '2026-10-28', resumesOn: '2026-12-28' };
    expect(decideFreeze({ ...base, months: 1, freezes: [running] }, TERMS)).toMatchObject({
      ok: false,
      code: 'freeze_exists',
    });
  });

  describe('at most 3 months beginning within any 12', () => {
    const anchor = '2026-01-15';
    const f = (startsOn: string, resumesOn: string): Freeze => ({ startsOn, resumesOn });

    it('counts a freeze that began 11 months earlier, and not one 12 months earlier', () => {
      const earlier = [f('2026-01-15', '2026-03-15')];
      const at = (today: string, months: number) =>
        decideFreeze({ today, billingAnchor: anchor, months, freezes: earlier }, TERMS);
      expect(at('2026-12-01', 2)).toMatchObject({ ok: false, code: 'freeze_cap' });
      expect(at('2026-12-01', 1)).toMatchObject({ ok: true, freeze: { startsOn: '2026-12-15' } });
      expect(at('2027-01-01', 3)).toMatchObject({ ok: true, freeze: { startsOn: '2027-01-15' } });
    });

    it('says how many months are left', () => {
      const used = [f('2026-03-15', '2026-05-15')];
      const d = decideFreeze({ today: '2026-06-01', billingAnchor: anchor, months: 2, freezes: used }, TERMS);
      expect(d).toEqual({
        ok: false,
        code: 'freeze_cap',
        message: 'You can freeze for at most 1 more month this year.',
      });
    });

    it('counts a freeze ended early by the months it had begun', () => {
      const ended = endFreeze(f('2026-03-15', '2026-06-15'), '2026-04-20');
      expect(ended).toEqual(f('2026-03-15', '2026-04-20'));
      expect(freezeMonths(ended as Freeze, anchor)).toBe(2);
      const d = decideFreeze(
        { today: '2026-06-01', billingAnchor: anchor, months: 1, freezes: [ended as Freeze] },
        TERMS,
      );
      expect(d.ok).toBe(true);
    });

    it('lets staff go past the cap with the override', () => {
      const used = [f('2026-03-15', '2026-06-15')];
      const req = { today: '2026-08-01', billingAnchor: anchor, months: 1, freezes: used };
      expect(decideFreeze(req, TERMS).ok).toBe(false);
      expect(decideFreeze({ ...req, override: true }, TERMS).ok).toBe(true);
    });
  });

  it('covers its days from the start up to the day it resumes', () => {
    const freeze = { startsOn: '2026-11-28', resumesOn: '2026-12-28' };
    expect(freezeOn('2026-11-27', [freeze])).toBeNull();
    expect(freezeOn('2026-11-28', [freeze])).toBe(freeze);
    expect(freezeOn('2026-12-27', [freeze])).toBe(freeze);
    expect(freezeOn('2026-12-28', [freeze])).toBeNull();
    expect(freezeReminderOn(freeze, TERMS)).toBe('2026-12-21');
  });

  it('drops a scheduled freeze ended before it starts, and resumes a running one that day', () => {
    const freeze = { startsOn: '2026-11-28', resumesOn: '2027-01-28' };
    expect(endFreeze(freeze, '2026-11-26')).toBeNull();
    expect(endFreeze(freeze, '2026-12-05')).toEqual({ startsOn: '2026-11-28', resumesOn: '2026-12-05' });
  });

  it('keeps its dates across a daylight-saving change (dates, not instants)', () => {
    const d = decideFreeze(
      { today: '2027-03-01', billingAnchor: '2026-12-08', months: 1, freezes: [] },
      TERMS,
    );
    expect(d).toMatchObject({ ok: true, freeze: { startsOn: '2027-03-08', resumesOn: '2027-04-08' } });
  });
});

describe('cancelling with notice', () => {
  it.each([
    // requested, anchor, ends (first day without), charges still to come
    ['2026-12-01', '2026-06-28', '2027-01-28', ['2026-12-28']],
    ['2026-11-26', '2026-06-28', '2026-12-28', ['2026-11-28']],
    ['2026-11-28', '2026-06-28', '2027-01-28', ['2026-12-28']],
    ['2026-11-29', '2026-06-28', '2027-01-28', ['2026-12-28']],
    ['2027-01-30', '2026-10-31', '2027-03-31', ['2027-01-31', '2027-02-28']],
    ['2027-02-01', '2026-10-31', '2027-03-31', ['2027-02-28']],
  ])('asked on %s (billing on the %s day) ends on %s', (requestedOn, anchor, endsOn, dates) => {
    const c = noticeCancellation({ requestedOn, billingAnchor: anchor, monthlyCents: PRICE }, TERMS);
    expect(c.endsOn).toBe(endsOn);
    expect(c.charges).toEqual(dates.map((on) => ({ on, cents: PRICE })));
    expect(c.noticeEndsOn <= c.lastDay).toBe(true);
  });

  it('states the dates and the money in one sentence', () => {
    const c = noticeCancellation(
      { requestedOn: '2026-12-01', billingAnchor: '2026-06-28', monthlyCents: 17900 },
      TERMS,
    );
    expect(cancelCopy.summary(c)).toBe(
      'One more payment of $179 on December 28, 2026; your membership ends on January 27, 2027.',
    );
  });

  it("ends an intro member's membership no earlier than the intro, with nothing more to pay", () => {
    const c = noticeCancellation(
      {
        requestedOn: '2026-11-26',
        billingAnchor: '2027-02-15',
        introEndsOn: '2027-02-15',
        monthlyCents: PRICE,
      },
      TERMS,
    );
    expect(c).toMatchObject({ endsOn: '2027-02-15', lastDay: '2027-02-14', charges: [] });
    expect(cancelCopy.summary(c)).toBe('No more payments; your membership ends on February 14, 2027.');
  });

  it("runs past an intro's end into the plan's periods when the notice does", () => {
    const c = noticeCancellation(
      {
        requestedOn: '2027-02-01',
        billingAnchor: '2027-02-15',
        introEndsOn: '2027-02-15',
        monthlyCents: PRICE,
      },
      TERMS,
    );
    expect(c).toMatchObject({ endsOn: '2027-03-15', charges: [{ on: '2027-02-15', cents: PRICE }] });
  });

  it('charges nothing on a frozen billing date', () => {
    const freezes = [{ startsOn: '2026-11-28', resumesOn: '2026-12-28' }];
    const c = noticeCancellation(
      { requestedOn: '2026-11-26', billingAnchor: '2026-06-28', monthlyCents: PRICE, freezes },
      TERMS,
    );
    expect(c.charges).toEqual([]);
  });
});

describe('the 30-day guarantee', () => {
  const paid = { firstPaymentOn: '2026-11-01', takenBefore: false, paidCents: 2 * PRICE, refundedCents: 0 };

  it('refunds every membership payment up to 30 days after the first', () => {
    expect(guaranteeOffer({ ...paid, today: '2026-12-01' }, TERMS)).toEqual({
      lastDay: '2026-12-01',
      refundCents: 2 * PRICE,
    });
    expect(guaranteeOffer({ ...paid, today: '2026-12-02' }, TERMS)).toBeNull();
  });

  it('refunds what is left after earlier refunds, and nothing when none is', () => {
    expect(guaranteeOffer({ ...paid, today: '2026-11-10', refundedCents: PRICE }, TERMS)?.refundCents).toBe(
      PRICE,
    );
    expect(guaranteeOffer({ ...paid, today: '2026-11-10', refundedCents: 2 * PRICE }, TERMS)).toBeNull();
  });

  it('is offered once per person', () => {
    expect(guaranteeOffer({ ...paid, today: '2026-11-10', takenBefore: true }, TERMS)).toBeNull();
  });

  it('counts across a month end and a daylight-saving change', () => {
    const o = guaranteeOffer({ ...paid, firstPaymentOn: '2027-02-20', today: '2027-03-22' }, TERMS);
    expect(o?.lastDay).toBe('2027-03-22');
  });
});
