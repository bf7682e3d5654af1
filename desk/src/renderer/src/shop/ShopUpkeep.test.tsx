// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { ShopDaySale, ShopItem } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { Catalogue } from './Catalogue';
import { DaySales } from './DaySales';

afterEach(() => vi.unstubAllGlobals());

const CAP: ShopItem = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Lounge Cap',
  category: 'merchandise',
  priceCents: 2000,
  sku: 'CAP-1',
  stock: 5,
  reorderLevel: null,
  reorder: false,
  archivedAt: null,
};

const SALE: ShopDaySale = {
  id: '00000000-0000-4000-8000-0000000000cc',
  // 11:15 AM in Denver.
  soldAt: '2026-11-24T18:15:00.000Z',
  method: 'card',
  buyer: 'Vera Tester',
  totalCents: 12_000,
  refundedCents: 0,
  lines: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Rain Jacket',
      category: 'merchandise',
      quantity: 2,
      unitCents: 6000,
      totalCents: 12_000,
      refundedQuantity: 0,
    },
  ],
};

describe('editing an item in the catalogue', () => {
  it('sends only what changed and shows the server’s refusal in its words', async () => {
    const edits: unknown[] = [];
    stubApi({
      'GET /api/staff/shop/items*': { body: [CAP] },
      'PATCH /api/staff/shop/items/*': (body) => {
        edits.push(body);
        return edits.length === 1
          ? {
              status: 409,
              body: {
                title: 'Barcode In Use',
                message: 'Another item already has the code TEE-A.',
                code: 'sku_taken',
                field: 'sku',
              },
            }
          : { status: 200, body: { ...CAP, priceCents: 2500 } };
      },
    });
    renderAtDesk(<Catalogue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lounge Cap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lounge Cap' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Price ($)'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText('Barcode'), { target: { value: 'TEE-A' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Another item already has the code TEE-A.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Barcode'), { target: { value: 'CAP-1' } });
    fireEvent.click(save);
    await waitFor(() => expect(edits).toEqual([{ priceCents: 2500, sku: 'TEE-A' }, { priceCents: 2500 }]));
  });
});

describe('a day’s sales on the Shop screen', () => {
  it('refunds some units of a line with a reason, and shows an admin’s refusal in words', async () => {
    const refunds: unknown[] = [];
    const api = stubApi({
      'GET /api/staff/shop/sales*': { body: [SALE] },
      [`POST /api/staff/shop/sales/${'00000000-0000-4000-8000-0000000000cc'}/refund`]: (body) => {
        refunds.push(body);
        return {
          status: 403,
          body: {
            title: 'Admin Needed',
            message: 'Refunds over $100 are an admin’s. Ask an admin to make this one.',
            code: 'admin_needed',
          },
        };
      },
    });
    renderAtDesk(<DaySales />);
    fireEvent.change(screen.getByLabelText('Sales of the day'), { target: { value: '2026-11-24' } });
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(
      within(table).getByRole('row', { name: /11:15 AM Vera Tester 2 x Rain Jacket Card \$120/ }),
    ).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Refund the sale of 11:15 AM ($120)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the sale of 11:15 AM' });
    const ok = within(dialog).getByRole('button', { name: 'Refund' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Some lines' }));
    fireEvent.change(within(dialog).getByLabelText('Units of Rain Jacket to refund (up to 2)'), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Too small' } });
    fireEvent.click(ok);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Refunds over $100 are an admin’s.');
    expect(refunds).toEqual([{ reason: 'Too small', lines: [{ lineId: SALE.lines[0]?.id, quantity: 1 }] }]);
    expect(api.calls.some((c) => c.path === '/api/staff/shop/sales?date=2026-11-24')).toBe(true);
  });

  it('refunds what is left of the whole sale and says how much went back', async () => {
    const refunds: unknown[] = [];
    stubApi({
      'GET /api/staff/shop/sales*': { body: [SALE] },
      [`POST /api/staff/shop/sales/${SALE.id}/refund`]: (body) => {
        refunds.push(body);
        return { status: 200, body: { saleId: SALE.id, refundedCents: 12_000, lines: [] } };
      },
    });
    renderAtDesk(<DaySales />);
    fireEvent.change(screen.getByLabelText('Sales of the day'), { target: { value: '2026-11-24' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund the sale of 11:15 AM ($120)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the sale of 11:15 AM' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Changed mind' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $120')).toBeTruthy();
    expect(refunds).toEqual([{ reason: 'Changed mind' }]);
  });

  it('marks a sale refunded in full with no Refund left', async () => {
    stubApi({
      'GET /api/staff/shop/sales*': {
        body: [{ ...SALE, refundedCents: 12_000, lines: [{ ...SALE.lines[0], refundedQuantity: 2 }] }],
      },
    });
    renderAtDesk(<DaySales />);
    fireEvent.change(screen.getByLabelText('Sales of the day'), { target: { value: '2026-11-24' } });
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(within(table).getByRole('row', { name: /\$120 \$120 Refunded$/ })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});
