/**
 * The Shop screen's sales of a day (today to begin with; GET /api/staff/shop/sales?date=): each
 * sale's time, buyer, how it was paid, its total and what was refunded, and its Refund (RefundModal).
 */
import { shopSalesCopy as copy, formatMoney, type ShopDaySale, venueDate } from '@lounge/core';
import { useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { shopDeskApi } from '../api/shopDeskApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { venueTimeOf } from '../ui/venueTime';
import { RefundModal } from './RefundModal';

const METHODS = { cash: 'Cash', card: 'Card', link: 'Payment link' } as const;

export function DaySales() {
  const venue = useVenue();
  const now = useNow(60_000);
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? today;
  const [refunding, setRefunding] = useState<ShopDaySale | null>(null);
  const sales = useQuery({
    queryKey: ['shop', 'sales', day],
    queryFn: () => shopDeskApi.salesOn(day ?? ''),
    enabled: day !== null,
  });
  const timeOf = (sale: ShopDaySale) => (venue ? venueTimeOf(sale.soldAt, venue.timeZone) : '');
  return (
    <section className="shop-sales" aria-label={copy.heading}>
      <h2 className="shop-heading">{copy.heading}</h2>
      <label className="field-label" htmlFor="shop-sales-day">
        {copy.dayLabel}
      </label>
      <Input
        id="shop-sales-day"
        type="date"
        className="date-input"
        value={day ?? ''}
        onChange={(e) => setPicked(e.target.value || null)}
      />
      <LoadErrorAlert error={sales.error} title="Sales not loaded" />
      {sales.data?.length === 0 && <p className="muted">{copy.none}</p>}
      {sales.data && sales.data.length > 0 && (
        <table className="shop-items" aria-label={copy.heading}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Paid by</th>
              <th scope="col">Total</th>
              <th scope="col">Refunded</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sales.data.map((sale) => {
              const left = sale.lines.some((l) => l.refundedQuantity < l.quantity);
              return (
                <tr key={sale.id}>
                  <td>{timeOf(sale)}</td>
                  <td>{sale.buyer ?? copy.walkIn}</td>
                  <td>{sale.lines.map((l) => `${l.quantity} x ${l.name}`).join(', ')}</td>
                  <td>{METHODS[sale.method]}</td>
                  <td>{formatMoney(sale.totalCents)}</td>
                  <td>{sale.refundedCents > 0 ? formatMoney(sale.refundedCents) : ''}</td>
                  <td>
                    {left ? (
                      <Button
                        size="small"
                        aria-label={copy.refundLabel(timeOf(sale), sale.totalCents)}
                        onClick={() => setRefunding(sale)}
                      >
                        {copy.refund}
                      </Button>
                    ) : (
                      <span className="muted">{copy.fullyRefunded}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <RefundModal
        sale={refunding}
        time={refunding ? timeOf(refunding) : ''}
        onClose={() => setRefunding(null)}
      />
    </section>
  );
}
