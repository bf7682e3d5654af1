/**
 * The report's shop (GET /api/staff/reports/shop, core's shopReport): sales by category and by
 * item over the range (sold, returned, gross, discounts, tax, refunds, net, to the cent as the
 * server summed them), the member and VIP discounts, the tabs open now, the stock at price and what
 * needs reordering; and the same as a CSV.
 */
import {
  shopReportCopy as copy,
  type ShopFigures as Figures,
  formatMoney,
  type ReportRange,
  shopCategoryLabels,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { shopDeskApi } from '../api/shopDeskApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';

interface Row extends Figures {
  key: string;
  name: string;
  category?: string;
}

function FigureTable({
  caption,
  head,
  rows,
  total,
}: {
  caption: string;
  head: string;
  rows: Row[];
  total: Figures;
}) {
  const cells = (f: Figures) => (
    <>
      <td>{f.quantity}</td>
      <td>{f.refundedQuantity}</td>
      <td>{formatMoney(f.grossCents)}</td>
      <td>{formatMoney(f.discountCents)}</td>
      <td>{formatMoney(f.taxCents)}</td>
      <td>{formatMoney(f.refundedCents)}</td>
      <td>{formatMoney(f.netCents)}</td>
    </>
  );
  const withCategory = rows.some((r) => r.category);
  return (
    <table className="report-competitions">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {withCategory && <th scope="col">{copy.columns.category}</th>}
          <th scope="col">{copy.columns.quantity}</th>
          <th scope="col">{copy.columns.refundedQuantity}</th>
          <th scope="col">{copy.columns.gross}</th>
          <th scope="col">{copy.columns.discount}</th>
          <th scope="col">{copy.columns.tax}</th>
          <th scope="col">{copy.columns.refunded}</th>
          <th scope="col">{copy.columns.net}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            {withCategory && <td>{r.category}</td>}
            {cells(r)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {withCategory && <td />}
          {cells(total)}
        </tr>
      </tfoot>
    </table>
  );
}

export function ShopFigures({ range }: { range: ReportRange }) {
  const venue = useVenue();
  const report = useQuery({
    queryKey: ['shop-report', range.from, range.to],
    queryFn: () => shopDeskApi.report(range),
  });
  const data = report.data;
  return (
    <section aria-label={copy.heading}>
      <h3 className="report-heading">{copy.heading}</h3>
      <a className="download-link" href={shopDeskApi.reportCsv(range)} download>
        {copy.csvLink}
      </a>
      <LoadErrorAlert error={report.error} title="The shop’s figures were not loaded" />
      {data && (
        <>
          <dl className="stat-row report-figures">
            <Stat label={copy.sales} value={String(data.sales)} />
            <Stat label={copy.net} value={formatMoney(data.totals.netCents)} />
            <Stat label={copy.discounts} value={formatMoney(data.discountCents)} />
            <Stat
              label={copy.vipDiscounts}
              value={copy.vipDiscountValue(data.vipDiscount.cents, data.vipDiscount.sales)}
            />
            <Stat
              label={copy.openTabs}
              value={copy.openTabsValue(data.openTabs.count, data.openTabs.totalCents)}
            />
            {data.openTabs.oldest && (
              <Stat
                label={copy.oldestTab}
                value={`${data.openTabs.oldest.label}, ${venue ? venueDateTimeOf(data.openTabs.oldest.openedAt, venue.timeZone) : ''}`}
              />
            )}
            <Stat label={copy.stockValue} value={formatMoney(data.stock.valueAtPriceCents)} />
          </dl>
          <p className="muted">{copy.stockValueNote}</p>
          {data.sales === 0 ? (
            <p className="muted">{copy.none}</p>
          ) : (
            <>
              <FigureTable
                caption={copy.byCategory}
                head={copy.columns.category}
                total={data.totals}
                rows={data.byCategory.map((c) => ({
                  ...c,
                  key: c.category,
                  name: shopCategoryLabels[c.category],
                }))}
              />
              <FigureTable
                caption={copy.byItem}
                head={copy.columns.name}
                total={data.totals}
                rows={data.byItem.map((i) => ({
                  ...i,
                  key: i.itemId,
                  category: shopCategoryLabels[i.category],
                }))}
              />
            </>
          )}
          <h4 className="report-heading">{copy.lowStock}</h4>
          {data.stock.lowStock.length === 0 ? (
            <p className="muted">{copy.noLowStock}</p>
          ) : (
            <ul aria-label={copy.lowStock}>
              {data.stock.lowStock.map((i) => (
                <li key={i.id}>
                  {i.name}: {i.stock} (reorder at {i.reorderLevel})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value">{value}</dd>
    </div>
  );
}
