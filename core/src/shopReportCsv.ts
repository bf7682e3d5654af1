/**
 * The shop's report as spreadsheet rows (GET /api/staff/reports/shop.csv): the totals, each
 * category and each item on a row of their own figures, then the report's single figures (the VIP
 * discount, the open tabs, the stock and what needs reordering), each with its value in the last
 * column. Money in dollars with cents, as the other reports' CSVs write it.
 */

import { centsAsDollars } from './reportCsv';
import { shopCategoryLabels } from './shop';
import type { ShopFigures, ShopReport } from './shopReport';

const HEADER = [
  'Section',
  'Name',
  'Category',
  'Quantity',
  'Refunded quantity',
  'Gross (USD)',
  'Discounts (USD)',
  'Tax (USD)',
  'Refunds (USD)',
  'Net (USD)',
] as const;

type Cell = string | number;

const figureCells = (f: ShopFigures): Cell[] => [
  f.quantity,
  f.refundedQuantity,
  centsAsDollars(f.grossCents),
  centsAsDollars(f.discountCents),
  centsAsDollars(f.taxCents),
  centsAsDollars(f.refundedCents),
  centsAsDollars(f.netCents),
];

const single = (section: string, name: string, value: Cell): Cell[] => [
  section,
  name,
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  value,
];

export function shopReportCsvRows(
  report: ShopReport & { from: string; to: string; timeZone: string },
): Cell[][] {
  const rows: Cell[][] = [
    [...HEADER],
    single('Range', 'From', report.from),
    single('Range', 'To', report.to),
    single('Range', 'Time zone', report.timeZone),
    single('Sales', 'Sales', report.sales),
    ['Total', 'All sales', '', ...figureCells(report.totals)],
  ];
  for (const c of report.byCategory)
    rows.push([
      'Category',
      shopCategoryLabels[c.category],
      shopCategoryLabels[c.category],
      ...figureCells(c),
    ]);
  for (const i of report.byItem)
    rows.push(['Item', i.name, shopCategoryLabels[i.category], ...figureCells(i)]);
  for (const d of report.byDay) {
    rows.push(
      single('Day', `${d.date}: sales`, d.sales),
      single('Day', `${d.date}: net (USD)`, centsAsDollars(d.netCents)),
    );
  }
  rows.push(
    single('Discounts', 'Member discounts (USD)', centsAsDollars(report.discountCents)),
    single('Discounts', 'VIP discounts (USD)', centsAsDollars(report.vipDiscount.cents)),
    single('Discounts', 'Sales with a VIP discount', report.vipDiscount.sales),
    single('Open tabs', 'Open tabs now', report.openTabs.count),
    single('Open tabs', 'On open tabs (USD)', centsAsDollars(report.openTabs.totalCents)),
    single('Open tabs', 'Oldest opened at', report.openTabs.oldest?.openedAt ?? ''),
    single('Open tabs', 'Oldest', report.openTabs.oldest?.label ?? ''),
    single('Stock', 'Stock at price (USD)', centsAsDollars(report.stock.valueAtPriceCents)),
    single('Stock', 'Counted items', report.stock.countedItems),
  );
  for (const low of report.stock.lowStock)
    rows.push(single('Reorder', `${low.name} (reorder at ${low.reorderLevel})`, low.stock));
  return rows;
}
