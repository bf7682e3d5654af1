// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { ShopItem, ShopSale, Tab } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { ShopPanel } from './ShopPanel';

afterEach(() => vi.unstubAllGlobals());

const GLOVE: ShopItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tour Glove',
  category: 'merchandise',
  priceCents: 2499,
  sku: '0123456789012',
  stock: 0,
  reorderLevel: 2,
  reorder: true,
  archivedAt: null,
};
const BEER: ShopItem = {
  ...GLOVE,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Draft Beer',
  category: 'drinks',
  priceCents: 700,
  sku: null,
  stock: null,
  reorderLevel: null,
  reorder: false,
};

const SALE: ShopSale = {
  id: '00000000-0000-4000-8000-0000000000aa',
  lines: [],
  subtotalCents: 2499,
  discountCents: 500,
  taxCents: 0,
  totalCents: 1999,
  changeCents: 3001,
  discountLabel: 'VIP discount (20% off merchandise)',
  receipt: [
    'Big Sky',
    'Receipt 0000AAAA',
    '1 x Tour Glove: $24.99',
    'VIP discount (20% off merchandise): -$5',
    'Total: $19.99',
    'Change: $30.01',
  ],
};

const line = (id: string, item: ShopItem, quantity: number, grossCents: number, discountCents: number) => ({
  id,
  itemId: item.id,
  name: item.name,
  category: item.category,
  quantity,
  unitCents: item.priceCents,
  grossCents,
  discountCents,
  discountPercent: discountCents ? 20 : 0,
  taxCents: 0,
  totalCents: grossCents - discountCents,
  refundedQuantity: 0,
});

const TAB: Tab = {
  id: '00000000-0000-4000-8000-0000000000bb',
  label: 'Bay 2, the Reilly party',
  userId: null,
  bookingId: null,
  bay: '2',
  status: 'open',
  openedAt: '2026-11-21T23:00:00.000Z',
  lines: [line('l1', BEER, 2, 1400, 0), line('l2', GLOVE, 1, 2499, 500)],
  totalCents: 3399,
  discountCents: 500,
  discountLabel: 'VIP discount (20% off merchandise)',
  linkOut: false,
  closedAt: null,
};

describe('the Shop screen’s counter', () => {
  it('adds a scanned barcode at once, asks before selling past the count, and shows the server’s receipt', async () => {
    const sales: unknown[] = [];
    const api = stubApi({
      'GET /api/staff/shop/items?query=0123456789012': { body: [GLOVE] },
      'GET /api/staff/shop/items*': { body: [] },
      'GET /api/staff/tabs*': { body: [] },
      'GET /api/staff/members*': { body: [] },
      'POST /api/staff/shop/sales': (body) => {
        sales.push(body);
        return (body as { confirmPastZero?: boolean }).confirmPastZero
          ? { status: 201, body: SALE }
          : {
              status: 409,
              body: {
                title: 'Not In Stock',
                message:
                  'Tour Glove shows none in stock. If it is on the shelf, confirm the sale and count it later.',
                code: 'out_of_stock',
                field: 'confirmPastZero',
              },
            };
      },
    });
    renderAtDesk(<ShopPanel />);
    const search = screen.getByLabelText('Find an item or scan a barcode');
    // The scanner types the code and presses Enter before any answer came: the line goes on.
    fireEvent.change(search, { target: { value: '0123456789012' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(await within(lines).findByText('Tour Glove')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
    fireEvent.change(within(lines).getByLabelText('Quantity of Tour Glove'), { target: { value: '1' } });

    fireEvent.change(screen.getByLabelText('Cash handed over ($)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take Cash' }));
    const ask = await screen.findByRole('dialog', { name: 'Sell past the count?' });
    expect(within(ask).getByText(/Tour Glove shows none in stock/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Sell Anyway' }));

    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('VIP discount (20% off merchandise): -$5')).toBeTruthy();
    expect(within(receipt).getByText('Change: $30.01')).toBeTruthy();
    expect(sales).toEqual([
      { lines: [{ itemId: GLOVE.id, quantity: 1 }], payment: { method: 'cash', tenderedCents: 5000 } },
      {
        lines: [{ itemId: GLOVE.id, quantity: 1 }],
        payment: { method: 'cash', tenderedCents: 5000 },
        confirmPastZero: true,
      },
    ]);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('adds an item found by name only when it is picked, and puts lines on an open tab', async () => {
    const sales: unknown[] = [];
    stubApi({
      'GET /api/staff/shop/items?query=beer': { body: [BEER, { ...BEER, id: 'x', name: 'Beer Koozie' }] },
      'GET /api/staff/shop/items*': { body: [] },
      'GET /api/staff/tabs*': { body: [TAB] },
      'GET /api/staff/members*': { body: [] },
      'POST /api/staff/shop/sales': (body) => {
        sales.push(body);
        return { status: 201, body: { ...SALE, id: TAB.id, receipt: [] } };
      },
    });
    renderAtDesk(<ShopPanel />);
    const search = screen.getByLabelText('Find an item or scan a barcode');
    fireEvent.change(search, { target: { value: 'beer' } });
    // Two items match: Enter adds neither.
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Draft Beer, $7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Draft Beer, $7' }));
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).queryByText('Beer Koozie')).toBeNull();
    expect((within(lines).getByLabelText('Quantity of Draft Beer') as HTMLInputElement).value).toBe('2');

    fireEvent.click(screen.getByRole('radio', { name: 'Put on tab' }));
    fireEvent.mouseDown(screen.getByLabelText('Choose an open tab'));
    fireEvent.click(await screen.findByTitle('Bay 2, the Reilly party · $33.99'));
    fireEvent.click(screen.getByRole('button', { name: 'Put on Tab' }));
    await waitFor(() =>
      expect(sales).toEqual([
        { lines: [{ itemId: BEER.id, quantity: 2 }], payment: { method: 'tab', tabId: TAB.id } },
      ]),
    );
    // Lines on a tab print no receipt: the tab's close does.
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
  });
});

describe('the Shop screen’s open tabs', () => {
  it('show the member’s discount as its own line, and close in cash for the total', async () => {
    const closes: unknown[] = [];
    stubApi({
      'GET /api/staff/shop/items*': { body: [] },
      'GET /api/staff/tabs*': { body: [TAB] },
      'GET /api/staff/members*': { body: [] },
      [`POST /api/staff/tabs/${TAB.id}/close`]: (body) => {
        closes.push(body);
        return {
          body: {
            ...SALE,
            totalCents: 3399,
            changeCents: 1601,
            receipt: ['Total: $33.99', 'Change: $16.01'],
          },
        };
      },
    });
    renderAtDesk(<ShopPanel />);
    const card = await screen.findByRole('article', { name: TAB.label });
    expect(within(card).getByText('VIP discount (20% off merchandise): -$5')).toBeTruthy();
    expect(within(card).getByText('Total $33.99')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Close Tab ${TAB.label}` }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${TAB.label}` });
    fireEvent.change(within(dialog).getByLabelText('Cash handed over ($)'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Tab $33.99' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Change: $16.01')).toBeTruthy();
    expect(closes).toEqual([{ method: 'cash', tenderedCents: 5000 }]);
  });

  it('shows a payment link to pass on, and keeps it off the console’s log', async () => {
    const log = vi.spyOn(console, 'log');
    const url = 'http://localhost/pay?session_id=cs_test_secret';
    stubApi({
      'GET /api/staff/shop/items*': { body: [] },
      'GET /api/staff/tabs*': { body: [TAB] },
      'GET /api/staff/members*': { body: [] },
      [`POST /api/staff/tabs/${TAB.id}/close`]: { body: { url } },
    });
    renderAtDesk(<ShopPanel />);
    const card = await screen.findByRole('article', { name: TAB.label });
    fireEvent.click(within(card).getByRole('button', { name: `Close Tab ${TAB.label}` }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${TAB.label}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Payment link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Payment Link' }));
    expect(((await within(dialog).findByLabelText('Link to pay')) as HTMLInputElement).value).toBe(url);
    expect(JSON.stringify(log.mock.calls)).not.toContain('cs_test_secret');
  });
});
