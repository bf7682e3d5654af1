import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  priceLineForPayer,
  priceShopLine,
  readTendered,
  type ShopCategory,
  shopTotals,
  splitProblem,
} from '../src/index';

const line = (category: ShopCategory, unitCents: number, quantity = 1) => ({
  itemId: `${category}-${unitCents}`,
  name: category,
  category,
  unitCents,
  quantity,
});

describe('a line priced for the payer of the tab it moves to', () => {
  it('gains the VIP discount on merchandise on a VIP’s tab and loses it on a walk-in’s, to the cent', () => {
    const glove = line('merchandise', 2499);
    const beers = line('drinks', 700, 2);
    const onWalkIn = [glove, beers].map((l) => priceShopLine(l, null, DEFAULT_SHOP_SETTINGS));
    expect(shopTotals(onWalkIn).totalCents).toBe(3899);
    const onVip = onWalkIn.map((l) => priceLineForPayer(l, 'vip', DEFAULT_SHOP_SETTINGS));
    // 20% of $24.99 is $4.998: $5.00 half up; the drinks keep their price.
    expect(onVip.map((l) => [l.discountCents, l.totalCents])).toEqual([
      [500, 1999],
      [0, 1400],
    ]);
    const back = onVip.map((l) => priceLineForPayer(l, null, DEFAULT_SHOP_SETTINGS));
    expect(back).toEqual(onWalkIn);
  });

  it('keeps the unit price the line was rung up at, and taxes what is left after the discount', () => {
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      taxBasisPoints: { ...DEFAULT_SHOP_SETTINGS.taxBasisPoints, merchandise: 725 },
    };
    const moved = priceLineForPayer({ ...line('merchandise', 3333, 3) }, 'vip', settings);
    // $99.99 less $20.00 is $79.99; 7.25% of it is $5.799: $5.80.
    expect(moved).toMatchObject({
      unitCents: 3333,
      grossCents: 9999,
      discountCents: 2000,
      taxCents: 580,
      totalCents: 8579,
    });
  });
});

describe('which lines may leave a tab', () => {
  const onTab = ['a', 'b', 'c'];
  it('takes lines on the tab, some of them for a split, any of them for a move', () => {
    expect(splitProblem(onTab, ['a', 'b'], 'split')).toBeNull();
    expect(splitProblem(['a'], ['a'], 'move')).toBeNull();
  });
  it('refuses no line, a line not on the tab, and a split of every line', () => {
    expect(splitProblem(onTab, [], 'split')).toBe('no_lines');
    expect(splitProblem(onTab, ['a', 'z'], 'split')).toBe('line_not_on_tab');
    expect(splitProblem(onTab, ['a', 'b', 'c'], 'split')).toBe('split_takes_all');
    expect(splitProblem(onTab, ['a', 'a', 'b', 'c'], 'split')).toBe('split_takes_all');
  });
});

describe('the cash handed over', () => {
  it('reads dollars and cents and gives the change to the cent', () => {
    expect(readTendered('50', 3399)).toEqual({ ok: true, cents: 5000, changeCents: 1601 });
    expect(readTendered('$33.99', 3399)).toEqual({ ok: true, cents: 3399, changeCents: 0 });
    expect(readTendered('40.5', null)).toEqual({ ok: true, cents: 4050, changeCents: null });
  });
  it('says why it is not enough: empty, negative, not a number, short', () => {
    expect(readTendered('  ', 100)).toEqual({ ok: false, problem: 'empty' });
    expect(readTendered('-5', 100)).toEqual({ ok: false, problem: 'negative' });
    expect(readTendered('$-5', 100)).toEqual({ ok: false, problem: 'negative' });
    expect(readTendered('ten', 100)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(readTendered('10.999', 100)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(readTendered('33.98', 3399)).toEqual({ ok: false, problem: 'short', shortCents: 1 });
  });
});
