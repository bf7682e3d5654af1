// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { ShopReportView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { ShopFigures } from './ShopFigures';

afterEach(() => vi.unstubAllGlobals());

const figures = (gross: number, discount: number, refunded: number) => ({
  quantity: 3,
  refundedQuantity: refunded ? 1 : 0,
  grossCents: gross,
  discountCents: discount,
  taxCents: 0,
  refundedCents: refunded,
  netCents: gross - discount - refunded,
});

const REPORT: ShopReportView = {
  from: '2026-11-23',
  to: '2026-11-29',
  timeZone: 'America/Denver',
  sales: 3,
  totals: figures(9597, 500, 2499),
  byCategory: [
    { category: 'merchandise', ...figures(7497, 500, 2499) },
    { category: 'drinks', ...figures(2100, 0, 0) },
  ],
  byItem: [
    {
      itemId: '00000000-0000-4000-8000-000000000001',
      name: 'Glove',
      category: 'merchandise',
      ...figures(7497, 500, 2499),
    },
    {
      itemId: '00000000-0000-4000-8000-000000000002',
      name: 'Beer',
      category: 'drinks',
      ...figures(2100, 0, 0),
    },
  ],
  byDay: [],
  discountCents: 500,
  vipDiscount: { cents: 500, sales: 1 },
  openTabs: {
    count: 1,
    totalCents: 2100,
    oldest: { label: 'Bay 3, the Reilly party', openedAt: '2026-11-25T06:30:00.000Z' },
  },
  stock: {
    valueAtPriceCents: 9996,
    countedItems: 1,
    lowStock: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Glove', stock: 4, reorderLevel: 4 }],
  },
};

describe('the report’s shop', () => {
  it('shows sales by category and item to the cent, the VIP discount, open tabs, stock and reorders', async () => {
    const api = stubApi({ 'GET /api/staff/reports/shop*': { body: REPORT } });
    renderAtDesk(<ShopFigures range={{ from: '2026-11-23', to: '2026-11-29' }} />);
    const section = await screen.findByRole('region', { name: 'Shop' });
    expect(await within(section).findByText('$5 on 1 sale')).toBeTruthy();
    expect(within(section).getByText('1 ($21)')).toBeTruthy();
    expect(within(section).getByText(/^Bay 3, the Reilly party, /)).toBeTruthy();
    const byItem = within(section).getByRole('table', { name: 'Shop sales by item' });
    expect(
      within(byItem).getByRole('row', { name: /^Glove Merchandise 3 1 \$74\.97 \$5 \$0 \$24\.99 \$44\.98$/ }),
    ).toBeTruthy();
    const byCategory = within(section).getByRole('table', { name: 'Shop sales by category' });
    expect(
      within(byCategory).getByRole('row', { name: /^Total 3 1 \$95\.97 \$5 \$0 \$24\.99 \$65\.98$/ }),
    ).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'At or under reorder level' }).textContent).toContain(
      'Glove: 4',
    );
    expect(within(section).getByRole('link', { name: 'Download Shop CSV' }).getAttribute('href')).toBe(
      '/api/staff/reports/shop.csv?from=2026-11-23&to=2026-11-29',
    );
    expect(api.calls[0]?.path).toBe('/api/staff/reports/shop?from=2026-11-23&to=2026-11-29');
  });
});
